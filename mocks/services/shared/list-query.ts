import type { Locale } from '../../../src/domain/shared/format';
import { ApiError, type ApiFieldError } from './api-error';
import type { RawQuery } from './context';
import { message } from './messages';

export type SortValue = string | number | boolean | null | undefined;

/** How one collection is listed: the sortable fields, the default sort, the text searched. */
export interface ListSpec<R> {
  readonly sortable: Readonly<Record<string, (record: R) => SortValue>>;
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
  readonly searchText: (record: R) => string;
}

export interface ListParams {
  readonly limit: number;
  readonly page: number;
  readonly index: string;
  readonly order: 'asc' | 'desc';
  readonly search: string;
}

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 25;
const MAX_SEARCH = 200;

function single(raw: RawQuery, name: string): string | undefined {
  const value = raw[name];
  return Array.isArray(value) ? (value[0] as string | undefined) : (value as string | undefined);
}

function integerParam(
  raw: RawQuery,
  name: string,
  fallback: number,
  min: number,
  max: number,
  locale: Locale,
  errors: ApiFieldError[],
): number {
  const text = single(raw, name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) {
    errors.push({ field: name, message: message(locale, 'integer') });
    return fallback;
  }
  const value = Number(text);
  if (value < min || value > max) errors.push({ field: name, message: message(locale, 'between', { min, max }) });
  return value;
}

/**
 * docs/api/README.md#conventions: `_limit` 1–100, `_page` ≥ 1, `_index` sortable, `_order` asc|desc;
 * otherwise a 400.
 */
export function parseListParams<R>(raw: RawQuery, spec: ListSpec<R>, locale: Locale): ListParams {
  const errors: ApiFieldError[] = [];
  const limit = integerParam(raw, '_limit', DEFAULT_LIMIT, 1, MAX_LIMIT, locale, errors);
  const page = integerParam(raw, '_page', 1, 1, Number.MAX_SAFE_INTEGER, locale, errors);
  const index = single(raw, '_index') || spec.defaultSort.field;
  if (!Object.hasOwn(spec.sortable, index)) {
    errors.push({
      field: '_index',
      message: message(locale, 'oneOf', { values: Object.keys(spec.sortable).join(', ') }),
    });
  }
  const orderText = (single(raw, '_order') || spec.defaultSort.order).toLowerCase();
  if (orderText !== 'asc' && orderText !== 'desc') {
    errors.push({ field: '_order', message: message(locale, 'oneOf', { values: 'asc, desc' }) });
  }
  const search = (single(raw, '_search') ?? '').trim();
  if (search.length > MAX_SEARCH) errors.push({ field: '_search', message: message(locale, 'tooLong') });
  if (errors.length) throw new ApiError(400, { message: message(locale, 'invalidParameters'), errors });
  return { limit, page, index, order: orderText as 'asc' | 'desc', search };
}

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
