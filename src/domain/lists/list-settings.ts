/**
 * A user's settings of the lists they live in (docs/lists.md): saved views (a named query of one
 * list) and, per list, the columns shown and their order, the density and the page size. Both are
 * kept by the server per user, so they follow the user to another browser and survive a logout.
 */

/** Every list built on the shared list module, by the id its controller and the server know it by. */
export const LIST_IDS = [
  'orders',
  'quotes',
  'cancel-requests',
  'non-conformities',
  'users',
  'resellers',
  'margin-prices',
  'audit',
  'mandrels',
  'poses',
  'categories',
  'categoryScenarios',
  'orientations',
  'papers',
  'finishes',
  'quantitiesPerRoll',
  'shapes',
  'dimensions',
  'scenarios',
  'tooltips',
  'configEnv',
  'mails',
] as const;
export type ListId = (typeof LIST_IDS)[number];

export const isListId = (value: unknown): value is ListId => (LIST_IDS as readonly unknown[]).includes(value);

export const DENSITIES = ['standard', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

/** Limits the server holds a user to (docs/lists.md#limits). */
export const VIEW_NAME_MAX = 60;
export const VIEW_QUERY_MAX = 1000;
export const VIEWS_PER_LIST_MAX = 30;
export const COLUMN_KEY = /^[A-Za-z][\w.-]{0,39}$/;
export const COLUMNS_MAX = 40;

/** One list's settings; what is absent is the list's default. */
export interface ListPreferences {
  /** Column keys in the user's order; a column the list gained since comes after them, in its place. */
  readonly order?: readonly string[];
  /** Column keys the user hid. */
  readonly hidden?: readonly string[];
  readonly density?: Density;
  /** Rows per page, when the list offers that size. */
  readonly pageSize?: number;
}

export interface Preferences {
  readonly lists: Readonly<Partial<Record<ListId, ListPreferences>>>;
}

export const NO_PREFERENCES: Preferences = { lists: {} };

/** A saved view: a named query string of one list, opened as `?view={id}`. */
export interface SavedView {
  readonly id: number;
  readonly name: string;
  readonly list: ListId;
  /** The list's URL parameters (filters, sort, search, page size), without `page` and `view`. */
  readonly query: string;
  readonly updatedAt: string;
}

/** URL parameters a view never keeps: where the user was in the list, and the view itself. */
const NOT_KEPT = new Set(['page', 'view']);

/**
 * The query a view keeps, from a list's URL parameters: `page` and `view` left out, empty values
 * dropped, the rest in their order. Two queries that mean the same list read the same.
 */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (NOT_KEPT.has(name) || value === '') continue;
    kept.append(name, value);
  }
  return kept.toString();
}

/** Does the list's URL still show the view as saved? (Otherwise the view's menu offers to update it.) */
export const showsView = (view: Pick<SavedView, 'query'>, search: string): boolean =>
  viewQuery(search) === viewQuery(view.query);

/** A column as the arrangement needs it. */
export interface ArrangedColumn {
  readonly key: string;
}

/**
 * The columns in the user's order, each marked shown or hidden. Columns the preferences do not name
 * (added to the list since) keep their default place after the one that precedes them; keys the list
 * no longer has are ignored. `fixed` columns (the row's identity) are always shown, and first.
 */
export function arrangeColumns<C extends ArrangedColumn>(
  columns: readonly C[],
  prefs: ListPreferences | undefined,
  fixed: ReadonlySet<string> = new Set(),
): { column: C; shown: boolean }[] {
  const order = (prefs?.order ?? []).filter((key) => columns.some((c) => c.key === key));
  const arranged: C[] = order.map((key) => columns.find((c) => c.key === key) as C);
  columns.forEach((column, index) => {
    if (arranged.includes(column)) return;
    // After the nearest default predecessor already placed, or first.
    const before = columns
      .slice(0, index)
      .reverse()
      .find((c) => arranged.includes(c));
    arranged.splice(before ? arranged.indexOf(before) + 1 : 0, 0, column);
  });
  const hidden = new Set(prefs?.hidden ?? []);
  // The row's identity stays first, whatever order was saved.
  const pinned = [...arranged.filter((c) => fixed.has(c.key)), ...arranged.filter((c) => !fixed.has(c.key))];
  return pinned.map((column) => ({ column, shown: fixed.has(column.key) || !hidden.has(column.key) }));
}

/** The columns shown, in the user's order. */
export const visibleColumns = <C extends ArrangedColumn>(
  columns: readonly C[],
  prefs: ListPreferences | undefined,
  fixed?: ReadonlySet<string>,
): C[] =>
  arrangeColumns(columns, prefs, fixed)
    .filter((c) => c.shown)
    .map((c) => c.column);

/** One list's settings changed, the others kept; an empty list entry is dropped. */
export function withListPreferences(prefs: Preferences, list: ListId, change: ListPreferences | null): Preferences {
  const lists: Partial<Record<ListId, ListPreferences>> = { ...prefs.lists };
  const next = change === null ? {} : { ...lists[list], ...change };
  const kept = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
  if (Object.keys(kept).length === 0) delete lists[list];
  else lists[list] = kept;
  return { lists };
}

/** Moves a column one place up (-1) or down (+1) among the arranged columns; the new order. */
export function moveColumn(arranged: readonly string[], key: string, step: -1 | 1): string[] {
  const order = [...arranged];
  const from = order.indexOf(key);
  const to = from + step;
  if (from === -1 || to < 0 || to >= order.length) return order;
  order.splice(from, 1);
  order.splice(to, 0, key);
  return order;
}
