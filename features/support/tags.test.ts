import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The tags docs/qa.md#tags lists: one per area (the feature's folder), who acts, and the fast set. */
const AREAS = readdirSync('features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['support', 'step_definitions'].includes(entry.name))
  .map((entry) => entry.name);
const OTHER_TAGS = ['@admin', '@reseller', '@api', '@smoke', '@seed'];

const features = AREAS.flatMap((area) =>
  readdirSync(join('features', area))
    .filter((file) => file.endsWith('.feature'))
    .map((file) => ({
      area,
      path: join('features', area, file),
      text: readFileSync(join('features', area, file), 'utf8'),
    })),
);

const tagsOf = (text: string): string[] => [...text.matchAll(/^\s*(@.*)$/gm)].flatMap((m) => (m[1] ?? '').split(/\s+/));

describe('the tags of the specs (docs/qa.md#tags)', () => {
  it.each(features.map((f) => [f.path, f] as const))('%s carries its area tag first', (_path, feature) => {
    expect(feature.text.split('\n')[0]?.split(/\s+/)[0]).toBe(`@${feature.area}`);
  });

  it('uses only the tags docs/qa.md lists', () => {
    const known = new Set([...AREAS.map((area) => `@${area}`), ...OTHER_TAGS]);
    const unknown = features.flatMap((f) =>
      tagsOf(f.text)
        .filter((tag) => !known.has(tag))
        .map((t) => `${f.path}: ${t}`),
    );
    expect(unknown).toEqual([]);
  });

  it('tags @seed only scenarios of the API, each saying why it needs the seed', () => {
    const wrong: string[] = [];
    for (const f of features) {
      const lines = f.text.split('\n');
      const api = (lines[0] ?? '').split(/\s+/).includes('@api');
      lines.forEach((line, i) => {
        if (!/^\s*@.*@seed\b/.test(line)) return;
        const title = lines[i + 1] ?? '';
        const why = lines[i + 2] ?? '';
        if (!/^\s*Scenario( Outline)?:/.test(title)) wrong.push(`${f.path}:${i + 1}: @seed on no scenario`);
        else if (!api && !/@api\b/.test(line)) wrong.push(`${f.path}:${i + 1}: @seed on a scenario not of the API`);
        else if (!/^\s+It needs the seed: \S/.test(why))
          wrong.push(`${f.path}:${i + 2}: no "It needs the seed: …" line`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('has a smoke scenario in every area', () => {
    const smokeless = AREAS.filter(
      (area) => !features.some((f) => f.area === area && tagsOf(f.text).includes('@smoke')),
    );
    expect(smokeless).toEqual([]);
  });
});
