import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md: the memory adapter calls the mock backend's services directly, through the
 * routing table (mocks/operations), by ids and typed values (a list's ListQuery as its service takes
 * it); URLs and query parameters are the HTTP door's. No file of mocks/in-process builds or parses
 * one, or borrows the HTTP adapter's mapping or the HTTP door's readers.
 */

const URL_HANDLING: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'URLSearchParams', pattern: /\bURLSearchParams\b/ },
  { what: 'new URL(…)', pattern: /\bnew URL\s*\(/ },
  { what: 'a path literal', pattern: /['"`]\/[\w{$]/ },
  { what: 'a regular expression on paths', pattern: /\\\/[\w(\\[]/ },
  { what: 'a query string', pattern: /['"`][?&]\w+=/ },
];

/** The code of a source, without its comments (they may name the routes a call stands for). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** What URL handling `source` holds. */
export function urlHandlingIn(source: string): string[] {
  const code = withoutComments(source);
  return URL_HANDLING.filter(({ pattern }) => pattern.test(code)).map(({ what }) => what);
}

const MEMORY = join(__dirname, '..', '..', 'mocks', 'in-process');

describe('the memory adapter', () => {
  it('is told URL handling from ids and comments', () => {
    expect(urlHandlingIn('const match = /\\/admin\\/orders\\/(\\d+)$/.exec(url);')).toEqual([
      'a regular expression on paths',
    ]);
    expect(urlHandlingIn('fetch(`/admin/orders/${id}`)')).toEqual(['a path literal']);
    expect(urlHandlingIn("new URL(path, base); new URLSearchParams('?_page=2')")).toEqual([
      'URLSearchParams',
      'new URL(…)',
      'a query string',
    ]);
    expect(
      urlHandlingIn('/** The `/active/{id}` call. */\nthis.orders.file(ctx, ref.orderId, ref.kind); // GET /files'),
    ).toEqual([]);
  });

  it("imports nothing of the HTTP adapter: its list parameters and wire names are not the services' calls", () => {
    const found = readdirSync(MEMORY)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => /from '[./]*src\/infrastructure\/http\//.test(readFileSync(join(MEMORY, name), 'utf8')));
    expect(found).toEqual([]);
  });

  it("imports nothing of the HTTP door: the URL's readers and the HTTP answers are not the routing table", () => {
    const found = readdirSync(MEMORY)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => /from '\.\.\/handlers\//.test(readFileSync(join(MEMORY, name), 'utf8')));
    expect(found).toEqual([]);
  });

  it('builds and parses no URL in any of its files', () => {
    const found = readdirSync(MEMORY)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => urlHandlingIn(readFileSync(join(MEMORY, name), 'utf8')).map((what) => `${name}: ${what}`));
    expect(found).toEqual([]);
  });
});
