import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHEET_MEDIA_QUERY } from './use-phone-layout';

const UI = new URL('..', import.meta.url).pathname;
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );

describe('a phone in every position', () => {
  it('is one media query wherever a stylesheet asks for a short or touch-only screen', () => {
    const queries = stylesheets(UI).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media ([^{]*(?:max-height|pointer)[^{]*)\{/g)].map((m) => m[1]!.trim()),
    );
    expect(queries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(queries)).toEqual(new Set([SHEET_MEDIA_QUERY]));
  });
});
