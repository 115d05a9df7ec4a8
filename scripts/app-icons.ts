/**
 * Draws the app's PNG icons (public/icons/: the manifest's 192 and 512 px, the maskable 512 px, Apple's 180 px)
 * from public/favicon.svg in Debian's Chromium, so that they stay the same picture: `npx tsx scripts/app-icons.ts`
 * after changing the SVG. The maskable and Apple icons put the picture in the middle 80 %, on its own blue.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium';

const svg = readFileSync('public/favicon.svg', 'utf8');
const fullBleed = svg
  .replace(/<rect width="64" height="64" rx="14"/, '<rect x="-8" y="-8" width="80" height="80"')
  .replace('viewBox="0 0 64 64"', 'viewBox="-8 -8 80 80"');
const icons = [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['maskable-512.png', 512, fullBleed],
  ['apple-touch-icon.png', 180, fullBleed],
] as const;

const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
for (const [name, size, picture] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<body style="margin:0">${picture.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`wrote ${icons.map(([name]) => name).join(', ')} in public/icons/`);
