import { canAskCancellation, canFlagNonConformity, isOrderStatus } from '../../../src/domain/orders/order-status';
import { isTourSituation, type TourSituation } from '../../../src/domain/tour/tour';
import type { PreparedSituationWire } from '../../../src/api/tour.api';
import type { MockBackend } from '../../backend-core';
import type { OrderRecord } from '../../db/orders.schema';
import type { QuoteRecord } from '../../db/quotes.schema';
import { notFound, requireCan } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import { placeholderPdf } from '../orders/files';
import { demoSandbox } from './tour-sandbox';

type Services = Pick<MockBackend, 'db' | 'orders' | 'cancellations' | 'nonConformities' | 'quotes'>;

const newestFirst = <R extends { createdAt: string; id: number }>(a: R, b: R) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

type PreparedSituation = PreparedSituationWire;

/**
 * prepareTourSituation (src/api/tour.api.ts, demo only): puts the calling reseller's sandbox in
 * the situation a guided-tour step needs, through the services' own calls made as the admin
 * would make them, so the step works whatever the prospect did before. Answers the ids to act on.
 */
export class TourService {
  constructor(private readonly backend: Services) {}

  async prepare(ctx: CallContext, situation: string): Promise<PreparedSituation> {
    requireCan(ctx, 'run', 'tour');
    if (!isTourSituation(situation)) throw notFound(ctx);
    const prepare: Record<TourSituation, () => Promise<PreparedSituation>> = {
      'order-to-cancel': () => this.orderToCancel(ctx),
      'non-conformity': () => this.nonConformity(ctx),
      'quote-ready': () => this.quoteReady(ctx),
    };
    return prepare[situation]();
  }

  /**
   * The demo sandbox (a system account that cannot log in), acting as the back office would on
   * the reseller's records: what it writes is recorded as the sandbox's, not as an admin's.
   */
  private async sandbox(ctx: CallContext): Promise<CallContext> {
    return { caller: await demoSandbox(this.backend.db), locale: ctx.locale };
  }

  private ordersOf(ctx: CallContext, keep: (o: OrderRecord) => boolean): OrderRecord[] {
    return this.backend.db.collections.orders
      .all()
      .filter((o) => o.resellerId === ctx.caller.id && keep(o))
      .sort(newestFirst);
  }

  private pendingCancellation(orderId: number) {
    return this.backend.db.collections.orderRequestCancels
      .all()
      .find((r) => r.orderId === orderId && r.status === 'pending');
  }

  private unavailable(ctx: CallContext): ApiError {
    return new ApiError(409, { message: message(ctx.locale, 'tourUnavailable') });
  }

  private ofOrder(situation: TourSituation, order: OrderRecord): PreparedSituation {
    return { situation, orderId: order.id, quoteId: null, reference: order.internalReference };
  }

  /** An order of the caller that allows a cancellation request, with none open. */
  private async orderToCancel(ctx: CallContext): Promise<PreparedSituation> {
    const askable = (o: OrderRecord) =>
      isOrderStatus(o.status) &&
      canAskCancellation(o.status) &&
      !this.backend.orders.nonConformityWaiting(o.id) &&
      !this.pendingCancellation(o.id);
    const ready = this.ordersOf(ctx, askable)[0];
    if (ready) return this.ofOrder('order-to-cancel', ready);
    // None left: the admin refuses the latest open request, which puts its order back as it was.
    const asked = this.ordersOf(ctx, (o) => this.pendingCancellation(o.id) !== undefined)[0];
    const request = asked && this.pendingCancellation(asked.id);
    if (!asked || !request) throw this.unavailable(ctx);
    await this.backend.cancellations.answer(await this.sandbox(ctx), request.id, { respond: 'unapproved' });
    return this.ofOrder('order-to-cancel', this.backend.orders.findVisible(ctx, asked.id));
  }

  /** An order of the caller flagged non-conforming, waiting for the reseller's answer. */
  private async nonConformity(ctx: CallContext): Promise<PreparedSituation> {
    const waiting = this.ordersOf(ctx, (o) => this.backend.orders.nonConformityWaiting(o.id))[0];
    if (waiting) return this.ofOrder('non-conformity', waiting);
    const flaggable = (o: OrderRecord) =>
      isOrderStatus(o.status) && canFlagNonConformity(o.status) && !this.pendingCancellation(o.id);
    const order = this.ordersOf(ctx, flaggable)[0];
    if (!order) throw this.unavailable(ctx);
    await this.backend.nonConformities.flag(await this.sandbox(ctx), {
      orderId: order.id,
      reason: 'low-resolution',
      commentAdmin: 'Résolution insuffisante : 150 dpi au lieu de 300.',
      userId: order.userId,
      resellerId: order.resellerId,
    });
    return this.ofOrder('non-conformity', this.backend.orders.findVisible(ctx, order.id));
  }

  /** A quote of the caller whose every series has a file, ready to validate. */
  private async quoteReady(ctx: CallContext): Promise<PreparedSituation> {
    const mine = this.backend.db.collections.quotes
      .all()
      .filter((q) => q.resellerId === ctx.caller.id)
      .sort(newestFirst);
    const ready = mine.find((q) => q.status === 'ready' && q.series.every((s) => s.file));
    const quote =
      ready ??
      (await this.withFiles(
        ctx,
        mine.find((q) => q.status === 'waiting_for_files'),
      ));
    return { situation: 'quote-ready', orderId: null, quoteId: quote.id, reference: quote.reference };
  }

  /** The admin uploads a PDF for each series still without one: the quote becomes ready. */
  private async withFiles(ctx: CallContext, quote: QuoteRecord | undefined): Promise<QuoteRecord> {
    if (!quote) throw this.unavailable(ctx);
    const sandbox = await this.sandbox(ctx);
    for (const series of quote.series.filter((s) => !s.file)) {
      const bytes = placeholderPdf([`Serie ${series.name}`, quote.reference]);
      const file = new File([bytes as Uint8Array<ArrayBuffer>], `serie-${quote.reference}-${series.id}.pdf`, {
        type: 'application/pdf',
      });
      await this.backend.quotes.uploadSeriesFile(sandbox, series.id, { file });
    }
    const updated = this.backend.db.collections.quotes.findFirst((q) => q.where({ id: quote.id }));
    if (!updated || updated.status !== 'ready') throw this.unavailable(ctx);
    return updated;
  }
}
