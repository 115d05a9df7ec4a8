/**
 * `npm run build:demo`: the demo (in-browser mock backend, no VITE_API_URL) as static files any
 * static host can serve, under `BASE_PATH` (default `/`) into `OUT_DIR` (default `dist/`), both read
 * by vite.config.ts. `404.html` is a copy of `index.html`, so hosts that answer unknown paths with
 * it (GitHub Pages and the like) open deep links such as `<base>order/12` in the app; its Brotli file
 * (scripts/bundle/precompress.ts) is copied with it.
 */
import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';

delete process.env.VITE_API_URL;
const base = process.env.BASE_PATH ?? '/';
if (!base.startsWith('/') || !base.endsWith('/')) {
  console.error(`BASE_PATH must start and end with "/" (got "${base}")`);
  process.exit(2);
}
const outDir = resolve(process.env.OUT_DIR ?? 'dist');

await build({ mode: 'production' });
await copyFile(join(outDir, 'index.html'), join(outDir, '404.html'));
await copyFile(join(outDir, 'index.html.br'), join(outDir, '404.html.br'));
console.log(`demo built for ${base} in ${outDir} (with 404.html)`);
