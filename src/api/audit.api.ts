import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_EXPORT_PROPERTIES, AUDIT_SORT_FIELDS } from '../domain/audit/audit';
import { exportBody } from './orders.api';
import { operation } from './operation';
import { dateBound, id, instant, listParams, maybeNumber, page, text } from './wire';

const value = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/** One audit entry (docs/audit.md): who, as whom, did what to which record, and each field's change. */
export const auditEntry = v.pipe(
  v.object({
    id,
    at: instant,
    /** id null: a login name that matches no account (a failed login), or staff shown to a reseller. */
    actor: v.object({ id: maybeNumber, username: v.string(), role: v.nullable(text) }),
    /** The reseller an admin worked as (connect-as). */
    actingAs: v.nullable(v.object({ id, username: text })),
    action: v.picklist(AUDIT_ACTIONS),
    entity: v.picklist(AUDIT_ENTITIES),
    entityId: maybeNumber,
    /** The order whose timeline holds the entry. */
    orderId: maybeNumber,
    /** Secrets (passwords, tokens, the FTP password) are "***". */
    changes: v.array(v.object({ field: text, from: value, to: value })),
  }),
  v.title('AuditEntry'),
);
export type AuditEntryWire = v.InferOutput<typeof auditEntry>;

const auditFilters = {
  ...listParams(AUDIT_SORT_FIELDS, 'at (desc)'),
  _entity: v.optional(v.pipe(v.picklist(AUDIT_ENTITIES), v.description('the entries of one kind of record'))),
  _entityId: v.optional(v.pipe(id, v.description('the entries of one record (with `_entity`)'))),
  _actorId: v.optional(v.pipe(id, v.description('the entries written by one account'))),
  _action: v.optional(v.pipe(v.picklist(AUDIT_ACTIONS), v.description('one action'))),
  _start_date: dateBound('written on or after'),
  _end_date: dateBound('written on or before'),
};

const { _limit: _omitLimit, _page: _omitPage, ...exportFilters } = auditFilters;

export const auditExportBody = exportBody(AUDIT_EXPORT_PROPERTIES);

const TAG = 'Audit';

export const auditApi = {
  listAudit: operation({
    id: 'listAudit',
    method: 'get',
    path: '/admin/audit',
    tag: TAG,
    summary: 'A page of the audit trail, newest first: every write through the API, filtered',
    access: 'staff',
    query: auditFilters,
    answer: { status: 200, schema: page(auditEntry) },
    errors: [400],
  }),
  exportAudit: operation({
    id: 'exportAudit',
    method: 'post',
    path: '/admin/audit/export',
    tag: TAG,
    summary: 'Every audit entry matching the filters as CSV or XLSX (cells starting a formula are escaped)',
    access: 'staff',
    query: exportFilters,
    body: { schema: auditExportBody, example: { type: 'csv', propertiesToExport: ['at', 'actor', 'action'] } },
    answer: { status: 200, file: 'text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    errors: [400, 429],
  }),
  getOrderHistory: operation({
    id: 'getOrderHistory',
    method: 'get',
    path: '/admin/orders/{id}/history',
    tag: TAG,
    summary: 'The order’s timeline, oldest first (a reseller: its own orders, staff shown by role, without connect-as)',
    access: 'scoped',
    answer: { status: 200, schema: v.object({ list: v.array(auditEntry) }) },
    errors: [404],
  }),
};
