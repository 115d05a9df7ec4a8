import {
  MASKED,
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditValue,
} from '../../../src/domain/audit/audit';
import { roleOf } from '../../../src/domain/users/role';
import type { AuditRecord } from '../../db/audit.schema';
import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';
import type { CallContext } from '../shared/context';
import type { Collection } from '@msw/data';
import { appendNow, fastLoader } from '../../db/record-loader';
import { onePer } from '../shared/one-per';

/** What a write says of itself; who wrote it and when come from the call. */
export interface AuditedWrite {
  readonly action: AuditAction;
  readonly entity: AuditEntity;
  readonly entityId?: number | null;
  /** The order whose timeline shows the entry. */
  readonly orderId?: number | null;
  readonly changes?: readonly AuditChange[];
}

/** Field names whose values never reach the log (docs/audit.md#secrets). */
const SECRET = /password|token|secret|thetiskey|apikey/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
  return JSON.stringify(value);
}

/** `record` as dotted fields (`billing.city`) and scalar values (lists joined, deeper objects as JSON). */
function flatten(record: object | null, prefix = '', out = new Map<string, AuditValue>()): Map<string, AuditValue> {
  if (!record) return out;
  for (const [key, value] of Object.entries(record)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && !prefix) flatten(value, field, out);
    else out.set(field, scalar(value));
  }
  return out;
}

const emptyAsNull = (value: AuditValue | undefined): AuditValue => (value === undefined || value === '' ? null : value);

/**
 * The fields that differ between two states of a record (null: it did not exist), secrets as "***"
 * on both sides: the log says a password changed, never what it was or became.
 */
export function changesBetween(
  before: object | null,
  after: object | null,
  options: { readonly omit?: readonly string[] } = {},
): AuditChange[] {
  const from = flatten(before);
  const to = flatten(after);
  const changes: AuditChange[] = [];
  for (const field of new Set([...from.keys(), ...to.keys()])) {
    if (field === 'id' || options.omit?.includes(field)) continue;
    // An empty text or list is no value: from nothing to an empty list is no change ("(empty) → (empty)").
    const a = emptyAsNull(from.get(field));
    const b = emptyAsNull(to.get(field));
    if (a === b) continue;
    const secret = SECRET.test(field.split('.').pop() ?? field);
    changes.push({
      field,
      from: secret && a !== null ? MASKED : a,
      to: secret && b !== null ? MASKED : b,
    });
  }
  return changes;
}

/**
 * The audit trail of one database (docs/audit.md): appended by the services after each write
 * succeeded, in the same call (a refused write throws before and records nothing). Indexes by order
 * by record and by person are kept as entries arrive, so a timeline or one record's history is read without
 * a scan.
 */
export class AuditLog {
  private now: () => Date = () => new Date();
  private indexed = 0;
  private lastId = 0;
  private first: AuditRecord | undefined;
  private readonly byOrder = new Map<number, number[]>();
  private readonly byRecord = new Map<string, number[]>();
  /** By person: the entries an account wrote and those written as it (connect-as); and by person and action. */
  private readonly byActor = new Map<number, number[]>();
  private readonly byActorAction = new Map<string, number[]>();
  private readonly byAction = new Map<string, number[]>();
  /** Every entry's time is at or after the one before it: a date range is then found by halving. */
  private inTimeOrder = true;
  private readonly listeners = new Set<(entry: AuditRecord) => void>();

  constructor(private readonly db: Database) {}

  /** The server's clock (MockBackend's). */
  useClock(now: () => Date): void {
    this.now = now;
  }

  private get table() {
    return this.db.collections.audit;
  }

  /** Every entry, oldest first (ids grow with writes). */
  all(): readonly AuditRecord[] {
    return this.table.all();
  }

  /** The account that wrote: the admin behind a connect-as session, with the reseller it worked as. */
  private who(
    ctx: CallContext,
  ): Pick<AuditRecord, 'actorId' | 'actorUsername' | 'actorRole' | 'actingAsId' | 'actingAsUsername'> {
    const session = ctx.token ? this.db.collections.tokens.findFirst((q) => q.where({ token: ctx.token })) : undefined;
    const admin =
      session?.impersonatorId != null
        ? this.db.collections.users.findFirst((q) => q.where({ id: session.impersonatorId as number }))
        : undefined;
    const actor: UserRecord = admin ?? ctx.caller;
    return {
      actorId: actor.id,
      actorUsername: actor.username,
      actorRole: roleOf(actor),
      actingAsId: admin ? ctx.caller.id : null,
      actingAsUsername: admin ? ctx.caller.username : null,
    };
  }

  /** Records a write by the caller of `ctx`. */
  record(ctx: CallContext, write: AuditedWrite): void {
    this.append(this.who(ctx), write);
  }

  /** Records a write with no session (a login, a failed login, a password reset): `who` is named. */
  recordFor(
    who: { readonly id: number | null; readonly username: string; readonly role: string | null },
    write: AuditedWrite,
  ): void {
    this.append(
      { actorId: who.id, actorUsername: who.username, actorRole: who.role, actingAsId: null, actingAsUsername: null },
      write,
    );
  }

