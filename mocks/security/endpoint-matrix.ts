/**
 * The endpoint × role table of the API security matrix (docs/architecture.md#tests): every route the
 * mock API mounts, with who may call it (docs/access.md#access-kinds-of-the-api-contract). The test
 * generates one case per cell from this table, and fails when a route is mounted without a row here, so
 * the table cannot go stale.
 *
 * reseller@demo.local is reseller 7, reseller2@demo.local is reseller 14; `{order7}`-style
 * placeholders name seeded records by what they are (see ApiHarness.ids), not by a fixed id.
 */

import type { MockBackend } from '../backend';
import { ORDER_EXPORT_PROPERTIES } from '../../src/domain/orders/order';
import { QUOTE_EXPORT_PROPERTIES } from '../../src/domain/quotes/quote';
import { AUDIT_EXPORT_PROPERTIES } from '../../src/domain/audit/audit';

/**
 * - open: no token needed (login, password reset).
 * - session: any signed-in caller, about its own session.
 * - self: a back-office user about its own settings (views, preferences); another user's record is a 404.
 * - staff: a read for admins and readers; a reseller gets 403.
 * - scoped: a read for admins, readers and resellers, a reseller seeing only its own records.
 * - admin: a write for admins only (reader and reseller: 403).
 * - owner: a write for an admin or the owning reseller (reader: 403, another reseller's record: 404).
 * - account: as owner, and a reader's change of its own login and password (another record: 403).
 * - reseller: a write for the owning reseller only (reader: 403, another reseller's record: 404).
 * - absent: mounted by the generic record routes but not offered for this entity: 404 for anyone signed in.
 */
export type Access =
  'open' | 'session' | 'self' | 'staff' | 'scoped' | 'admin' | 'owner' | 'account' | 'reseller' | 'absent';

export interface MatrixRow {
  /** `METHOD /path/:param` as msw mounts it. */
  readonly route: string;
  readonly access: Access;
  /** The concrete path called by admin, reader and without token (default: the route itself). */
  readonly path?: string;
  /** The concrete path of the reseller's own record (default: `path`). */
  readonly own?: string;
  /** The same call on reseller 14's record, made with reseller 7's token: 404 expected. */
  readonly other?: string;
  /**
   * The body sent (a FormData for a multipart call, as the call takes); for writes a reseller may
   * make, one refused with a 400 so nothing changes.
   */
  readonly body?: unknown;
  /** For scoped lists: the reseller each row belongs to (asked with `_resellerId=14`, all must be 7). */
  readonly owners?: (body: unknown, backend: MockBackend) => readonly (number | null)[];
  /** What the reseller's own call answers when it is not the access's usual 400 (a status). */
  readonly resellerAnswer?: string;
  /** Extra query parameters (dashboard dates, filters). */
  readonly query?: Readonly<Record<string, string>>;
}

const listOf = (body: unknown): Record<string, unknown>[] =>
  ((body as { list?: unknown } | null)?.list as Record<string, unknown>[] | undefined) ?? [];
const byResellerId = (body: unknown) => listOf(body).map((r) => r.resellerId as number | null);

/** The dashboard's body as the original call list sends it: plain days (the zone defaults to Europe/Paris). */
const PERIOD = { startDate: '2026-01-01', endDate: '2026-10-31' };

/**
 * The record calls of one entity (src/api/records.ts: list, get, create, update, delete), the
 * active switch only where it is offered (`active`), the create unless `create` is null.
 */
function records(
  base: string,
  id: number,
  options: { read?: Access; write?: Access; active?: Access; create?: Access | null } = {},
): MatrixRow[] {
  const write = options.write ?? 'admin';
  const create = options.create === undefined ? write : options.create;
  return [
    { route: `GET ${base}`, access: options.read ?? 'staff' },
    { route: `GET ${base}/:id`, access: options.read ?? 'staff', path: `${base}/${id}` },
    ...(create ? [{ route: `POST ${base}`, access: create, body: {} }] : []),
    { route: `PUT ${base}/:id`, access: write, path: `${base}/${id}`, body: {} },
    ...(options.active
      ? [{ route: `PUT ${base}/active/:id`, access: options.active, path: `${base}/active/${id}`, body: {} }]
      : []),
    { route: `DELETE ${base}/:id`, access: write, path: `${base}/${id}` },
  ];
}

