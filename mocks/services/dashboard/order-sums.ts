import type { OrderIndex } from '../orders/order-index';

/** Orders, turnover and resale margin (resale price minus total) of some orders. */
export interface OrderFigures {
  readonly orders: number;
  readonly turnover: number;
  readonly margin: number;
}

/** Running sums over some positions of the index (ascending): sums[k] is over the first k. */
interface RunningSums {
  /** The positions (null: every position, 0…n-1). */
  readonly positions: Int32Array | null;
  readonly total: Float64Array;
  readonly margin: Float64Array;
}

function runningSums(positions: Int32Array | null, count: number, total: Float64Array, margin: Float64Array) {
  const sums: RunningSums = { positions, total: new Float64Array(count + 1), margin: new Float64Array(count + 1) };
  for (let k = 0; k < count; k++) {
    const at = positions ? (positions[k] as number) : k;
    sums.total[k + 1] = (sums.total[k] as number) + (total[at] as number);
    sums.margin[k + 1] = (sums.margin[k] as number) + (margin[at] as number);
  }
  return sums;
}

/** The first k with positions[k] ≥ at. */
function lowerBound(positions: Int32Array, at: number): number {
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((positions[mid] as number) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The dashboard's view of the orders' index (newest first): creation instants and totals by
 * position, and running sums of totals and margins over every order and over each reseller's,
 * so the figures of any date range are two binary searches, whatever its length. Built once per
 * version of the index (a record's property read costs several times an array's).
 */
export class OrderSums {
  readonly version: number;
  /** Creation instants (ms) and totals, at the index's positions. */
  readonly time: Float64Array;
  readonly total: Float64Array;
  private readonly all: RunningSums;
  private readonly perReseller = new Map<number, RunningSums>();

  constructor(private readonly index: OrderIndex) {
    this.version = index.version;
    const sorted = index.newestFirst();
    const n = sorted.length;
    this.time = new Float64Array(n);
    this.total = new Float64Array(n);
    const margin = new Float64Array(n);
    const owned = new Map<number, number[]>();
    const owners = index.fields().reseller;
    for (let i = 0; i < n; i++) {
      const order = sorted[i]!;
      this.time[i] = Date.parse(order.createdAt);
      this.total[i] = order.total;
      margin[i] = order.resalePrice === null ? 0 : order.resalePrice - order.total;
      const owner = owners[i] as number;
      if (owner === -1) continue;
      const list = owned.get(owner);
      if (list) list.push(i);
      else owned.set(owner, [i]);
    }
    this.all = runningSums(null, n, this.total, margin);
    for (const [owner, list] of owned) {
      this.perReseller.set(owner, runningSums(Int32Array.from(list), list.length, this.total, margin));
    }
  }

  /** The index's positions of the orders created in [from, to): the order list's own binary search. */
  span(from: string, to: string): { start: number; end: number } {
    return this.index.createdBetween(from, to);
  }

  /** The range [lo, hi) of the reseller's running sums (or of all) over the positions [start, end). */
  private slice(reseller: number | null, start: number, end: number): { sums: RunningSums; lo: number; hi: number } {
    const sums = reseller === null ? this.all : this.perReseller.get(reseller);
    if (!sums) return { sums: this.all, lo: 0, hi: 0 };
    if (!sums.positions) return { sums, lo: start, hi: end };
    return { sums, lo: lowerBound(sums.positions, start), hi: lowerBound(sums.positions, end) };
  }

  /** The orders of one reseller (or all) created in [from, to). */
  figures(from: string, to: string, reseller: number | null): OrderFigures {
    const { start, end } = this.span(from, to);
    const { sums, lo, hi } = this.slice(reseller, start, end);
    return {
      orders: hi - lo,
      turnover: (sums.total[hi] as number) - (sums.total[lo] as number),
      margin: (sums.margin[hi] as number) - (sums.margin[lo] as number),
    };
  }

  /** Visits the positions of the orders of one reseller (or all) created in [from, to), oldest first. */
  each(from: string, to: string, reseller: number | null, visit: (at: number) => void): void {
    const { start, end } = this.span(from, to);
    const { sums, lo, hi } = this.slice(reseller, start, end);
    const positions = sums.positions;
    for (let k = hi - 1; k >= lo; k--) visit(positions ? (positions[k] as number) : k);
  }
}
