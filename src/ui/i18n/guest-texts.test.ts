import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticallyImported } from '../../../scripts/static-imports';

/**
 * The texts a page shows before login load alone (`core.json`, src/ui/i18n/i18n.ts); the screens'
 * files load with the shell. Every key written in the screens' code that runs before login (what
 * src/ui/boot.tsx and the login, password and logout pages import, not what they load lazily),
 * and in the login's own use cases, must then be in `core.json`, or that page would show the key.
 * Left out: the route table's menu labels (the sidebar is the shell's) and the other use cases'
 * messages, which the composition root imports but only the screens behind the login run.
 */
const src = resolve(__dirname, '../..');
const ENTRIES = ['ui/main.tsx', 'ui/boot.tsx', 'ui/auth/auth.pages.tsx'].map((file) => join(src, file));

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** `orders.status_one` is the key `orders.status` in the code. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const locales = join(__dirname, 'locales');
const read = (locale: string, file: string) => JSON.parse(readFileSync(join(locales, locale, file), 'utf8')) as Tree;

describe('the texts shown before login', () => {
  it('are all in core.json, which loads alone', () => {
    const every = new Set(
      readdirSync(join(locales, 'fr'))
        .filter((name) => name.endsWith('.json'))
        .flatMap((file) => keysOf(read('fr', file)).map(withoutPlural)),
    );
    const guest = new Set(keysOf(read('fr', 'core.json')).map(withoutPlural));
    const files = staticallyImported(ENTRIES, src);
    // The login page's own module is reached, and no screen behind the login is.
    expect([...files].some((file) => file.endsWith('auth/auth.pages.tsx'))).toBe(true);
    expect([...files].some((file) => file.endsWith('shell/shell.tsx'))).toBe(false);
    const shown = [...files].filter(
      (file) =>
        (file.startsWith(join(src, 'ui')) && !file.endsWith(join('app', 'routes.tsx'))) ||
        file.endsWith(join('application', 'session', 'session.use-cases.ts')),
    );
    expect(shown.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of shown) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z][\w]*(?:\.[\w]+)+)['"`]/g)) {
        const key = match[1] as string;
        if (every.has(key) && !guest.has(key)) missing.push(`${key} (${file.slice(src.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
