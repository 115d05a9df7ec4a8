import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flattenTranslations,
  mergeTranslations,
  resourcesToTable,
  tableToResources,
  TranslationKeyConflict,
  TranslationKeyError,
  unflattenTranslations,
  type TranslationResources,
  type TranslationTree,
} from './translation-table';

const resources: TranslationResources = {
  fr: { users: { fields: { id: 'Id', name: 'Nom' }, title: 'Utilisateurs' }, formula: '=1+1' },
  en: { users: { fields: { id: 'Id', name: 'Name' }, title: 'Users' }, formula: '=1+1', only: { en: 'English' } },
  es: { users: { fields: { id: 'Id' }, title: 'Usuarios' } },
};

describe('flattenTranslations / unflattenTranslations', () => {
  it('flattens nested keys with dots, in key order', () => {
    expect(flattenTranslations(resources.fr)).toEqual({
      'users.fields.id': 'Id',
      'users.fields.name': 'Nom',
      'users.title': 'Utilisateurs',
      formula: '=1+1',
    });
    expect(Object.keys(flattenTranslations(resources.fr))[0]).toBe('users.fields.id');
  });

  it('unflattens back to the same tree', () => {
    expect(unflattenTranslations(flattenTranslations(resources.en))).toEqual(resources.en);
  });

  it('refuses a key holding a dot or empty, or a leaf that is not text', () => {
    expect(() => flattenTranslations({ 'a.b': 'x' })).toThrow(TranslationKeyError);
    expect(() => flattenTranslations({ a: { '': 'x' } })).toThrow(TranslationKeyError);
    expect(() => flattenTranslations({ a: 3 } as unknown as TranslationTree)).toThrow(TranslationKeyError);
  });

  it("refuses 'a' and 'a.b' together, in either order", () => {
    expect(() => unflattenTranslations({ a: 'x', 'a.b': 'y' })).toThrow(TranslationKeyConflict);
    expect(() => unflattenTranslations({ 'a.b': 'y', a: 'x' })).toThrow(TranslationKeyConflict);
  });

  it("keeps '__proto__' an ordinary key", () => {
    const tree = unflattenTranslations({ '__proto__.polluted': 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(flattenTranslations(tree)).toEqual({ '__proto__.polluted': 'yes' });
  });
});

describe('mergeTranslations', () => {
  it("merges a language's files deeply, later files winning", () => {
    expect(mergeTranslations({ menu: { a: 'A', b: 'B' } }, { menu: { b: 'b2', c: 'C' }, x: 'X' })).toEqual({
      menu: { a: 'A', b: 'b2', c: 'C' },
      x: 'X',
    });
  });
});

describe('resourcesToTable', () => {
  it('writes the header key, fr, en, es and one row per key, a missing text as an empty cell', () => {
    const table = resourcesToTable(resources);
    expect(table[0]).toEqual(['key', 'fr', 'en', 'es']);
    expect(table).toContainEqual(['users.fields.name', 'Nom', 'Name', '']);
    expect(table).toContainEqual(['only.en', '', 'English', '']);
    expect(table).toHaveLength(1 + 5);
  });

  it('escapes cells that a spreadsheet would run as formulas (docs/rules.md#exports)', () => {
    expect(resourcesToTable(resources)).toContainEqual(['formula', "'=1+1", "'=1+1", '']);
  });
});

describe('tableToResources', () => {
  it('reads back what resourcesToTable wrote (lossless round trip)', () => {
    const back = tableToResources(resourcesToTable(resources));
    expect(back).toEqual({ ok: true, resources, keys: 5 });
  });

  it('accepts the columns in any order and case, and empty cells as null', () => {
    const back = tableToResources([
      ['EN', 'Key', 'es', 'fr'],
      ['Hello', 'greeting', null, 'Bonjour'],
      [null, null, null, null],
    ]);
    expect(back).toEqual({
      ok: true,
      keys: 1,
      resources: { fr: { greeting: 'Bonjour' }, en: { greeting: 'Hello' }, es: {} },
    });
  });

  it('reads numbers and booleans as their text', () => {
    const back = tableToResources([
      ['key', 'fr', 'en', 'es'],
      ['n', 12, true, '12'],
    ]);
    expect(back.ok && back.resources).toEqual({ fr: { n: '12' }, en: { n: 'true' }, es: { n: '12' } });
  });

  it('refuses wrong columns, naming those found', () => {
    expect(tableToResources([['key', 'fr', 'en']])).toEqual({
      ok: false,
      errors: [{ code: 'columns', found: ['key', 'fr', 'en'] }],
    });
    expect(tableToResources([['key', 'fr', 'en', 'es', 'de']]).ok).toBe(false);
    expect(tableToResources([['id', 'fr', 'en', 'es']]).ok).toBe(false);
    expect(tableToResources([['key', 'fr', 'fr', 'es']]).ok).toBe(false);
  });

  it('refuses an empty file and a file without rows', () => {
    expect(tableToResources([])).toEqual({ ok: false, errors: [{ code: 'empty' }] });
    expect(tableToResources([['key', 'fr', 'en', 'es']])).toEqual({ ok: false, errors: [{ code: 'noRows' }] });
  });

  it('lists every bad row by number: missing key, bad key, duplicate, conflict', () => {
    const result = tableToResources([
      ['key', 'fr', 'en', 'es'],
      ['a', 'A', 'A', 'A'],
      [null, 'orphan', null, null],
      ['a', 'again', null, null],
      ['b..c', 'x', null, null],
      ['a.b', 'x', null, null],
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'keyMissing', row: 3 },
        { code: 'duplicateKey', row: 4, key: 'a', firstRow: 2 },
        { code: 'keyInvalid', row: 5, key: 'b..c' },
        { code: 'keyConflict', row: 6, key: 'a.b', other: 'a' },
      ],
    });
  });

  const segment = fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !s.includes('.') && s.trim() !== '');
  const tree: fc.Arbitrary<TranslationTree> = fc.letrec<{ tree: TranslationTree }>((tie) => ({
    tree: fc.dictionary(segment, fc.oneof(fc.string({ minLength: 1 }), tie('tree')), { minKeys: 1, maxKeys: 4 }),
  })).tree;

  /** The same keys in every language (as the app's resources have), with other texts. */
  const relabel = (node: TranslationTree, suffix: string): TranslationTree =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === 'string' ? `${value}${suffix}` : relabel(value, suffix),
      ]),
    );

  it('round-trips any resources with non-empty texts and objects', () => {
    fc.assert(
      fc.property(tree, (fr) => {
        const input = { fr, en: relabel(fr, ' (en)'), es: relabel(fr, ' (es)') };
        const back = tableToResources(resourcesToTable(input));
        expect(back).toEqual({ ok: true, resources: input, keys: expect.any(Number) as number });
      }),
      { numRuns: 200 },
    );
  });
});
