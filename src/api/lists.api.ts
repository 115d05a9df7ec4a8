import * as v from 'valibot';
import {
  COLUMN_KEY,
  COLUMNS_MAX,
  DENSITIES,
  LIST_IDS,
  VIEW_NAME_MAX,
  VIEW_QUERY_MAX,
  type ListId,
} from '../domain/lists/list-settings';
import { operation } from './operation';
import { id, instant, page, requiredText } from './wire';

/**
 * A back-office user's list settings, kept by the server (docs/lists.md): saved views and, per
 * list, columns, density and page size. Additions: a client written from the original call list
 * never needs them.
 */

const listId = v.pipe(v.picklist(LIST_IDS, 'validation.invalid'), v.description('a list of the back office'));

const columnKeys = v.pipe(
  v.array(v.pipe(v.string(), v.regex(COLUMN_KEY, 'validation.invalid'))),
  v.maxLength(COLUMNS_MAX, 'validation.tooLong'),
  v.check((keys) => new Set(keys).size === keys.length, 'validation.invalid'),
);

export const listPreferences = v.pipe(
  v.object({
    /** Column keys in the user's order. */
    order: v.optional(columnKeys),
    /** Column keys the user hid. */
    hidden: v.optional(columnKeys),
    density: v.optional(v.picklist(DENSITIES, 'validation.invalid')),
    /** Rows per page. */
    pageSize: v.optional(v.pipe(v.number(), v.integer('validation.integer'), v.minValue(1), v.maxValue(100))),
  }),
  v.title('ListPreferences'),
);

const byList = Object.fromEntries(LIST_IDS.map((list) => [list, v.optional(listPreferences)])) as {
  readonly [K in ListId]: v.OptionalSchema<typeof listPreferences, undefined>;
};

/** The whole document, by list; a list left out has its defaults, an unknown list is refused. */
export const preferences = v.pipe(
  v.object({
    lists: v.pipe(v.strictObject(byList), v.description('by list id: `orders`, `quotes`, `users`…')),
  }),
  v.title('Preferences'),
);
export type PreferencesWire = v.InferOutput<typeof preferences>;

const savedView = v.pipe(
  v.object({
    id,
    name: v.string(),
    list: v.picklist(LIST_IDS),
    /** The list's URL parameters, without `page` and `view`: `status[]=0&sort=date&order=desc`. */
    query: v.string(),
    createdAt: instant,
    updatedAt: instant,
  }),
  v.title('SavedView'),
);
export type SavedViewWire = v.InferOutput<typeof savedView>;

const viewQueryText = v.pipe(
  v.string('validation.required'),
  v.maxLength(VIEW_QUERY_MAX, 'validation.tooLong'),
  v.description('a URL query string (`page` and `view` are dropped)'),
);

export const newViewBody = v.object({
  name: requiredText(VIEW_NAME_MAX),
  list: listId,
  query: viewQueryText,
});

export const viewChangeBody = v.object({
  name: requiredText(VIEW_NAME_MAX),
  query: viewQueryText,
});

const TAG = 'Lists';

export const listsApi = {
  getPreferences: operation({
    id: 'getPreferences',
    method: 'get',
    path: '/me/preferences',
    tag: TAG,
    summary: 'The caller’s list settings: per list, the columns shown and their order, density, page size',
    access: 'self',
    answer: {
      status: 200,
      schema: preferences,
      example: { lists: { orders: { hidden: ['weight'], density: 'compact' } } },
    },
    versioned: true,
    addition: true,
  }),
  putPreferences: operation({
    id: 'putPreferences',
    method: 'put',
    path: '/me/preferences',
    tag: TAG,
    summary: 'Replaces the caller’s list settings (If-Match: the version read, so two tabs lose nothing)',
    access: 'self',
    body: { schema: preferences, example: { lists: { orders: { hidden: ['weight'], pageSize: 50 } } } },
    answer: { status: 200, schema: preferences },
    errors: [400],
    versioned: true,
    ifMatch: true,
    addition: true,
  }),
  listViews: operation({
    id: 'listViews',
    method: 'get',
    path: '/me/views',
    tag: TAG,
    summary: 'The caller’s saved views, by list then name',
    access: 'self',
    query: { _list: v.optional(v.pipe(listId, v.description('the views of one list'))) },
    answer: { status: 200, schema: page(savedView) },
    errors: [400],
    addition: true,
  }),
  createView: operation({
    id: 'createView',
    method: 'post',
    path: '/me/views',
    tag: TAG,
    summary: 'Saves a view: a name, its list and the list’s query (at most 30 per list, names unique)',
    access: 'self',
    body: {
      schema: newViewBody,
      example: { name: 'To ship', list: 'orders', query: 'status[]=1&sort=date&order=asc' },
    },
    answer: { status: 201, schema: savedView },
    errors: [400],
    addition: true,
  }),
  updateView: operation({
    id: 'updateView',
    method: 'put',
    path: '/me/views/{id}',
    tag: TAG,
    summary: 'Renames a view or saves the list’s current query in it (another user’s view is a 404)',
    access: 'self',
    body: { schema: viewChangeBody, example: { name: 'To ship this week', query: 'status[]=1&start=2026-11-23' } },
    answer: { status: 200, schema: savedView },
    errors: [400, 404],
    addition: true,
  }),
  deleteView: operation({
    id: 'deleteView',
    method: 'delete',
    path: '/me/views/{id}',
    tag: TAG,
    summary: 'Deletes one of the caller’s views (another user’s is a 404)',
    access: 'self',
    answer: { status: 204, schema: undefined },
    errors: [404],
    addition: true,
  }),
} as const;
