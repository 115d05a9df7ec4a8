import assert from 'node:assert/strict';
import {
  CANCELLATION_REPOSITORY,
  type CancellationRepository,
} from '../../src/application/cancellations/cancellation-repository.port';
import { CANCELLATIONS } from '../../src/application/cancellations/cancellations.tokens';
import type { OrderStatusId } from '../../src/domain/orders/order-status';
import type { CancelAnswer, CancelRequestRow, CancelRequestStatus } from '../../src/domain/requests/requests';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { assertEveryRowMatches, assertNothingFound, assertCount } from './assertions';
import { orders } from './orders.context';
import { seededOrders } from './seeded-orders';
import { newestFirst } from './text';
import type { BackOfficeWorld } from './world';

/**
 * The cancellation requests as a user works them: a reseller asking on the order open
 * (docs/rules.md#cancellation-requests), checked on the order read again; the requests screen
 * (docs/screens.md#cancellation-requests): the list shown and the request worked on, answered through the
 * back office or straight through the API.
 */
export class CancellationRequestsContext {
  private cancels: Page<CancelRequestRow> | null = null;
  private cancel: CancelRequestRow | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  /** The order the scenario works on: the one open on its detail page. */
  private get thatOrder() {
    const order = orders(this.world).openedOrder;
    assert.ok(order, 'no order open');
    return order;
  }

  async listCancels(query: Partial<ListQuery> = {}): Promise<void> {
    this.cancels =
      (await this.world.attempt(() => this.world.use(CANCELLATIONS).list.execute({ page: 1, size: 25, ...query }))) ??
      null;
  }

  private get cancelsShown(): Page<CancelRequestRow> {
    this.world.assertSucceeded();
    assert.ok(this.cancels, 'no cancellation request list shown');
    return this.cancels;
  }

  /** The newest request of `orderId` the user can list (found as they would: searching its reference). */
  private async cancelOf(orderId: number, reference: string): Promise<CancelRequestRow | undefined> {
    const page = await this.world.use(CANCELLATIONS).list.execute({ page: 1, size: 100, search: reference });
    return page.items.find((r) => r.order.id === orderId);
  }

  async findCancelOfThatOrder(): Promise<void> {
    const order = this.thatOrder;
    const found = await this.cancelOf(order.id, order.internalReference);
    assert.ok(found, `no cancellation request listed for order ${order.id}`);
    this.cancel = found;
  }

  /** A request of the seed in `status`, picked from the whole list (of `login` when given, matching `where`). */
  async pickCancel(
    status: CancelRequestStatus,
    login?: string,
    where: (row: CancelRequestRow) => boolean = () => true,
  ): Promise<void> {
    const page = await this.world.use(CANCELLATIONS).list.execute({ page: 1, size: 100 });
    const owner = login === undefined ? null : this.world.account(login).id;
    const found = page.items.find((r) => r.status === status && (owner === null || r.resellerId === owner) && where(r));
    assert.ok(found, `no ${status} cancellation request listed`);
    this.cancel = found;
  }

  /** A request the user still sees as `status` but the server no longer has. */
  missingCancel(status: CancelRequestStatus): void {
    const id = this.world.backend.db.nextId('orderRequestCancels') + 1000;
    this.cancel = { ...(this.cancel ?? ({} as CancelRequestRow)), id, status };
  }

  private get thatCancel(): CancelRequestRow {
    assert.ok(this.cancel, 'no cancellation request chosen');
    return this.cancel;
  }

