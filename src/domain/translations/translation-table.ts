import type { Locale } from '../shared/format';
import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from '../shared/spreadsheet-escape';

/**
 * docs/screens.md#settings: the app's translation resources (JSON, one tree per language) as a table with the
 * columns key, fr, en, es, one row per flattened key ('users.fields.id'), and back.
 *
 * The round trip is lossless: `tableToResources(resourcesToTable(r))` equals `r` for any resources
 * whose texts are non-empty (an empty text and a missing one are both an empty cell, read back as
 * missing) and whose objects are non-empty (an empty object has no key to hold a row).
 */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

export const TRANSLATION_LANGUAGES = ['fr', 'en', 'es'] as const satisfies readonly Locale[];
export type TranslationResources = Readonly<Record<Locale, TranslationTree>>;
const TRANSLATION_COLUMNS = ['key', ...TRANSLATION_LANGUAGES] as const;
const KEY_SEPARATOR = '.';

/** A tree that cannot become rows: a key holding the separator or empty, or a leaf that is not text. */
export class TranslationKeyError extends Error {
  constructor(readonly key: string) {
    super(`Translation key "${key}" cannot be flattened`);
    this.name = 'TranslationKeyError';
  }
}

const isTree = (value: unknown): value is TranslationTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own properties only, written as data: a key such as '__proto__' stays an ordinary key. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
const own = (source: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.hasOwn(source, key) ? source[key] : undefined;

/** { users: { fields: { id: 'Id' } } } → { 'users.fields.id': 'Id' }, in the tree's key order. */
export function flattenTranslations(tree: TranslationTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (key === '' || key.includes(KEY_SEPARATOR)) throw new TranslationKeyError(path);
    if (typeof value === 'string') put(flat, path, value);
    else if (isTree(value)) Object.assign(flat, flattenTranslations(value, `${path}${KEY_SEPARATOR}`));
    else throw new TranslationKeyError(path);
  }
  return flat;
}

/** Two keys that cannot both exist: one is a text and the other needs it to be an object. */
export class TranslationKeyConflict extends Error {
  constructor(
    readonly key: string,
    readonly other: string,
  ) {
    super(`Translation keys "${other}" and "${key}" conflict`);
    this.name = 'TranslationKeyConflict';
  }
}

/** { 'users.fields.id': 'Id' } → { users: { fields: { id: 'Id' } } }; conflicting keys throw. */
export function unflattenTranslations(flat: Readonly<Record<string, string>>): TranslationTree {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(KEY_SEPARATOR);
    let node = root;
    for (let depth = 1; depth < parts.length; depth++) {
      const part = parts[depth - 1] as string;
      let child = own(node, part);
      if (typeof child === 'string') throw new TranslationKeyConflict(key, parts.slice(0, depth).join(KEY_SEPARATOR));
      if (child === undefined) put(node, part, (child = {}));
      node = child as Record<string, unknown>;
    }
    const last = parts[parts.length - 1] as string;
    if (isTree(own(node, last))) throw new TranslationKeyConflict(key, `${key}${KEY_SEPARATOR}…`);
    put(node, last, value);
  }
  return root as TranslationTree;
}

/** Merges trees (a language's files) into one; later files add to and override earlier ones. */
export function mergeTranslations(...trees: readonly TranslationTree[]): TranslationTree {
  const out: Record<string, string | TranslationTree> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = own(out, key);
      put(out, key, isTree(value) && isTree(existing) ? mergeTranslations(existing, value) : value);
    }
  }
  return out;
}

/**
 * The spreadsheet's rows: the header (key, fr, en, es), then one row per key in the order the
 * keys first appear (French first), a missing translation as an empty cell, every cell escaped
 * against formulas (docs/rules.md#exports).
 */
export function resourcesToTable(resources: TranslationResources): string[][] {
  const flat = TRANSLATION_LANGUAGES.map((language) => flattenTranslations(resources[language] ?? {}));
  const keys = new Set<string>();
  for (const texts of flat) for (const key of Object.keys(texts)) keys.add(key);
  const rows = [...keys].map((key) =>
    [key, ...flat.map((texts) => (own(texts, key) as string | undefined) ?? '')].map(escapeSpreadsheetCell),
  );
  return [[...TRANSLATION_COLUMNS], ...rows];
}

