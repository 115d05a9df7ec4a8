import type { AuditEntryWire } from '../../api/audit.api';
import type { AuditEntry } from '../../domain/audit/audit';

/** An audit entry as the domain holds it (docs/audit.md). */
export const toAuditEntry = (w: AuditEntryWire): AuditEntry => ({
  id: w.id,
  at: w.at,
  actor: { id: w.actor.id, username: w.actor.username, role: w.actor.role },
  actingAs: w.actingAs ? { id: w.actingAs.id, username: w.actingAs.username } : null,
  action: w.action,
  entity: w.entity,
  entityId: w.entityId,
  orderId: w.orderId,
  changes: w.changes.map((c) => ({ field: c.field, from: c.from, to: c.to })),
});