  /**
   * Appends in the same turn as the write it records, so a write and its entry are never apart
   * (a service's synchronous delete records synchronously too).
   */
  private append(
    who: Pick<AuditRecord, 'actorId' | 'actorUsername' | 'actorRole' | 'actingAsId' | 'actingAsUsername'>,
    write: AuditedWrite,
  ): void {
    const all = this.table.all();
    this.lastId = Math.max(this.lastId, all[all.length - 1]?.id ?? 0) + 1;
    const entry: AuditRecord = {
      id: this.lastId,
      at: this.now().toISOString(),
      ...who,
      action: write.action,
      entity: write.entity,
      entityId: write.entityId ?? null,
      orderId: write.orderId ?? null,
      changes: (write.changes ?? []).map((c) => ({ ...c })),
    };
    appendNow(this.table as unknown as Collection<never>, entry);
    for (const listener of this.listeners) listener(entry);
  }

  /**
   * Calls `listener` with each entry as it is appended, in the same turn as the write (the change
   * events and the notifications follow the trail: docs/api/README.md#events). Returns the way to stop.
   */
  listen(listener: (entry: AuditRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Loads trusted entries at once (the seed's history), after those already there. Entries are never
   * changed once written, so the seed's are shared by every database of the process, not copied:
   * a test seeds a fresh database each time, and 14,000 copies cost more than the rest of the seed.
   */
  async load(entries: readonly AuditRecord[]): Promise<void> {
    const load = await fastLoader();
    if (load) load(this.table as unknown as Collection<never>, entries);
    else for (const entry of entries) await this.table.create(entry);
  }

  /** The positions (in `all()`) of an order's entries, oldest first. */
  ofOrder(orderId: number): readonly number[] {
    this.sync();
    return this.byOrder.get(orderId) ?? [];
  }

  /** The positions of one record's entries, oldest first. */
  ofRecord(entity: string, id: number): readonly number[] {
    this.sync();
    return this.byRecord.get(`${entity}:${id}`) ?? [];
  }

  /**
   * The shortest index that holds every entry matching these filters, and which filters it answers
   * on its own (the others still have to be tested); null when no index helps.
   */
  lookup(f: {
    readonly entity?: string;
    readonly entityId: number | null;
    readonly actorId: number | null;
    readonly action?: string;
  }): { readonly positions: readonly number[]; readonly answers: readonly string[] } | null {
    this.sync();
    const found: { positions: readonly number[]; answers: string[] }[] = [];
    if (f.entity !== undefined && f.entityId !== null) {
      found.push({ positions: this.byRecord.get(`${f.entity}:${f.entityId}`) ?? [], answers: ['entity', 'entityId'] });
    }
    if (f.actorId !== null && f.action !== undefined) {
      found.push({ positions: this.byActorAction.get(`${f.actorId}:${f.action}`) ?? [], answers: ['actor', 'action'] });
    } else if (f.actorId !== null) {
      found.push({ positions: this.byActor.get(f.actorId) ?? [], answers: ['actor'] });
    } else if (f.action !== undefined) {
      found.push({ positions: this.byAction.get(f.action) ?? [], answers: ['action'] });
    }
    return found.reduce<(typeof found)[number] | null>(
      (best, next) => (best === null || next.positions.length < best.positions.length ? next : best),
      null,
    );
  }

  /**
   * The part [lo, hi) of `positions` (or of the whole log, when null) whose times are in
   * [from, to), found by halving when the log is in time order; null when it is not (then test each).
   */
  timeRange(
    positions: readonly number[] | null,
    from: string | null,
    to: string | null,
  ): { readonly lo: number; readonly hi: number } | null {
    this.sync();
    if (!this.inTimeOrder) return null;
    const all = this.table.all();
    const count = positions ? positions.length : all.length;
    const at = (k: number) => (all[positions ? (positions[k] as number) : k] as AuditRecord).at;
    /** The first k whose time is at or after `instant`. */
    const firstFrom = (instant: string) => {
      let lo = 0;
      let hi = count;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (at(mid) < instant) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return { lo: from === null ? 0 : firstFrom(from), hi: to === null ? count : firstFrom(to) };
  }

  /** Indexes what was appended since the last read; starts over after a reset or a restore. */
  private sync(): void {
    const all = this.table.all();
    if (all.length < this.indexed || all[0] !== this.first) {
      this.indexed = 0;
      this.byOrder.clear();
      this.byRecord.clear();
      this.byActor.clear();
      this.byActorAction.clear();
      this.byAction.clear();
      this.inTimeOrder = true;
      this.first = all[0];
    }
    for (let i = this.indexed; i < all.length; i++) {
      const entry = all[i] as AuditRecord;
      if (entry.orderId !== null) push(this.byOrder, entry.orderId, i);
      if (entry.entityId !== null) push(this.byRecord, `${entry.entity}:${entry.entityId}`, i);
      push(this.byAction, entry.action, i);
      for (const person of new Set([entry.actorId, entry.actingAsId])) {
        if (person === null) continue;
        push(this.byActor, person, i);
        push(this.byActorAction, `${person}:${entry.action}`, i);
      }
      if (i > 0 && entry.at < (all[i - 1] as AuditRecord).at) this.inTimeOrder = false;
    }
    this.indexed = all.length;
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The one audit log of a database: every service writing to it records there. */
export const auditLogOf: (db: Database) => AuditLog = onePer((db: Database) => new AuditLog(db));

/**
 * Records one write of a record: its fields before and after (null: it did not exist, or no more),
 * as changes; what does not differ is left out.
 */
export function auditWrite(
  db: Database,
  ctx: CallContext,
  write: Omit<AuditedWrite, 'changes'> & { readonly omit?: readonly string[] },
  before: object | null,
  after: object | null,
): void {
  const { omit, ...rest } = write;
  auditLogOf(db).record(ctx, { ...rest, changes: changesBetween(before, after, omit ? { omit } : {}) });
}
