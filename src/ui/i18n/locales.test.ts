import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible string exists in fr (default), en and es (docs/architecture.md): the three
 * languages have the same files and, in each, the same keys, plural forms included (i18next picks
 * `_one`, `_other`, `_many`… by the language's rules; a form missing in one language shows the key).
 */
const LOCALES = ['fr', 'en', 'es'] as const;
const root = join(__dirname, 'locales');

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const files = (locale: string) =>
  readdirSync(join(root, locale))
    .filter((name) => name.endsWith('.json'))
    .sort();

describe('translations', () => {
  it('have the same files in fr, en and es', () => {
    for (const locale of LOCALES) expect(files(locale), locale).toEqual(files('fr'));
  });

  for (const file of files('fr')) {
    it(`${file}: the same keys in fr, en and es, none empty`, () => {
      const read = (locale: string) => JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Tree;
      const expected = keysOf(read('fr')).sort();
      for (const locale of LOCALES) {
        const tree = read(locale);
        expect(keysOf(tree).sort(), `${locale}/${file}`).toEqual(expected);
        const empty = keysOf(tree).filter((key) => {
          const value = key
            .split('.')
            .reduce<string | Tree>((node, part) => (node as Tree)[part] as string | Tree, tree);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${locale}/${file}: empty texts`).toEqual([]);
      }
    });
  }
});
