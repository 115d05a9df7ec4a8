import { cancelAnswerBody, cancellationBody, cancelTreatmentBody } from '../../../src/api/requests.api';
import {
  CANCELLATION_REQUESTED,
  CANCELLED,
  canAskCancellation,
  IN_PROGRESS,
  isOrderStatus,
  type OrderStatusId,
} from '../../../src/domain/orders/order-status';
import { CANCEL_REQUEST_STATUSES } from '../../../src/domain/requests/requests';
import type { Database } from '../../db/database';
import type { OrderRequestCancelRecord } from '../../db/orders.schema';
import { notFound, resellerScope, visible, requireCan } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { scopedPage, wordFilter, type WordListRequest } from '../shared/list-filters';
import type { ListSpec } from '../shared/list-query';
import { OrderLookups } from '../orders/order-answers';
import type { OrdersService } from '../orders/orders.service';
import { fieldError, validateBody } from '../shared/validation';
import { cancelRowDto, type CancelRequestRowDto } from './cancellation-answers';
import { cancellationMessage, type CancellationMessageKey } from './cancellations.messages';
import { auditLogOf } from '../audit/audit-log';
import type { AuditAction } from '../../../src/domain/audit/audit';

/** The audit action of each answer (docs/audit.md). */
const ANSWER_ACTIONS: Readonly<Record<OrderRequestCancelRecord['status'], AuditAction>> = {
  pending: 'cancel-ask',
  approved: 'cancel-approve',
  unapproved: 'cancel-refuse',
  treatment_cancelled: 'cancel-treatment-cancelled',
};

/**
 * The cancellation requests (docs/rules.md#cancellation-requests): a reseller's request, the list, the
 * admin's answer (approved → order cancelled, unapproved → order back to its status before the request)
 * and 'cancel the treatment' (order back in progress, docs/rules.md#cancel-the-treatment).
 */
