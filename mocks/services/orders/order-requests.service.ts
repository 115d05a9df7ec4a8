import {
  CANCELLATION_REQUESTED,
  canAskCancellation,
  canFlagNonConformity,
  isOrderStatus,
  NOT_CONFORMED,
} from '../../../src/domain/orders/order-status';
import { cancellationBody, nonConformityBody, type nonConformityCreated } from '../../../src/api/requests.api';
import type * as v from 'valibot';
import type { Database } from '../../db/database';
import { ApiError, type ApiErrorBody, type ApiFieldError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { validateBody } from '../shared/validation';
import { requireCan } from '../shared/access';
import { can } from '../../../src/domain/session/can';
import { checkInteger } from '../shared/list-query';
import {
  cancelRowDto,
  nonConformityDto,
  type CancelRequestRowDto,
  type NonConformityDto,
} from '../requests/request-answers';
import { OrderLookups } from './order-answers';
import { orderMessage } from './orders.messages';
import { message } from '../shared/messages';
import type { OrdersService } from './orders.service';
import { auditLogOf } from '../audit/audit-log';

/**
 * The requests the order screens write and read: a reseller's cancellation request
 * (docs/rules.md#cancellation-requests) and an admin's non-conformity request
 * (docs/rules.md#non-conformity). Their lists and answers are the requests screens' job.
 */
export class OrderRequestsService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /order_request_cancels: a reseller asks to cancel its own pending or in-progress order. */
  async askCancellation(ctx: CallContext, body: unknown): Promise<CancelRequestRowDto> {
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

  /**
   * POST /admin/order_not_conformity: only on a reseller's order in 0, 1 or 2 with none waiting;
   * docs/rules.md#non-conformity: without an FTP URL in the configuration the procedure fails with a
   * process message.
   */
  async createNonConformity(ctx: CallContext, body: unknown): Promise<v.InferOutput<typeof nonConformityCreated>> {
    requireCan(ctx, 'flag-non-conformity', 'order');
    const input = validateBody(nonConformityBody, body, ctx.locale);
    const order = this.orders.findVisible(ctx, input.orderId);
    if (order.resellerId === null) throw this.orders.refusal(ctx, 'notResellerOrder');
    if (this.orders.nonConformityWaiting(order.id)) throw this.orders.refusal(ctx, 'nonConformityWaiting');
    if (!isOrderStatus(order.status) || !canFlagNonConformity(order.status)) {
      throw this.orders.refusal(ctx, 'nonConformityStatus');
    }
    const config = this.db.collections.configEnv.all()[0];
    if (!config?.ftpUrl?.trim()) {
      const processMessage = orderMessage(ctx.locale, 'ftpMissing');
      const failure: ApiErrorBody & { process_message: string } = {
        message: processMessage,
        process_message: processMessage,
      };
      // The production system could not be reached: a gateway failure, carrying its process message.
      throw new ApiError(502, failure);
    }
    const created = await this.db.collections.orderNotConformities.create({
      id: this.db.nextId('orderNotConformities'),
      orderId: order.id,
      userId: ctx.caller.id,
      resellerId: order.resellerId,
      reason: input.reason,
      commentAdmin: input.commentAdmin,
      commentReseller: null,
      responseReseller: null,
      status: 'waiting',
      createdAt: this.now().toISOString(),
      replacedSeries: [],
    });
    auditLogOf(this.db).record(ctx, {
      action: 'non-conformity-flag',
      entity: 'non-conformity',
      entityId: created.id,
      orderId: order.id,
      changes: [
        { field: 'reason', from: null, to: created.reason },
        { field: 'commentAdmin', from: null, to: created.commentAdmin },
      ],
    });
    await this.orders.setStatus(ctx, order.id, NOT_CONFORMED);
    return {
      entity: nonConformityDto(created, new OrderLookups(this.db), true),
      createdAt: created.createdAt,
      process_message: null,
    };
  }

  /** GET /admin/order_not_conformity/{id} (an order's id): the order's latest request, or null. */
  /** `whileStatus` (`_order_status_ext_id`): null unless the order is in that status. */
  nonConformityOf(ctx: CallContext, orderId: number, whileStatus?: number): NonConformityDto | null {
    // docs/api/README.md#lists: a parameter that is not what it must be is a 400 naming it, never ignored.
    const errors: ApiFieldError[] = [];
    const status = checkInteger(
      whileStatus,
      '_order_status_ext_id',
      { fallback: -1, min: 0, max: 1000 },
      ctx.locale,
      errors,
    );
    if (errors.length) throw new ApiError(400, { message: message(ctx.locale, 'invalid'), errors });
    const order = this.orders.findVisible(ctx, orderId);
    if (whileStatus !== undefined && order.status !== status) return null;
    const latest = this.db.collections.orderNotConformities
      .all()
      .filter((r) => r.orderId === order.id)
      .sort((a, b) => b.id - a.id)[0];
    return latest
      ? nonConformityDto(latest, new OrderLookups(this.db), can(ctx.caller, 'read-all', 'non-conformity'))
      : null;
  }
}
