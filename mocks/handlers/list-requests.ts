import type { Locale } from '../../src/domain/shared/format';
import { ApiError } from '../services/shared/api-error';
import type { RawQuery } from '../services/shared/context';
import type { SharedListFilter } from '../services/shared/list-filters';
import type { ListRequest } from '../services/shared/list-query';
import type { AuditListFilter } from '../services/audit/audit.service';
import type { MailListFilter } from '../services/mails/mails.service';
import { message } from '../services/shared/messages';
import type { Queries, QueryKind } from '../operations/serve';

/**
 * The one place of the mock backend that reads a list's URL parameters
 * (docs/api/README.md#conventions) into the typed request its service takes. Reading never refuses a
 * number: a value that is not digits arrives as NaN and the service refuses it, named by its
 * parameter, in the same 400 as every other refused parameter. The services never see a URL.
 */

/** The first non-empty value given for any of `names` (repeated or single). */
function first(raw: RawQuery, ...names: string[]): string | undefined {
  return values(raw, ...names)[0];
}

/** Every non-empty value given for any of `names` (repeated or single). */
function values(raw: RawQuery, ...names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const value = raw[name];
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') out.push(item);
  }
  return out;
}

/** Digits as a number; anything else NaN (refused by the service as "an integer is expected"). */
const digits = (text: string): number => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

const numberOf = (text: string | undefined): number | undefined => (text === undefined ? undefined : digits(text));

const idsOf = (raw: RawQuery, ...names: string[]): number[] | undefined => {
  const list = values(raw, ...names);
  return list.length ? list.map(digits) : undefined;
};

/** `_limit`, `_page`, `_index`, `_order`, `_search`. */
export function listRequest(raw: RawQuery): ListRequest {
  const field = first(raw, '_index');
  const order = first(raw, '_order');
  const search = first(raw, '_search');
  return {
    ...(first(raw, '_limit') !== undefined ? { size: numberOf(first(raw, '_limit')) } : {}),
    ...(first(raw, '_page') !== undefined ? { page: numberOf(first(raw, '_page')) } : {}),
    ...(field !== undefined || order !== undefined ? { sort: { field, order } } : {}),
    ...(search !== undefined ? { search } : {}),
  };
}

/** A list's request with its filter. */
const withFilter = <F>(raw: RawQuery, filter: F): ListRequest<F> => ({ ...listRequest(raw), filter });

/** `_scenario[]` (or `_scenario`, `_scenarioId`), `_resellerId[]` (or `_resellerId`), `_start_date`, `_end_date`. */
function sharedFilter(raw: RawQuery): Omit<SharedListFilter<never>, 'statuses'> {
  return {
    scenarioIds: idsOf(raw, '_scenario[]', '_scenario', '_scenarioId'),
    resellerIds: idsOf(raw, '_resellerId[]', '_resellerId'),
    createdFrom: first(raw, '_start_date'),
    createdTo: first(raw, '_end_date'),
  };
}

/** The order list and export: `_filter[]` holds status ids; `_id[]`, the rows a user selected. */
export const orderListRequest = (raw: RawQuery): ListRequest<SharedListFilter<number>> =>
  withFilter(raw, { ...sharedFilter(raw), statuses: idsOf(raw, '_filter[]', '_filter'), ids: idsOf(raw, '_id[]') });

/** The cancellation and non-conformity lists: `_filter[]` holds status words. */
export const wordListRequest = (raw: RawQuery): ListRequest<SharedListFilter<string>> => {
  const statuses = values(raw, '_filter[]', '_filter');
  return withFilter(raw, { ...sharedFilter(raw), statuses: statuses.length ? statuses : undefined });
};

/** The quote list and export: the request lists' words, and `_id[]`, the rows a user selected. */
const quoteListRequest = (raw: RawQuery): ListRequest<SharedListFilter<string>> => {
  const request = wordListRequest(raw);
  return { ...request, filter: { ...request.filter, ids: idsOf(raw, '_id[]') } };
};

