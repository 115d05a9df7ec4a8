import type { Locale } from '../../../src/domain/shared/format';
import { ApiError, type ApiFieldError } from './api-error';
import { message } from './messages';

type SortValue = string | number | boolean | null | undefined;

/** How one collection is listed: the sortable fields, the default sort, the text searched. */
export interface ListSpec<R> {
  readonly sortable: Readonly<Record<string, (record: R) => SortValue>>;
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
  readonly searchText: (record: R) => string;
}

/**
 * A list as a service takes it, typed but not yet checked: a handler reads it off the URL
 * (mocks/handlers/list-requests.ts), the memory adapter passes the SPA's ListQuery as it is. A bad
 * value is refused by the service, named by its API parameter (`_limit`, `_index`…): one 400 for all.
 */
export interface ListRequest<F = never> {
  readonly page?: number;
  readonly size?: number;
  readonly sort?: { readonly field?: string; readonly order?: string };
  readonly search?: string;
  readonly filter?: F;
}

/** A checked list request: what `runList` pages by. */
export interface ListParams {
  readonly limit: number;
  readonly page: number;
  readonly index: string;
  readonly order: 'asc' | 'desc';
  readonly search: string;
}

const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 25;
const MAX_SEARCH = 200;

/** A whole number within bounds; NaN (a URL value that is not digits) is not a whole number. */
export function checkInteger(
  value: number | undefined,
  field: string,
  bounds: { readonly fallback: number; readonly min: number; readonly max: number },
  locale: Locale,
  errors: ApiFieldError[],
): number {
  if (value === undefined) return bounds.fallback;
  if (!Number.isSafeInteger(value)) {
    errors.push({ field, message: message(locale, 'integer') });
    return bounds.fallback;
  }
  if (value < bounds.min || value > bounds.max) {
    errors.push({ field, message: message(locale, 'between', { min: bounds.min, max: bounds.max }) });
  }
  return value;
}

/** One 400 naming every refused parameter, if any. */
export function refuseParameters(errors: readonly ApiFieldError[], locale: Locale): void {
  if (errors.length) throw new ApiError(400, { message: message(locale, 'invalidParameters'), errors: [...errors] });
}

/**
 * docs/api/README.md#conventions: `_limit` 1–100, `_page` ≥ 1, `_index` sortable, `_order` asc|desc,
 * `_search` at most 200 characters; a refusal is added to `errors`.
 */
export function checkListParams<R>(
  request: ListRequest<unknown>,
  spec: ListSpec<R>,
  locale: Locale,
  errors: ApiFieldError[],
): ListParams {
  const limit = checkInteger(
    request.size,
    '_limit',
    { fallback: DEFAULT_LIMIT, min: 1, max: MAX_LIMIT },
    locale,
    errors,
  );
  const page = checkInteger(
    request.page,
    '_page',
    { fallback: 1, min: 1, max: Number.MAX_SAFE_INTEGER },
    locale,
    errors,
  );
  const index = request.sort?.field || spec.defaultSort.field;
  if (!Object.hasOwn(spec.sortable, index)) {
    errors.push({
      field: '_index',
      message: message(locale, 'oneOf', { values: Object.keys(spec.sortable).join(', ') }),
    });
  }
  const order = (request.sort?.order || spec.defaultSort.order).toLowerCase();
  if (order !== 'asc' && order !== 'desc') {
    errors.push({ field: '_order', message: message(locale, 'oneOf', { values: 'asc, desc' }) });
  }
  const search = (request.search ?? '').trim();
  if (search.length > MAX_SEARCH) errors.push({ field: '_search', message: message(locale, 'tooLong') });
  return { limit, page, index, order: order as 'asc' | 'desc', search };
}

/** A list's one-reseller filter (`_resellerId`): null when not asked; a whole number ≥ 0 or refused. */
export function checkResellerId(id: number | undefined, locale: Locale, errors: ApiFieldError[]): number | null {
  if (id === undefined) return null;
  return checkInteger(id, '_resellerId', { fallback: 0, min: 0, max: Number.MAX_SAFE_INTEGER }, locale, errors);
}

/** `checkListParams`, refused at once (a list without filters). */
export function parseListParams<R>(request: ListRequest<unknown>, spec: ListSpec<R>, locale: Locale): ListParams {
  const errors: ApiFieldError[] = [];
  const params = checkListParams(request, spec, locale, errors);
  refuseParameters(errors, locale);
  return params;
}

/** Every row at once: an unpaged list or an export ignores the request's paging. */
export const ALL_ROWS = { page: 1, limit: Number.MAX_SAFE_INTEGER } as const;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Lower-case, accent-free text for searching. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Searches, sorts, then pages: in that order. @msw/data's findMany applies take/skip before
 * orderBy, which returns the wrong page when both are given, so the mock never asks it to.
 */
export function runList<R>(
  records: readonly R[],
  params: ListParams,
  spec: ListSpec<R>,
): { readonly rows: readonly R[]; readonly totalRequest: number } {
  const needle = fold(params.search);
  const matching = needle ? records.filter((r) => fold(spec.searchText(r)).includes(needle)) : [...records];
  const key = spec.sortable[params.index] as (record: R) => SortValue;
  const direction = params.order === 'asc' ? 1 : -1;
  const decorated = matching.map((record, position) => ({ record, value: key(record), position }));
  decorated.sort((a, b) => {
    const empties = (a.value ?? '') === '' || (b.value ?? '') === '';
    const c = compareValues(a.value, b.value);
    // Empty values stay last whatever the direction; ties keep their order.
    return (empties ? c : c * direction) || a.position - b.position;
  });
  const start = (params.page - 1) * params.limit;
  return {
    rows: decorated.slice(start, start + params.limit).map((d) => d.record),
    totalRequest: matching.length,
  };
}
