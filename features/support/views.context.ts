import assert from 'node:assert/strict';
import { LIST_SETTINGS } from '../../src/application/lists/list-settings.port';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import type { SavedView } from '../../src/domain/lists/list-settings';
import type { OrderSummary } from '../../src/domain/orders/order';
import type { OrderFilter } from '../../src/domain/orders/order-filter';
import { PAGE_SIZES, type ListQuery, type Page } from '../../src/domain/shared/page';
import { toOrderFilter } from '../../src/ui/shared/list/list-filters-url';
import { parseListUrl } from '../../src/ui/shared/list/use-list-url-state';
import { statusNamed } from './seeded-orders';
import type { BackOfficeWorld } from './world';

/** The order list's defaults, as its page declares them (src/ui/orders/order-list.page.tsx). */
const ORDER_LIST = { sort: { field: 'createdAt', order: 'desc' as const }, size: 25, sizes: PAGE_SIZES };

/** Saved views (docs/lists.md#saved-views), as a user saves and opens them from a list's menu. */
export class ViewsContext {
  private opened: { query: ListQuery<OrderFilter>; page: Page<OrderSummary> } | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get settings() {
    return this.world.use(LIST_SETTINGS);
  }

  /** The order list's URL as its filters, sort and page size write it (src/ui/shared/list). */
  async saveOrderView(name: string, status: string, order: 'asc' | 'desc', size: number): Promise<void> {
    const query = new URLSearchParams({ 'status[]': String(statusNamed(status)), sort: 'createdAt', order });
    query.set('size', String(size));
    await this.world.attempt(() => this.settings.createView({ name, list: 'orders', query: query.toString() }));
  }

  private async orderViews(): Promise<readonly SavedView[]> {
    const views = await this.settings.views('orders');
    assert.ok(views.every((v) => v.list === 'orders'));
    return views;
  }

  async assertListed(name: string, listed: boolean): Promise<void> {
    const names = (await this.orderViews()).map((v) => v.name);
    assert.equal(names.includes(name), listed, `views: ${names.join(', ')}`);
  }

  /** Opening a view: its query becomes the list's URL, read as the list page reads it. */
  async open(name: string): Promise<void> {
    const view = (await this.orderViews()).find((v) => v.name === name);
    assert.ok(view, `no view "${name}"`);
    const { filters, ...query } = parseListUrl(new URLSearchParams(view.query), ORDER_LIST);
    const listQuery = { ...query, filter: toOrderFilter(filters) };
    const page = await this.world.use(ORDERS).list.execute(listQuery);
    this.opened = { query: listQuery, page };
  }

  assertOpened(status: string, order: 'asc' | 'desc', size: number): void {
    assert.ok(this.opened, 'no view opened');
    const { query, page } = this.opened;
    assert.equal(query.size, size);
    assert.equal(page.items.length, Math.min(size, page.totalRequest));
    assert.ok(page.items.length > 0, 'the view lists no order');
    assert.ok(page.items.every((o) => o.status.id === statusNamed(status)));
    const dates = page.items.map((o) => o.createdAt);
    const sorted = [...dates].sort();
    assert.deepEqual(dates, order === 'asc' ? sorted : sorted.reverse());
  }

  /** Another user's view, by its id (test data, read from the database). */
  async renameViewOf(login: string, name: string, to: string): Promise<void> {
    const userId = this.world.account(login).id;
    const view = this.world.backend.db.collections.views.findFirst((q) => q.where({ userId, name }));
    assert.ok(view, `no view "${name}" of ${login}`);
    await this.world.attempt(() => this.settings.updateView(view.id, { name: to, query: view.query }));
  }

  assertStillHas(login: string, name: string): void {
    const userId = this.world.account(login).id;
    assert.ok(this.world.backend.db.collections.views.findFirst((q) => q.where({ userId, name })));
  }
}

export const views = (world: BackOfficeWorld): ViewsContext => world.area(ViewsContext);
