import assert from 'node:assert/strict';
import { QUOTE_REPOSITORY } from '../../src/application/quotes/quote-repository.port';
import { SEARCH } from '../../src/application/search/search.tokens';
import { orders } from './orders.context';
import { QUICK_KINDS, type QuickHit, type QuickKind } from '../../src/domain/search/quick-search';
import type { BackOfficeWorld } from './world';

/** The command palette's search (docs/screens.md#command-palette), as a user types into it. */
export class SearchContext {
  private hits: readonly QuickHit[] = [];
  private looked: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  async search(text: string): Promise<void> {
    this.hits = (await this.world.attempt(() => this.world.use(SEARCH).quick.execute(text))) ?? [];
    this.world.assertSucceeded();
  }

  /** The number of a seeded order of the reseller (test data, read from the database). */
  async searchOrderOf(login: string): Promise<void> {
    const resellerId = this.world.account(login).id;
    const order = this.world.backend.db.collections.orders.all().find((o) => o.resellerId === resellerId);
    assert.ok(order, `no order of ${login} in the seed`);
    this.looked = order.id;
    await this.search(String(order.id));
  }

  /** The reference of the quote the open order was placed from, as its "Devis" card shows it. */
  async searchQuoteOfOpenedOrder(): Promise<void> {
    const order = orders(this.world).openedOrder;
    assert.ok(order, 'no order open');
    await this.search(order.quote.reference);
  }

  /** The palette offers the open order's quote by its reference, and that quote opens: it exists, and is that order's. */
  async assertQuoteOfOpenedOrderOpens(): Promise<void> {
    const order = orders(this.world).openedOrder;
    assert.ok(order, 'no order open');
    const hit = this.ofKind('quote').find((h) => h.label === order.quote.reference);
    assert.ok(hit, `no quote "${order.quote.reference}" in ${JSON.stringify(this.hits)}`);
    const quote = await this.world.attempt(() => this.world.use(QUOTE_REPOSITORY).get(hit.id));
    this.world.assertSucceeded();
    assert.deepEqual([quote?.reference, quote?.orderId], [order.quote.reference, order.id]);
  }

  private ofKind(kind: QuickKind): readonly QuickHit[] {
    return this.hits.filter((h) => h.kind === kind);
  }

  assertFirstOrderIsTheOne(): void {
    assert.equal(this.ofKind('order')[0]?.id, this.looked);
  }

  assertOrderNotFound(): void {
    assert.ok(!this.ofKind('order').some((h) => h.id === this.looked), `order ${this.looked} was offered`);
  }

  assertNone(kind: QuickKind): void {
    assert.deepEqual(this.ofKind(kind), []);
  }

  assertFound(kind: QuickKind, label: string): void {
    assert.ok(
      this.ofKind(kind).some((h) => h.label === label),
      `no ${kind} "${label}" in ${JSON.stringify(this.hits)}`,
    );
  }

  assertGrouped(kinds: readonly QuickKind[]): void {
    const order = [...new Set(this.hits.map((h) => h.kind))];
    assert.deepEqual(order, kinds);
    assert.deepEqual(
      order,
      QUICK_KINDS.filter((k) => order.includes(k)),
    );
  }

  assertNothing(): void {
    assert.deepEqual(this.hits, []);
  }
}

export const palette = (world: BackOfficeWorld): SearchContext => world.area(SearchContext);