/** The lists of one reseller's records by `_resellerId` (staff): the user list (its accounts), the margin grid (its prices). */
export const perResellerListRequest = (raw: RawQuery): ListRequest<{ resellerId?: number }> =>
  withFilter(raw, { resellerId: numberOf(first(raw, '_resellerId')) });

/** The CMS entries: `_type` (tooltip…). */
export const cmsListRequest = (raw: RawQuery): ListRequest<{ cmsType?: string }> =>
  withFilter(raw, { cmsType: first(raw, '_type') });

/** A yes/no parameter: 1/true, 0/false, absent undefined; anything else is a 400 naming it. */
function flag(raw: RawQuery, name: string, locale: Locale): boolean | undefined {
  const value = first(raw, name);
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ApiError(400, {
    message: message(locale, 'invalidParameters'),
    errors: [{ field: name, message: message(locale, 'oneOf', { values: '0, 1' }) }],
  });
}

/** `_isProspect`: 1/true prospects, 0/false customers, absent both; anything else is a 400. */
export function resellerListRequest(raw: RawQuery, locale: Locale): ListRequest<{ prospects?: boolean }> {
  const prospects = flag(raw, '_isProspect', locale);
  return prospects === undefined ? listRequest(raw) : withFilter(raw, { prospects });
}

/** The caller's notifications: `_unread` 1/true (the unread ones) or 0/false (the read ones). */
export function notificationListRequest(raw: RawQuery, locale: Locale): ListRequest<{ unread?: boolean }> {
  const unread = flag(raw, '_unread', locale);
  return unread === undefined ? listRequest(raw) : withFilter(raw, { unread });
}

/** The outbox: `_recipient` (an address), `_recipientId` or `_recipientId[]` (accounts), `_type` or `_type[]`. */
export const mailListRequest = (raw: RawQuery): ListRequest<MailListFilter> => {
  const types = values(raw, '_type[]');
  return withFilter(raw, {
    recipient: first(raw, '_recipient'),
    recipientId: numberOf(first(raw, '_recipientId')),
    recipientIds: idsOf(raw, '_recipientId[]'),
    type: first(raw, '_type'),
    types: types.length ? types : undefined,
  });
};

/** The audit trail: `_entity`, `_entityId`, `_actorId`, `_action`, `_start_date`, `_end_date`. */
export const auditListRequest = (raw: RawQuery): ListRequest<AuditListFilter> =>
  withFilter(raw, {
    entity: first(raw, '_entity'),
    entityId: numberOf(first(raw, '_entityId')),
    actorId: numberOf(first(raw, '_actorId')),
    action: first(raw, '_action'),
    from: first(raw, '_start_date'),
    to: first(raw, '_end_date'),
  });

/**
 * What each operation reads of its URL's query (mocks/operations/serve.ts, `Queries`), by kind:
 * tsc holds it to every kind the routing table names.
 */
export const URL_QUERIES: { readonly [K in QueryKind]: (raw: RawQuery, locale: Locale) => Queries[K] } = {
  page: listRequest,
  orders: orderListRequest,
  quotes: quoteListRequest,
  requests: wordListRequest,
  perReseller: perResellerListRequest,
  resellers: resellerListRequest,
  cms: cmsListRequest,
  notifications: notificationListRequest,
  mails: mailListRequest,
  audit: auditListRequest,
  // `_list`: the one list whose saved views are asked for (docs/lists.md).
  views: (raw) => ({ list: first(raw, '_list') }),
  // `lang`: the language of the countries' names (the caller's by default).
  countries: (raw) => ({ lang: first(raw, 'lang') }),
  // `_order_status_ext_id`: the order's status the non-conformity is asked for.
  nonConformityOf: (raw) => ({ whileStatus: numberOf(first(raw, '_order_status_ext_id')) }),
};
