import { auditApi as api } from '../../src/api/audit.api';
import type { MockBackend } from '../backend';
import { auditListRequest } from './list-requests';
import { fileResponse } from './orders.handlers';
import { implement } from './route';

/** The audit trail's operations of src/api/audit.api.ts (docs/audit.md). */
export function auditHandlers(backend: MockBackend) {
  const audit = backend.audit;
  return [
    implement(api.listAudit, ({ query }, ctx) => audit.list(ctx, auditListRequest(query))),
    implement(api.exportAudit, ({ query, body }, ctx) =>
      audit.exportAudit(ctx, auditListRequest(query), body).then(fileResponse),
    ),
    implement(api.getOrderHistory, ({ id }, ctx) => audit.history(ctx, id())),
  ];
}