/** A cell as a spreadsheet reader hands it over. */
export type SheetCell = string | number | boolean | Date | null | undefined;

type TranslationImportError =
  | { readonly code: 'empty' }
  | { readonly code: 'columns'; readonly found: readonly string[] }
  | { readonly code: 'noRows' }
  | { readonly code: 'keyMissing'; readonly row: number }
  | { readonly code: 'keyInvalid'; readonly row: number; readonly key: string }
  | { readonly code: 'duplicateKey'; readonly row: number; readonly key: string; readonly firstRow: number }
  | { readonly code: 'keyConflict'; readonly row: number; readonly key: string; readonly other: string };

export type TranslationImport =
  | { readonly ok: true; readonly resources: TranslationResources; readonly keys: number }
  | { readonly ok: false; readonly errors: readonly TranslationImportError[] };

/** The text of a cell, unescaped; null for an empty cell. */
function cellText(cell: SheetCell): string | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'string') return unescapeSpreadsheetCell(cell);
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

const headerName = (cell: SheetCell): string => (cell === null || cell === undefined ? '' : String(cell)).trim();

/** Reads the header: exactly the columns key, fr, en, es (any order, any case); else null. */
function readHeader(header: readonly SheetCell[]): Record<(typeof TRANSLATION_COLUMNS)[number], number> | null {
  const names = header.map(headerName);
  while (names.length && names[names.length - 1] === '') names.pop();
  const lower = names.map((name) => name.toLowerCase());
  if (lower.length !== TRANSLATION_COLUMNS.length) return null;
  const positions = Object.fromEntries(TRANSLATION_COLUMNS.map((column) => [column, lower.indexOf(column)]));
  if (Object.values(positions).some((i) => i < 0)) return null;
  return positions as Record<(typeof TRANSLATION_COLUMNS)[number], number>;
}

const rowOf = (error: TranslationImportError): number => ('row' in error ? error.row : 0);

const validKey = (key: string): boolean => key.split(KEY_SEPARATOR).every((part) => part.trim() !== '');

/**
 * The spreadsheet's rows back to resources: the header must be the four columns; every row needs
 * a key, unique, and keys may not conflict ('a' and 'a.b'). Every fault is reported with its row
 * number (the header is row 1); nothing is returned unless the whole file is right.
 */
export function tableToResources(rows: readonly (readonly SheetCell[])[]): TranslationImport {
  const [header, ...body] = rows;
  if (!header) return { ok: false, errors: [{ code: 'empty' }] };
  const columns = readHeader(header);
  if (!columns) {
    const found = header.map(headerName).filter((name) => name !== '');
    return { ok: false, errors: [{ code: 'columns', found }] };
  }
  const errors: TranslationImportError[] = [];
  const flat = Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, {} as Record<string, string>])) as Record<
    Locale,
    Record<string, string>
  >;
  const firstRow = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cellText(cell) === null)) return;
    const key = cellText(cells[columns.key]);
    if (key === null) {
      errors.push({ code: 'keyMissing', row });
      return;
    }
    if (!validKey(key)) {
      errors.push({ code: 'keyInvalid', row, key });
      return;
    }
    const seen = firstRow.get(key);
    if (seen !== undefined) {
      errors.push({ code: 'duplicateKey', row, key, firstRow: seen });
      return;
    }
    firstRow.set(key, row);
    for (const language of TRANSLATION_LANGUAGES) {
      const text = cellText(cells[columns[language]]);
      if (text !== null) put(flat[language], key, text);
    }
  });
  if (firstRow.size === 0 && errors.length === 0) return { ok: false, errors: [{ code: 'noRows' }] };
  // 'a' and 'a.b' cannot both exist: 'a' would be a text and an object at once.
  for (const [key, row] of firstRow) {
    const parts = key.split(KEY_SEPARATOR);
    for (let depth = 1; depth < parts.length; depth++) {
      const other = parts.slice(0, depth).join(KEY_SEPARATOR);
      if (firstRow.has(other)) {
        errors.push({ code: 'keyConflict', row, key, other });
        break;
      }
    }
  }
  if (errors.length) return { ok: false, errors: [...errors].sort((a, b) => rowOf(a) - rowOf(b)) };
  const resources = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [language, unflattenTranslations(flat[language])]),
  ) as Record<Locale, TranslationTree>;
  return { ok: true, resources, keys: firstRow.size };
}
