import type { MockBackend } from '../mocks/backend';
import type { AuditRecord } from '../mocks/db/audit.schema';
import { auditLogOf } from '../mocks/services/audit/audit-log';

/** docs/audit.md: the audit calls answer within this at 50,000 orders and 300,000 entries (p95, Node). */
export const AUDIT_BUDGET = { p95Ms: 20, entries: 300_000 };

/**
 * Tops the scaled backend's trail (the seed's order histories) up to `entries` with plausible
 * catalogue and reseller edits by the staff, written after the seed's.
 */
export async function auditAtScale(backend: MockBackend, entries = AUDIT_BUDGET.entries): Promise<number> {
  const log = auditLogOf(backend.db);
  const existing = log.all();
  const missing = entries - existing.length;
  if (missing <= 0) return existing.length;
  const staff = backend.db.collections.users.all().filter((u) => u.roles[0] === 'ROLE_ADMIN');
  const resellers = backend.db.collections.resellers.all().map((r) => r.id);
  const papers = backend.db.collections.papers.all().map((p) => p.id);
  const last = existing[existing.length - 1];
  const start = last ? Date.parse(last.at) : Date.UTC(2026, 0, 1);
  const extra: AuditRecord[] = [];
  for (let i = 0; i < missing; i++) {
    const actor = staff[i % staff.length]!;
    const onReseller = i % 3 === 0;
    extra.push({
      id: (last?.id ?? 0) + i + 1,
      at: new Date(start + i * 1000).toISOString(),
      actorId: actor.id,
      actorUsername: actor.username,
      actorRole: 'ROLE_ADMIN',
      actingAsId: null,
      actingAsUsername: null,
      action: 'update',
      entity: onReseller ? 'reseller' : 'papers',
      entityId: onReseller ? resellers[i % resellers.length]! : papers[i % papers.length]!,
      orderId: null,
      changes: onReseller
        ? [{ field: 'discount', from: i % 20, to: (i + 1) % 20 }]
        : [{ field: 'name', from: `Papier ${i}`, to: `Papier ${i + 1}` }],
    });
  }
  await log.load(extra);
  return log.all().length;
}

/** The audit calls a staff member makes, each filtered: one reseller's record, one action of one person, an order's timeline. */
export function auditPaths(backend: MockBackend): string[] {
  const reseller = backend.db.collections.resellers.all()[0]!.id;
  const admin = backend.db.collections.users.all().find((u) => u.roles[0] === 'ROLE_ADMIN')!.id;
  const orders = backend.db.collections.orders.all();
  const order = orders[Math.floor(orders.length / 2)]!.id;
  return [
    `/admin/audit?_entity=reseller&_entityId=${reseller}&_limit=25&_page=1`,
    `/admin/audit?_action=status&_actorId=${admin}&_start_date=2026-06-01&_end_date=2026-10-31&_limit=25&_page=1`,
    `/admin/orders/${order}/history`,
  ];
}
