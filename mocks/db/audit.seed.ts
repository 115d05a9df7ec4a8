import type { AuditAction, AuditChange, AuditEntity } from '../../src/domain/audit/audit';
import { roleOf } from '../../src/domain/users/role';
import type { AuditRecord } from './audit.schema';
import type { Database } from './database';
import type { OrderRecord } from './orders.schema';
import type { UserRecord } from './schema';
import { auditLogOf } from '../services/audit/audit-log';
import { shiftedCopy } from './seed-clock';

const HOUR = 3_600_000;
/** The usual road of an order (docs/rules.md#status-transitions). */
const ROAD = [0, 1, 2, 3, 99];

type Draft = Omit<AuditRecord, 'id'>;
/** An entry being told, its time still a number. */
type Step = Omit<Draft, 'at'> & { at: number };

/**
 * The order's steps as entries. A recent order whose usual pace would run past the seed's clock has
 * its steps brought closer together, in the same order, so none is in the future and they do not
 * all pile up on the same minute.
 */
function settle(steps: readonly Step[], created: number, latest: number): Draft[] {
  const last = Math.max(...steps.map((s) => s.at));
  const scale = last > latest && last > created ? Math.max(0, latest - created) / (last - created) : 1;
  return steps.map((step) => ({
    ...step,
    at: new Date(Math.min(created + (step.at - created) * scale, latest)).toISOString(),
  }));
}

/**
 * docs/audit.md: the seed's orders come with the history that led them where they are: created by
 * their reseller, moved along by an admin, their cancellation and non-conformity requests asked and
 * answered, each at a plausible time between the order's creation and the seed's clock.
 */
export async function seedAuditTrail(db: Database, seedNow: number, shiftDays = 0): Promise<void> {
  const { users, orders } = db.collections;
  const all = orders.all();
  // The seed is the same for the same orders: told once per process (tests seed a fresh database each
  // time), and loaded by reference, so a trail moved to another day (seed-clock.ts) is a copy of its own.
  const key = [seedNow, shiftDays, all.length, all[0]?.createdAt, all.at(-1)?.createdAt, users.all().length].join(':');
  const cached = told.get(key);
  if (cached) return auditLogOf(db).load(cached);
  const records = shiftDays === 0 ? tell(db, seedNow) : shiftedCopy(tell(db, seedNow), shiftDays);
  told.set(key, records);
  await auditLogOf(db).load(records);
}

const told = new Map<string, readonly AuditRecord[]>();

function tell(db: Database, seedNow: number): AuditRecord[] {
  const { users, orders, orderRequestCancels, orderNotConformities } = db.collections;
  const byId = new Map(users.all().map((u) => [u.id, u]));
  const admin = users.all().find((u) => roleOf(u) === 'ROLE_ADMIN');
  if (!admin) return [];
  const cancels = new Map(orderRequestCancels.all().map((r) => [r.orderId, r]));
  const flags = new Map(orderNotConformities.all().map((r) => [r.orderId, r]));
  const drafts: Draft[] = [];
  let steps: Step[] = [];
  const add = (
    who: UserRecord | undefined,
    at: number,
    order: OrderRecord,
    action: AuditAction,
    changes: AuditChange[],
    subject: { entity: AuditEntity; id: number } = { entity: 'order', id: order.id },
  ) => {
    const actor = who ?? admin;
    steps.push({
      at,
      actorId: actor.id,
      actorUsername: actor.username,
      actorRole: roleOf(actor),
      actingAsId: null,
      actingAsUsername: null,
      action,
      entity: subject.entity,
      entityId: subject.id,
      orderId: order.id,
      changes,
    });
  };

  for (const order of orders.all()) {
    const created = Date.parse(order.createdAt);
    steps = [];
    const owner = byId.get(order.userId);
    add(owner, created, order, 'create', [
      { field: 'status', from: null, to: 0 },
      { field: 'quote', from: null, to: order.quote.reference },
    ]);
    const cancel = cancels.get(order.id);
    const flag = flags.get(order.id);
    // How far along the usual road it went before a request (or at all).
    const reached = cancel ? cancel.previousStatus : flag ? 2 : ROAD.includes(order.status) ? order.status : 1;
    let at = created;
    let from = 0;
    for (const status of ROAD.slice(1, ROAD.indexOf(reached) + 1)) {
      at += (6 + (order.id % 5) * 7) * HOUR;
      add(admin, at, order, 'status', [{ field: 'status', from, to: status }]);
      from = status;
    }
    if (cancel) {
      const asked = Math.max(Date.parse(cancel.createdAt), at + HOUR);
      const reseller = byId.get(cancel.userId);
      const request = { entity: 'cancel-request' as const, id: cancel.id };
      add(reseller, asked, order, 'cancel-ask', [{ field: 'reason', from: null, to: cancel.reason }], request);
      add(reseller, asked, order, 'status', [{ field: 'status', from, to: 4 }]);
      const before = from;
      from = 4;
      at = asked;
      if (cancel.status === 'approved' || cancel.status === 'unapproved') {
        const approved = cancel.status === 'approved';
        add(
          admin,
          asked + 20 * HOUR,
          order,
          approved ? 'cancel-approve' : 'cancel-refuse',
          [{ field: 'status', from: 'pending', to: cancel.status }],
          request,
        );
        from = approved ? 100 : before;
        at = asked + 20 * HOUR;
        add(admin, at, order, 'status', [{ field: 'status', from: 4, to: from }]);
      }
    } else if (flag) {
      const flagged = Math.max(Date.parse(flag.createdAt), at + HOUR);
      const request = { entity: 'non-conformity' as const, id: flag.id };
      add(
        admin,
        flagged,
        order,
        'non-conformity-flag',
        [
          { field: 'reason', from: null, to: flag.reason },
          { field: 'commentAdmin', from: null, to: flag.commentAdmin },
        ],
        request,
      );
      add(admin, flagged, order, 'status', [{ field: 'status', from, to: 5 }]);
      from = 5;
      at = flagged;
      if (flag.status === 'answered') {
        const reseller = byId.get(flag.resellerId);
        add(
          reseller,
          flagged + 30 * HOUR,
          order,
          'non-conformity-answer',
          [
            { field: 'responseReseller', from: null, to: flag.responseReseller },
            { field: 'commentReseller', from: null, to: flag.commentReseller },
          ],
          request,
        );
        at = flagged + 30 * HOUR;
        add(reseller, at, order, 'status', [{ field: 'status', from: 5, to: 1 }]);
        from = 1;
      }
    }
    // Then on to where the seed left it (a request answered, then the order moved on).
    if (from !== order.status)
      add(admin, at + 2 * HOUR, order, 'status', [{ field: 'status', from, to: order.status }]);
    drafts.push(...settle(steps, created, seedNow - 60_000));
  }
  // Ids in the order of writing: by time, ties kept in the order they were told.
  const sorted = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.at < b.d.at ? -1 : a.d.at > b.d.at ? 1 : a.i - b.i));
  return sorted.map(({ d }, k) => ({ id: k + 1, ...d }));
}
