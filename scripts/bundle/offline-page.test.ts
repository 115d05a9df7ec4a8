import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { policyOfPage } from './content-security-policy';

/** public/offline.html, the page public/offline-worker.js shows without a connection (docs/screens.md#on-a-phone). */
const page = readFileSync(new URL('../../public/offline.html', import.meta.url), 'utf8');

describe('the offline page', () => {
  it('allows its own style element by hash, and nothing else', () => {
    const policy = policyOfPage(page) ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(page).not.toMatch(/<script\b/i);
    // Nothing else to load: no icon, image or stylesheet the policy would refuse.
    expect(page).not.toMatch(/<(img|link)\b/i);
  });

  it('says it in the three languages, and offers to try again', () => {
    for (const lang of ['fr', 'en', 'es']) expect(page).toContain(`<section lang="${lang}">`);
    expect(page).toMatch(/<a href="\.\/">Réessayer<\/a>/);
  });
});