export class CancellationsService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /order_request_cancels: a reseller asks to cancel its own pending or in-progress order. */
  async ask(ctx: CallContext, body: unknown): Promise<CancelRequestRowDto> {
    requireCan(ctx, 'request-cancel', 'order');
    const input = validateBody(cancellationBody, body, ctx.locale);
    const order = this.orders.findVisible(ctx, input.order);
    const requests = this.db.collections.orderRequestCancels;
    if (requests.all().some((r) => r.orderId === order.id && r.status === 'pending')) {
      throw this.orders.refusal(ctx, 'cancellationPending');
    }
    if (!isOrderStatus(order.status) || !canAskCancellation(order.status)) {
      throw this.orders.refusal(ctx, 'cancellationNotAllowed');
    }
    const created = await requests.create({
      id: this.db.nextId('orderRequestCancels'),
      orderId: order.id,
      userId: ctx.caller.id,
      resellerId: ctx.caller.id,
      status: 'pending',
      reason: input.comment,
      reference: input.reference || order.internalReference,
      previousStatus: order.status,
      createdAt: this.now().toISOString(),
    });
    auditLogOf(this.db).record(ctx, {
      action: 'cancel-ask',
      entity: 'cancel-request',
      entityId: created.id,
      orderId: order.id,
      changes: [{ field: 'reason', from: null, to: created.reason }],
    });
    const updated = await this.orders.setStatus(ctx, order.id, CANCELLATION_REQUESTED);
    return cancelRowDto(created, updated, new OrderLookups(this.db), ctx.locale);
  }

  private refusal(ctx: CallContext, key: CancellationMessageKey): ApiError {
    return new ApiError(400, { message: cancellationMessage(ctx.locale, key) });
  }

  private spec(lookups: OrderLookups): ListSpec<OrderRequestCancelRecord> {
    return {
      sortable: { id: (r) => r.id, createdAt: (r) => r.createdAt, status: (r) => r.status },
      defaultSort: { field: 'createdAt', order: 'desc' },
      searchText: (r) => {
        const order = this.orders.orderById(r.orderId);
        return [r.id, r.reference, r.reason, lookups.company(r.resellerId), r.orderId, order?.internalReference].join(
          ' ',
        );
      },
    };
  }

  private dto(ctx: CallContext, record: OrderRequestCancelRecord, lookups = new OrderLookups(this.db)) {
    return cancelRowDto(record, this.orders.orderById(record.orderId), lookups, ctx.locale);
  }

  /** GET /admin/order_request_cancels: `_search`, `_filter[]` (statuses), `_resellerId` for staff. */
  list(
    ctx: CallContext,
    request: WordListRequest,
  ): { list: CancelRequestRowDto[]; total: number; totalRequest: number } {
    const scope = resellerScope(ctx, 'cancel-request');
    const lookups = new OrderLookups(this.db);
    const { rows, total, totalRequest } = scopedPage(
      this.db.collections.orderRequestCancels.all(),
      request,
      ctx.locale,
      {
        scope,
        spec: this.spec(lookups),
        statuses: wordFilter(CANCEL_REQUEST_STATUSES, ctx.locale),
      },
    );
    return { list: rows.map((r) => this.dto(ctx, r, lookups)), total, totalRequest };
  }

  private find(ctx: CallContext, id: number): OrderRequestCancelRecord {
    const record = this.db.collections.orderRequestCancels.findFirst((q) => q.where({ id }));
    if (!record) throw notFound(ctx);
    return visible(ctx, 'cancel-request', record);
  }

  /** Moves the request and records it on its order's timeline. */
  private async setStatus(
    ctx: CallContext,
    request: OrderRequestCancelRecord,
    status: OrderRequestCancelRecord['status'],
  ): Promise<OrderRequestCancelRecord> {
    const { id } = request;
    const from = request.status;
    const updated = await this.db.collections.orderRequestCancels.update((q) => q.where({ id }), {
      data: (r) => {
        r.status = status;
      },
    });
    auditLogOf(this.db).record(ctx, {
      action: ANSWER_ACTIONS[status],
      entity: 'cancel-request',
      entityId: id,
      orderId: request.orderId,
      changes: [{ field: 'status', from, to: status }],
    });
    return updated as OrderRequestCancelRecord;
  }

  /** PATCH /admin/order_request_cancels/{id} {respond}: the admin answers a pending request. */
  async answer(ctx: CallContext, id: number, body: unknown): Promise<CancelRequestRowDto> {
    requireCan(ctx, 'treat', 'cancel-request');
    const request = this.find(ctx, id);
    const { respond } = validateBody(cancelAnswerBody, body, ctx.locale);
    if (request.status !== 'pending') throw this.refusal(ctx, 'notPending');
    const answered = await this.setStatus(ctx, request, respond);
    await this.orders.setStatus(
      ctx,
      request.orderId,
      respond === 'approved' ? CANCELLED : this.restoredStatus(request),
    );
    return this.dto(ctx, answered);
  }

  /** Where a refusal puts the order back: its status before the request. */
  private restoredStatus(request: OrderRequestCancelRecord): OrderStatusId {
    return isOrderStatus(request.previousStatus) ? request.previousStatus : IN_PROGRESS;
  }

  /**
   * PATCH /admin/order_request_cancels/cancel/{id}: undoes an answer; the order goes back in
   * progress. Only while the order is still where the answer left it (docs/rules.md#cancel-the-treatment):
   * cancelled (100) after an approval, back at its former status after a refusal; an order that
   * has moved on since (shipped, delivered…) is refused with a 400 and nothing changes.
   */
  async cancelTreatment(ctx: CallContext, id: number, body: unknown): Promise<CancelRequestRowDto> {
    requireCan(ctx, 'treat', 'cancel-request');
    const request = this.find(ctx, id);
    const input = validateBody(cancelTreatmentBody, body ?? {}, ctx.locale);
    if (input.orderRequestCancel !== undefined && input.orderRequestCancel !== request.id) {
      throw fieldError(ctx.locale, 'orderRequestCancel', 'invalid');
    }
    if (request.status !== 'approved' && request.status !== 'unapproved') throw this.refusal(ctx, 'notAnswered');
    const leftAt = request.status === 'approved' ? CANCELLED : this.restoredStatus(request);
    if (this.orders.orderById(request.orderId)?.status !== leftAt) throw this.refusal(ctx, 'orderMovedOn');
    const undone = await this.setStatus(ctx, request, 'treatment_cancelled');
    // An order a refusal left in progress stays there: no status change to record.
    if (leftAt !== IN_PROGRESS) await this.orders.setStatus(ctx, request.orderId, IN_PROGRESS);
    return this.dto(ctx, undone);
  }
}
