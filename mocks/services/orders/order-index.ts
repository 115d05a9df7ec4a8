import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders.schema';
import { fold } from '../shared/list-query';

/** What an order's free-text search looks at, joined from its placer and scenario. */
export interface SearchNames {
  readonly company: (userId: number) => string;
  readonly scenario: (scenarioId: number) => string;
}

/**
 * The orders service's own indexes. @msw/data scans linearly (findMany ≈ 20 ms, update ≈ 40 ms
 * at 50,000 orders), so the list keeps: orders by id, every order pre-sorted by creation date
 * (newest first, ties by id), and each order's folded search text.
 *
 * The collection stays the truth. Before every read, `sync()` compares it with the index by
 * identity (an update replaces a record with a new object), which costs one pass of pointer
 * comparisons, and refreshes only what changed; a removal or many changes rebuild it all.
 */
export class OrderIndex {
  private byId = new Map<number, OrderRecord>();
  /** Newest first, and each one's folded search text at the same position. */
  private sorted: OrderRecord[] = [];
  private texts: string[] = [];
  /**
   * Status, reseller (-1: none) and scenario per position: @msw/data's records are slow to read
   * (a property read costs several times an array's), and the list tests these on every order.
   */
  private columns: { status: number[]; reseller: number[]; scenario: number[] } = {
    status: [],
    reseller: [],
    scenario: [],
  };
  private position = new Map<number, number>();
  private perReseller = new Map<number, number>();
  /** The collection's array as last seen, to find what changed by identity. */
  private seen: OrderRecord[] = [];
  private namesKey: string | null = null;
  /** Goes up with every change of the index, so a reader's own derived columns know when to rebuild. */
  private changes = 0;

  constructor(
    private readonly db: Database,
    private readonly names: () => SearchNames & { readonly key: string },
  ) {}

  /**
   * Brings the index up to date with the collection and returns it. An update replaces a record
   * at the same place and a create appends one, so one pass of pointer comparisons finds them;
   * a removal shifts the array and rebuilds everything, as do a renamed company or scenario.
   */
  sync(): this {
    const all = this.db.collections.orders.all();
    const names = this.names();
    if (names.key !== this.namesKey || all.length < this.seen.length) {
      this.rebuild(all, names);
      return this;
    }
    const changed: OrderRecord[] = [];
    const seen = this.seen;
    for (let i = 0; i < seen.length; i++) {
      const record = all[i] as OrderRecord;
      if (record === seen[i]) continue;
      // Another order at this place: something was removed and added; start again.
      if (record.id !== (seen[i] as OrderRecord).id || changed.length >= 256) {
        this.rebuild(all, names);
        return this;
      }
      changed.push(record);
    }
    for (let i = seen.length; i < all.length; i++) changed.push(all[i] as OrderRecord);
    if (!changed.length) return this;
    for (const record of changed) this.refresh(record, names);
    this.seen = [...all];
    // A created order reusing an id would leave the map short of the collection.
    if (this.byId.size !== all.length) this.rebuild(all, names);
    return this;
  }

  get(id: number): OrderRecord | undefined {
    return this.byId.get(id);
  }

  /** Changes with every change of the orders (dashboard columns are rebuilt on it). */
  get version(): number {
    return this.changes;
  }

  get size(): number {
    return this.byId.size;
  }

  /** How many orders a reseller owns. */
  countOf(resellerId: number): number {
    return this.perReseller.get(resellerId) ?? 0;
  }

  /** Every order, newest first (shared array: do not change it). */
  newestFirst(): readonly OrderRecord[] {
    return this.sorted;
  }

  /** The folded search texts, at the same positions as `newestFirst()`. */
  searchTexts(): readonly string[] {
    return this.texts;
  }

  /** Status, reseller id (-1 for none) and scenario id, at the same positions as `newestFirst()`. */
  fields(): {
    readonly status: readonly number[];
    readonly reseller: readonly number[];
    readonly scenario: readonly number[];
  } {
    return this.columns;
  }

  text(id: number): string {
    const at = this.position.get(id);
    return at === undefined ? '' : (this.texts[at] as string);
  }

  /**
   * The slice of `newestFirst()` created within [from, to) (ISO instants), found by binary search:
   * a date range never scans the orders outside it.
   */
  createdBetween(from: string | null, to: string | null): { start: number; end: number } {
    // Newest first: a later date sits at a lower index.
    const firstBefore = (instant: string) => {
      let lo = 0;
      let hi = this.sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((this.sorted[mid] as OrderRecord).createdAt >= instant) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return { start: to ? firstBefore(to) : 0, end: from ? firstBefore(from) : this.sorted.length };
  }

  private static newerFirst(a: OrderRecord, b: OrderRecord): number {
    return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id;
  }

  private searchOf(record: OrderRecord, names: SearchNames): string {
    const c = record.customer;
    return fold(
      [
        record.id,
        record.internalReference,
        record.quote.reference,
        names.company(record.userId),
        names.scenario(record.scenarioId),
        c.name,
        c.firstname,
        record.address.city,
        ...record.tracking.map((t) => t.reference),
      ]
        .filter((part) => part !== null && part !== '')
        .join(' '),
    );
  }

  private rebuild(all: readonly OrderRecord[], names: SearchNames & { readonly key: string }): void {
    this.namesKey = names.key;
    this.changes++;
    this.seen = [...all];
    this.byId = new Map(all.map((r) => [r.id, r]));
    this.sorted = [...all].sort(OrderIndex.newerFirst);
    this.texts = this.sorted.map((r) => this.searchOf(r, names));
    this.columns = {
      status: this.sorted.map((r) => r.status),
      reseller: this.sorted.map((r) => r.resellerId ?? -1),
      scenario: this.sorted.map((r) => r.scenarioId),
    };
    this.position = new Map(this.sorted.map((r, i) => [r.id, i]));
    this.perReseller = new Map();
    for (const r of all) if (r.resellerId !== null) this.count(r.resellerId, 1);
  }

  private count(resellerId: number, delta: number): void {
    this.perReseller.set(resellerId, (this.perReseller.get(resellerId) ?? 0) + delta);
  }

  private refresh(record: OrderRecord, names: SearchNames): void {
    const previous = this.byId.get(record.id);
    this.changes++;
    this.byId.set(record.id, record);
    const text = this.searchOf(record, names);
    if (previous?.resellerId !== record.resellerId) {
      if (previous?.resellerId != null) this.count(previous.resellerId, -1);
      if (record.resellerId !== null) this.count(record.resellerId, 1);
    }
    const at = this.position.get(record.id);
    if (previous && at !== undefined && previous.createdAt === record.createdAt) {
      this.sorted[at] = record;
      this.texts[at] = text;
      this.columns.status[at] = record.status;
      this.columns.reseller[at] = record.resellerId ?? -1;
      this.columns.scenario[at] = record.scenarioId;
      return;
    }
    const { status, reseller, scenario } = this.columns;
    if (at !== undefined) {
      for (const list of [this.sorted, this.texts, status, reseller, scenario] as unknown[][]) list.splice(at, 1);
    }
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (OrderIndex.newerFirst(this.sorted[mid] as OrderRecord, record) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.sorted.splice(lo, 0, record);
    this.texts.splice(lo, 0, text);
    status.splice(lo, 0, record.status);
    reseller.splice(lo, 0, record.resellerId ?? -1);
    scenario.splice(lo, 0, record.scenarioId);
    const from = Math.min(lo, at ?? lo);
    for (let i = from; i < this.sorted.length; i++) this.position.set((this.sorted[i] as OrderRecord).id, i);
  }
}
