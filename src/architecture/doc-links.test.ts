import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/README.md#keeping-them-true: headings are cited by their anchors, from the docs and from
 * the code's comments. Every citation of a page of docs/ must name a page that exists and, with an
 * anchor, a heading of that page.
 */

const ROOT = resolve(__dirname, '..', '..');
const SCANNED = ['src', 'mocks', 'features', 'e2e', 'scripts', 'docs'];
const TEXT = /\.(ts|tsx|js|mjs|css|md|feature|sh)$/;

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page's headings (code blocks left out). */
export function anchorsIn(markdown: string): Set<string> {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1] as string)));
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** Every citation of a docs page in `source` (a file at `path`): the page's path and its anchor, if any. */
function citations(path: string, source: string): { page: string; anchor: string | null }[] {
  const found: { page: string; anchor: string | null }[] = [];
  // `docs/rules.md#delay-date` anywhere (comments, docs, steps).
  for (const m of source.matchAll(/\bdocs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) {
    found.push({ page: join(ROOT, 'docs', m[1] as string), anchor: m[2] ?? null });
  }
  // Within docs/: `[text](rules.md#delay-date)` and `[text](#delay-date)`.
  if (path.endsWith('.md')) {
    for (const m of source.matchAll(/\]\((?!https?:)([\w./-]*\.md)?(?:#([\w-]+))?\)/g)) {
      if (!m[1] && !m[2]) continue;
      found.push({ page: m[1] ? resolve(dirname(path), m[1]) : path, anchor: m[2] ?? null });
    }
  }
  return found;
}

describe('citations of the docs', () => {
  it('read headings as GitHub anchors them', () => {
    expect(anchorOf("The mock backend's doors")).toBe('the-mock-backends-doors');
    expect(anchorOf('One mapping per port, two transports')).toBe('one-mapping-per-port-two-transports');
    expect([...anchorsIn('# A\n```\n# not a heading\n```\n## Fast on a phone\n')]).toEqual(['a', 'fast-on-a-phone']);
  });

  it('name pages that exist and headings those pages have', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = SCANNED.flatMap((dir) => files(join(ROOT, dir))).flatMap((path) =>
      citations(path, readFileSync(path, 'utf8')).flatMap(({ page, anchor }) => {
        const where = `${relative(ROOT, path)} → ${relative(ROOT, page)}${anchor ? `#${anchor}` : ''}`;
        if (!existsSync(page)) return [where];
        if (!anchor) return [];
        if (!anchors.has(page)) anchors.set(page, anchorsIn(readFileSync(page, 'utf8')));
        return anchors.get(page)?.has(anchor) ? [] : [where];
      }),
    );
    expect(broken).toEqual([]);
  });
});