  async answerCancel(answer: CancelAnswer): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() => this.world.use(CANCELLATIONS).answer.execute(request, answer));
  }

  /** The answer sent as is to the API, without the back office's checks. */
  async answerCancelThroughApi(answer: CancelAnswer): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() =>
      this.world.use<CancellationRepository>(CANCELLATION_REPOSITORY).answer(request.id, answer),
    );
  }

  async cancelTreatment(): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() => this.world.use(CANCELLATIONS).cancelTreatment.execute(request));
  }

  async cancelTreatmentThroughApi(): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() =>
      this.world.use<CancellationRepository>(CANCELLATION_REPOSITORY).cancelTreatment(request.id),
    );
  }

  /** The request, listed again, reads `status`. */
  async assertCancelIs(status: CancelRequestStatus): Promise<void> {
    const request = this.thatCancel;
    const found = await this.cancelOf(request.order.id, request.order.internalReference);
    assert.equal(found?.id, request.id, 'the request is no longer listed');
    assert.equal(found.status, status);
  }

  async assertCancelOfThatOrderIs(status: CancelRequestStatus): Promise<void> {
    await this.findCancelOfThatOrder();
    assert.equal(this.thatCancel.status, status);
  }

  /** The order of the request, opened again, and its row in the order list, show `status`. */
  async assertItsOrderShows(status: string): Promise<void> {
    const context = orders(this.world);
    await context.open(this.thatCancel.order.id);
    await context.assertShows(status);
  }

  /** The reseller's new request leads the list: newest first, pending, their comment. */
  assertFirstIsThatOrder(comment: string): void {
    const page = this.cancelsShown;
    const first = page.items[0];
    assert.ok(first, 'the list is empty');
    assert.equal(first.order.id, this.thatOrder.id, 'the new request is not first');
    assert.equal(first.status, 'pending');
    assert.equal(first.reason, comment);
    assert.equal(first.order.internalReference, this.thatOrder.internalReference);
    assert.equal(first.order.status.id, 4, 'its order is not shown as cancellation requested');
  }

  assertThatOrderNotListed(): void {
    const page = this.cancelsShown;
    assert.ok(
      page.items.every((r) => r.order.id !== this.thatOrder.id),
      'the request shows to another reseller',
    );
  }

  assertOnlyCancelsOf(login: string): void {
    const page = this.cancelsShown;
    const owner = this.world.account(login).id;
    const own = this.world.backend.db.collections.orderRequestCancels.all().filter((r) => r.resellerId === owner);
    assert.ok(own.length > 0, `${login} has no cancellation requests`);
    assertCount(
      page.total,
      own.length,
      'the list’s total (what the user may see), as many as the seed holds of the account',
    );
    assert.equal(page.items.length, Math.min(own.length, 25));
    for (const r of page.items) {
      assert.equal(r.resellerId, owner);
      assert.equal(r.company, this.world.account(login).company);
    }
  }

  /** Rows `from` to `to` of every request, newest first, out of `total`. */
  assertCancelRange(from: number, to: number, total: number): void {
    const page = this.cancelsShown;
    const all = this.world.backend.db.collections.orderRequestCancels.all().sort(newestFirst);
    assert.equal(all.length, total, 'the seed changed');
    assertCount(page.total, total, 'the list’s total (what the user may see), the step’s number');
    assert.deepEqual(
      page.items.map((r) => r.createdAt),
      all.slice(from - 1, to).map((r) => r.createdAt),
    );
  }

  /** Every match on the one page, each holding `text`. */
  assertCancelsMatch(text: string): void {
    const page = this.cancelsShown;
    assert.equal(page.items.length, page.totalRequest, 'the matches do not fit on one page');
    assertEveryRowMatches(page, text, 25, {
      text: (r) => [r.id, r.reference, r.reason, r.company, r.order.id, r.order.internalReference].join(' '),
      name: (r) => `request ${r.id}`,
    });
  }

  assertNoCancelFound(): void {
    assertNothingFound(this.cancelsShown);
  }

  async askCancellation(comment: string): Promise<void> {
    const { order } = orders(this.world).opened;
    const ask = this.world.use(CANCELLATIONS).ask;
    await this.world.attempt(() => ask.execute(order, { reference: order.internalReference, comment }));
  }

  /** Asks, by its id, to cancel a pending or in-progress order of another reseller. */
  async askCancellationOfTheirs(login: string): Promise<void> {
    const theirs = seededOrders(this.world).newest(
      `of ${login} pending or in progress`,
      (o) => o.resellerId === this.world.account(login).id && (o.status === 0 || o.status === 1),
    );
    const status = theirs.status as OrderStatusId;
    const summary = { id: theirs.id, status: { id: status, name: '', extId: status }, cancellationPending: false };
    const ask = this.world.use(CANCELLATIONS).ask;
    await this.world.attempt(() => ask.execute(summary, { reference: theirs.internalReference, comment: '' }));
  }

  async assertCancellationRequested(comment: string): Promise<void> {
    this.world.assertSucceeded();
    const fresh = await orders(this.world).reread();
    assert.equal(fresh.order.status.name, 'Annulation demandée');
    assert.equal(fresh.order.cancellationPending, true);
    const request = this.world.backend.db.collections.orderRequestCancels
      .all()
      .find((r) => r.orderId === fresh.order.id && r.status === 'pending');
    assert.equal(request?.reason, comment);
  }
}

export const cancellationRequests = (world: BackOfficeWorld): CancellationRequestsContext =>
  world.area(CancellationRequestsContext);
