import { Collection } from '@msw/data';
import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../src/domain/audit/audit';

const value = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/**
 * One audit entry (docs/audit.md), kept flat and compact: the log grows with every write and is
 * saved with the demo's data. Entries are only ever appended; their ids grow with time.
 */
const auditRecordSchema = v.object({
  id: v.number(),
  at: v.string(),
  actorId: v.nullable(v.number()),
  actorUsername: v.string(),
  actorRole: v.nullable(v.string()),
  actingAsId: v.nullable(v.number()),
  actingAsUsername: v.nullable(v.string()),
  action: v.picklist(AUDIT_ACTIONS),
  entity: v.picklist(AUDIT_ENTITIES),
  entityId: v.nullable(v.number()),
  orderId: v.nullable(v.number()),
  changes: v.array(v.object({ field: v.string(), from: value, to: value })),
});
export type AuditRecord = v.InferOutput<typeof auditRecordSchema>;

export function auditCollections() {
  return { audit: new Collection({ schema: auditRecordSchema }) };
}
