/**
 * What a page of a list is checked against (docs/api/README.md#lists): the value each sortable column
 * sorts on in a row, the order of those values (texts in French order, case and accents aside) and
 * where empty values go, and the row's value each filter keeps. Shared by `npm run conformance` (lists.ts) and the Gherkin list rules
 * (features/support/list-rules.context.ts), so both read a server's lists the same way.
 */

export type Row = Record<string, unknown>;
export type Value = (row: Row) => unknown;

export const get = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);
export const at =
  (path: string): Value =>
  (row) =>
    get(row, path);

/** Where a row shows the value a list sorts on, when it is not the field of the column's name. */
const SORT_VALUES: Readonly<Record<string, Readonly<Record<string, Value>>>> = {
  listMarginPrices: { scenarioUid: at('scenario.uid') },
  listUsers: { roles: at('roles.0') },
  listCategories: { pose: at('pose.shortCode') },
  listDimensions: { category: at('category.name') },
  listCategoryScenarios: { category: at('category.name'), scenario: at('scenario.name') },
  listOrders: {
    company: at('user.company'),
    scenario: at('scenario.name'),
    quoteReference: at('quote.reference'),
    width: at('quote.width'),
    carrier: at('tracking.0.carrier'),
    status: at('status.id'),
  },
  listAudit: { actor: at('actor.username') },
};

/** A filter of a list: its parameter, the row's value for it (as the parameter takes it), and every value when they split the list. */
export interface Filter {
  readonly param: string;
  readonly of: (row: Row) => string | null;
  /** Every value the filter takes (else the document's list of its values, if it has one): their counts add up to the list's. */
  readonly values?: readonly string[];
  /** Repeated values (`_filter[]=0&_filter[]=1`) keep the rows of either. */
  readonly repeated?: boolean;
  /** Its values do not split the list (a switch: `_unread=1` or not): the document's list of values is not summed. */
  readonly partial?: boolean;
  /** It chooses which list is read (prospects or customers, one CMS type): `total` is that list's. */
  readonly choosesList?: boolean;
}

const text = (path: string) => (row: Row) => {
  const value = get(row, path);
  return value === null || value === undefined ? null : String(value);
};

const ORDER_STATUSES = ['0', '1', '2', '3', '4', '5', '99', '100'];

/** The filters of each list, by operation id: conformance checks each, the Gherkin list rules some. */
export const FILTERS: Readonly<Record<string, readonly Filter[]>> = {
  listOrders: [
    { param: '_filter[]', of: text('status.id'), values: ORDER_STATUSES, repeated: true },
    { param: '_scenario[]', of: text('scenario.id'), repeated: true },
    { param: '_resellerId[]', of: text('resellerId'), repeated: true },
  ],
  listQuotes: [
    {
      param: '_filter[]',
      of: text('status'),
      values: ['waiting_for_files', 'ready', 'validated', 'expired'],
      repeated: true,
    },
    { param: '_scenario[]', of: text('scenario.id'), repeated: true },
    { param: '_resellerId[]', of: text('resellerId'), repeated: true },
  ],
  listCancelRequests: [
    {
      param: '_filter[]',
      of: text('status'),
      values: ['pending', 'approved', 'unapproved', 'treatment_cancelled'],
      repeated: true,
    },
    { param: '_resellerId', of: text('resellerId') },
  ],
  listNonConformities: [
    { param: '_filter[]', of: text('status'), values: ['waiting', 'answered'], repeated: true },
    { param: '_resellerId', of: text('resellerId') },
  ],
  listResellers: [
    { param: '_isProspect', of: (row) => (row.isProspect ? '1' : '0'), values: ['0', '1'], choosesList: true },
  ],
  listUsers: [{ param: '_resellerId', of: text('parent') }],
  listCmsEntries: [{ param: '_type', of: text('cmsType'), choosesList: true }],
  listAudit: [
    { param: '_entity', of: text('entity') },
    { param: '_action', of: text('action') },
    { param: '_actorId', of: text('actor.id') },
  ],
  listMails: [
    { param: '_type', of: text('type') },
    { param: '_type[]', of: text('type'), repeated: true },
    { param: '_recipientId', of: text('recipientId') },
    { param: '_recipientId[]', of: text('recipientId'), repeated: true },
    { param: '_recipient', of: text('to') },
  ],
  listNotifications: [{ param: '_unread', of: (row) => (row.readAt === null ? '1' : null), partial: true }],
};

/** The value a column of list `name` (an operation id) sorts on, in a row. */
export function sortValue(name: string, column: string): Value {
  return SORT_VALUES[name]?.[column] ?? at(column);
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** a before b: < 0; texts in French order, case and accents aside, digits by value. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** The same in plain code-point order: a server's own collation may differ from French (either is taken). */
const plainCompare = (a: unknown, b: unknown) => {
  const [x, y] = [String(a).toLowerCase(), String(b).toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The first place where `values` are out of `order` (empty values left out: they have their own rule). */
export function outOfOrder(values: readonly unknown[], order: 'asc' | 'desc'): string | null {
  const sign = order === 'asc' ? 1 : -1;
  const filled = values.filter((value) => !isEmpty(value));
  for (let i = 1; i < filled.length; i += 1) {
    const [a, b] = [filled[i - 1], filled[i]];
    if (compareValues(a, b) * sign > 0 && (typeof a !== 'string' || plainCompare(a, b) * sign > 0)) {
      return `${JSON.stringify(a)} before ${JSON.stringify(b)}`;
    }
  }
  return null;
}

/** Empty values after a filled one only: the first filled value that follows an empty one, if any. */
export function filledAfterEmpty(values: readonly unknown[]): string | null {
  const first = values.findIndex(isEmpty);
  if (first < 0) return null;
  const filled = values.slice(first).find((value) => !isEmpty(value));
  return filled === undefined ? null : `${JSON.stringify(filled)} after an empty value`;
}