export const MATRIX: readonly MatrixRow[] = [
  // Auth and password reset
  {
    route: 'POST /login',
    access: 'open',
    body: { username: 'reader@demo.local', password: 'demo', options: { value: 'bo-front' } },
  },
  { route: 'POST /logout', access: 'session' },
  { route: 'POST /admin/auth-user', access: 'session' },
  // Sessions: the caller's own (the test ends a session it opens for the case, or one of reseller 14's
  // with reseller 7's token: 404); an admin ends a quote user's.
  { route: 'GET /me/session', access: 'session' },
  { route: 'GET /me/sessions', access: 'session' },
  {
    route: 'DELETE /me/sessions/:sessionId',
    access: 'session',
    path: `/me/sessions/${'0'.repeat(32)}`,
    other: `/me/sessions/${'0'.repeat(32)}`,
  },
  { route: 'POST /me/sessions/end-others', access: 'session' },
  // List settings (docs/lists.md): each caller's own. Writes are refused (a bad body, a view that is not
  // theirs) so nothing changes; reseller 7 reaching reseller 14's seeded view gets a 404.
  { route: 'GET /me/preferences', access: 'self' },
  { route: 'PUT /me/preferences', access: 'self', body: { lists: { nowhere: { density: 'compact' } } } },
  { route: 'GET /me/views', access: 'self' },
  { route: 'POST /me/views', access: 'self', body: { name: '', list: 'orders', query: '' } },
  {
    route: 'PUT /me/views/:id',
    access: 'self',
    path: '/me/views/999999',
    other: '/me/views/{view14}',
    body: { name: 'taken over', query: '' },
    resellerAnswer: '404',
  },
  {
    route: 'DELETE /me/views/:id',
    access: 'self',
    path: '/me/views/999999',
    other: '/me/views/{view14}',
    resellerAnswer: '404',
  },
  // What reaches the people a change concerns (docs/api/README.md#events): the stream is a scoped read
  // (which events each caller receives: mocks/services/events/events.service.test.ts); notifications
  // are each caller's own (nobody in the seed has any, so marking them all read changes nothing); the
  // outbox is staff's (one mail: the harness asks for a reset link as it starts).
  { route: 'GET /events', access: 'scoped' },
  { route: 'GET /me/notifications', access: 'self' },
  {
    route: 'POST /me/notifications/:id/read',
    access: 'self',
    path: '/me/notifications/999999/read',
    resellerAnswer: '404',
  },
  { route: 'POST /me/notifications/read-all', access: 'self', resellerAnswer: '200' },
  { route: 'GET /admin/mails', access: 'staff' },
  { route: 'GET /admin/mails/:id', access: 'staff', path: '/admin/mails/{mail}' },
  { route: 'POST /admin/users/:id/sessions/end', access: 'admin', path: '/admin/users/{user14}/sessions/end' },
  { route: 'POST /admin/users/connect_as/:adminId/:userId', access: 'admin', path: '/admin/users/connect_as/1/7' },
  { route: 'POST /reset-password/check-user-mail', access: 'open', body: {} },
  { route: 'GET /reset-password/:userId', access: 'open', path: '/reset-password/999999' },
  {
    route: 'POST /reset-password/change_password/:token/:id',
    access: 'open',
    path: '/reset-password/change_password/not-a-token/1',
    body: {},
  },
  // Dashboard (a reseller's figures are its own whatever _resellerId says: checked against its own call)
  { route: 'POST /admin/dashboard/counters', access: 'scoped', body: PERIOD },
  { route: 'POST /admin/dashboard/charts', access: 'scoped', body: PERIOD },
  { route: 'POST /admin/dashboard/charts/cumulated-turnover', access: 'scoped', body: PERIOD },
  // Demo only (docs/product.md#demo-links-and-guided-tour): a guided-tour step prepares its situation; an
  // unknown one is a 404 that writes nothing.
  { route: 'POST /demo/tour/:situation', access: 'reseller', path: '/demo/tour/unknown', resellerAnswer: '404' },
  // Requests: cancellations and non-conformities
  { route: 'GET /admin/order_request_cancels', access: 'scoped', owners: byResellerId },
  {
    route: 'PATCH /admin/order_request_cancels/:id',
    access: 'admin',
    path: '/admin/order_request_cancels/5',
    body: {},
  },
  {
    route: 'PATCH /admin/order_request_cancels/cancel/:id',
    access: 'admin',
    path: '/admin/order_request_cancels/cancel/14',
    body: {},
  },
  {
    route: 'POST /order_request_cancels',
    access: 'reseller',
    body: { order: '{order7}' },
    other: '/order_request_cancels',
  },
  { route: 'GET /admin/order_not_conformity_list', access: 'scoped', owners: byResellerId },
  {
    route: 'GET /admin/order_not_conformity/count/:resellerId',
    access: 'scoped',
    path: '/admin/order_not_conformity/count/7',
    other: '/admin/order_not_conformity/count/14',
  },
  {
    route: 'GET /admin/order_not_conformity/:id',
    access: 'scoped',
    path: '/admin/order_not_conformity/{order7}',
    other: '/admin/order_not_conformity/{order14}',
  },
  { route: 'POST /admin/order_not_conformity', access: 'admin', body: {} },
  {
    route: 'POST /admin/order_not_conformity/upload/:id',
    access: 'reseller',
    path: '/admin/order_not_conformity/upload/{answeredNc7}',
    other: '/admin/order_not_conformity/upload/{waitingNc14}',
    body: {},
  },
  {
    route: 'PATCH /admin/order_not_conformity/:id',
    access: 'reseller',
    path: '/admin/order_not_conformity/{answeredNc7}',
    other: '/admin/order_not_conformity/{waitingNc14}',
    body: {},
  },
  // Orders
  { route: 'GET /admin/orders', access: 'scoped', owners: byResellerId },
  {
    route: 'GET /admin/orders/:id',
    access: 'scoped',
    path: '/admin/orders/{order7}',
    other: '/admin/orders/{order14}',
  },
  { route: 'GET /admin/status/orders', access: 'scoped' },
  { route: 'GET /reseller_marge_prices/scenarios', access: 'scoped' },
  { route: 'GET /admin/orders/scenarios', access: 'scoped' },
  // The audit trail (docs/audit.md)
  {
    route: 'GET /admin/orders/:id/history',
    access: 'scoped',
    path: '/admin/orders/{order7}/history',
    other: '/admin/orders/{order14}/history',
  },
  { route: 'GET /admin/audit', access: 'staff' },
  {
    route: 'POST /admin/audit/export',
    access: 'staff',
    body: { type: 'csv', propertiesToExport: [...AUDIT_EXPORT_PROPERTIES] },
  },
  {
    route: 'PATCH /admin/status/orders/:id',
    access: 'admin',
    path: '/admin/status/orders/{order14}',
    body: { status: 1 },
  },
  { route: 'PATCH /admin/status/list/orders', access: 'admin', body: { listId: ['{order14}'], status: 1 } },
  { route: 'GET /admin/orders/refresh/:id', access: 'staff', path: '/admin/orders/refresh/{order14}' },
  { route: 'GET /admin/orders/resync/files/:id', access: 'admin', path: '/admin/orders/resync/files/{order14}' },
  {
    route: 'POST /admin/orders/export',
    access: 'staff',
    body: { type: 'csv', propertiesToExport: [...ORDER_EXPORT_PROPERTIES] },
  },
  {
    route: 'GET /admin/orders/:id/files/:kind',
    access: 'scoped',
    path: '/admin/orders/{order7}/files/shipping-label',
    other: '/admin/orders/{order14}/files/shipping-label',
  },
  {
    route: 'GET /admin/orders/:id/files/series/:seriesId',
    access: 'scoped',
    path: '/admin/orders/{order7}/files/series/{orderSeries7}',
    other: '/admin/orders/{order14}/files/series/{orderSeries14}',
  },
  {
    route: 'POST /orders/:id/delivery_note',
    access: 'owner',
    path: '/orders/{order7}/delivery_note',
    other: '/orders/{order14}/delivery_note',
    body: new FormData(),
  },
  // Quotes
  { route: 'GET /admin/quotes', access: 'scoped', owners: byResellerId },
  {
    route: 'GET /admin/quotes/:id',
    access: 'scoped',
    path: '/admin/quotes/{quote7}',
    other: '/admin/quotes/{quote14}',
  },
  {
    route: 'GET /admin/quotes/:id/files/series/:seriesId',
    access: 'scoped',
    path: '/admin/quotes/{quote7}/files/series/{quoteSeries7}',
    other: '/admin/quotes/{quote14}/files/series/{quoteSeries14}',
  },
  {
    route: 'POST /admin/quotes/export',
    access: 'staff',
    body: { type: 'csv', propertiesToExport: [...QUOTE_EXPORT_PROPERTIES] },
  },
  {
    route: 'PATCH /quotes/:id/validate',
    access: 'owner',
    path: '/quotes/{quote7}/validate',
    other: '/quotes/{quote14}/validate',
  },
  {
    route: 'POST /quote_series/:id/file',
    access: 'owner',
    path: '/quote_series/{quoteSeries7}/file',
    other: '/quote_series/{quoteSeries14}/file',
    body: new FormData(),
  },
  // Users: staff see the back-office accounts, a reseller its own quote users (8-13; reseller 14's are 15-17)
  {
    route: 'GET /admin/users',
    access: 'scoped',
    owners: (body) => listOf(body).map((u) => (u.parent as number | null) ?? null),
  },
  { route: 'GET /admin/users/:id', access: 'scoped', path: '/admin/users/{user7}', other: '/admin/users/{user14}' },
  { route: 'POST /admin/users', access: 'owner', body: {} },
  {
    route: 'PUT /admin/users/:id',
    access: 'account',
    path: '/admin/users/{user7}',
    other: '/admin/users/{user14}',
    body: {},
  },
  {
    route: 'PUT /admin/users/active/:id',
    access: 'owner',
    path: '/admin/users/active/{user7}',
    other: '/admin/users/active/{user14}',
    body: {},
  },
  // A reseller's delete of one of its users cannot be made to fail: it tries to delete itself, not one of its users.
  {
    route: 'DELETE /admin/users/:id',
    access: 'owner',
    path: '/admin/users/7',
    other: '/admin/users/{user14}',
    resellerAnswer: '404',
  },
  // Resellers, margin grid, countries
  { route: 'GET /admin/resellers', access: 'staff' },
  { route: 'GET /admin/resellers/prospects', access: 'staff' },
  { route: 'GET /admin/resellers/notprospects', access: 'staff' },
  { route: 'GET /admin/resellers/search', access: 'staff', query: { _search: 'a' } },
  { route: 'GET /admin/resellers/:id', access: 'scoped', path: '/admin/resellers/7', other: '/admin/resellers/14' },
  { route: 'POST /admin/resellers', access: 'admin', body: {} },
  {
    route: 'PUT /admin/resellers/:id',
    access: 'owner',
    path: '/admin/resellers/7',
    other: '/admin/resellers/14',
    body: { company: '' },
  },
  { route: 'PUT /admin/resellers/active/:id', access: 'admin', path: '/admin/resellers/active/14', body: {} },
  { route: 'DELETE /admin/resellers/:id', access: 'admin', path: '/admin/resellers/14' },
  {
    route: 'GET /reseller_marge_prices',
    access: 'scoped',
    owners: (body, backend) =>
      listOf(body).map(
        (row) => backend.db.collections.margePrices.all().find((r) => r.id === row.id)?.resellerId ?? null,
      ),
  },
  { route: 'POST /reseller_marge_prices', access: 'reseller', body: new FormData() },
  { route: 'GET /countries', access: 'scoped' },
  { route: 'PUT /countries/:id', access: 'admin', path: '/countries/1', body: {} },
  // Catalogue
  { route: 'GET /admin/categories/poses', access: 'staff' },
  { route: 'GET /admin/scenarios/refresh', access: 'admin' },
  ...records('/admin/categories', 1),
  ...records('/admin/categories/scenarios', 1),
  // Scenarios come from the production system: no create; the /active alias is an addition.
  ...records('/admin/scenarios', 1, { active: 'admin', create: null }),
  ...records('/admin/mandrels', 1),
  ...records('/admin/orientations', 1),
  ...records('/admin/papers', 1),
  ...records('/admin/finishes', 1),
  ...records('/admin/provide-number-per-rolls', 1),
  ...records('/admin/dimensions', 1),
  ...records('/shapes', 1),
  // Settings
  ...records('/admin/cms', 1),
  ...records('/admin/config_env', 1),
];
