import {
  canFlagNonConformity,
  IN_PROGRESS,
  isOrderStatus,
  NOT_CONFORMED,
} from '../../../src/domain/orders/order-status';
import {
  nonConformityAnswerBody,
  nonConformityBody,
  seriesUploadBody,
  type nonConformityCreated,
} from '../../../src/api/requests.api';
import type * as v from 'valibot';
import type { Database } from '../../db/database';
import type { OrderNotConformityRecord } from '../../db/orders.schema';
import { notFound, resellerScope, visible, requireCan } from '../shared/access';
import { ApiError, type ApiErrorBody, type ApiFieldError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { scopedPage, wordFilter, type WordListRequest } from '../shared/list-filters';
import { checkInteger, type ListSpec } from '../shared/list-query';
import { OrderLookups, type SeriesDto } from '../orders/order-answers';
import type { OrdersService } from '../orders/orders.service';
import { checkedPdfModel, PDF_EXTENSION, safeFileName } from '../shared/uploads';
import { validateBody } from '../shared/validation';
import { can } from '../../../src/domain/session/can';
import {
  nonConformityDto,
  nonConformityRowDto,
  orderSeriesDto,
  type NonConformityDto,
  type NonConformityRowDto,
} from './non-conformity-answers';
import { orderMessage } from '../orders/orders.messages';
import { message } from '../shared/messages';
import { nonConformityMessage } from './non-conformities.messages';
import { auditLogOf } from '../audit/audit-log';
import { NON_CONFORMITY_STATUSES } from '../../../src/domain/requests/requests';

/**
 * The non-conformity requests (docs/rules.md#non-conformity): the admin's request, an order's latest one,
 * the list, the reseller's count of waiting ones, a new PDF per series (base64 file model) and the
 * reseller's answer, which puts the order back in progress.
 */
export class NonConformitiesService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST /admin/order_not_conformity: only on a reseller's order in 0, 1 or 2 with none waiting;
   * docs/rules.md#non-conformity: without an FTP URL in the configuration the procedure fails with a
   * process message.
   */
  async flag(ctx: CallContext, body: unknown): Promise<v.InferOutput<typeof nonConformityCreated>> {
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
  ofOrder(ctx: CallContext, orderId: number, whileStatus?: number): NonConformityDto | null {
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

  private spec(lookups: OrderLookups): ListSpec<OrderNotConformityRecord> {
    return {
      sortable: { id: (r) => r.id, createdAt: (r) => r.createdAt, status: (r) => r.status },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) =>
        [
          r.id,
          r.reason,
          r.commentAdmin,
          r.commentReseller,
          r.orderId,
          this.orders.orderById(r.orderId)?.internalReference,
          lookups.company(r.resellerId),
        ].join(' '),
    };
  }

  private dto(ctx: CallContext, record: OrderNotConformityRecord, lookups = new OrderLookups(this.db)) {
    return nonConformityRowDto(
      record,
      this.orders.orderById(record.orderId),
      lookups,
      ctx.locale,
      can(ctx.caller, 'read-all', 'non-conformity'),
    );
  }

  /** GET /admin/order_not_conformity_list: id descending by default, `_filter[]` waiting/answered. */
  list(
    ctx: CallContext,
    request: WordListRequest,
  ): { list: NonConformityRowDto[]; total: number; totalRequest: number } {
    const lookups = new OrderLookups(this.db);
    const { rows, total, totalRequest } = scopedPage(
      this.db.collections.orderNotConformities.all(),
      request,
      ctx.locale,
      {
        scope: resellerScope(ctx, 'non-conformity'),
        spec: this.spec(lookups),
        statuses: wordFilter(NON_CONFORMITY_STATUSES, ctx.locale),
      },
    );
    return { list: rows.map((r) => this.dto(ctx, r, lookups)), total, totalRequest };
  }

  /** GET /admin/order_not_conformity/count/{resellerId}: a reseller asks for itself only. */
  countWaiting(ctx: CallContext, resellerId: number): { count: number } {
    const scope = resellerScope(ctx, 'non-conformity');
    if (scope !== null && scope !== resellerId) throw notFound(ctx);
    const count = this.db.collections.orderNotConformities
      .all()
      .filter((r) => r.resellerId === resellerId && r.status === 'waiting').length;
    return { count };
  }

  /** A waiting request of the calling reseller (admin and reader: 403; another reseller's: 404). */
  private waitingOf(ctx: CallContext, id: number): OrderNotConformityRecord {
    requireCan(ctx, 'answer', 'non-conformity');
    const request = visible(
      ctx,
      'non-conformity',
      this.db.collections.orderNotConformities.findFirst((q) => q.where({ id })),
    );
    if (request.status !== 'waiting')
      throw new ApiError(400, { message: nonConformityMessage(ctx.locale, 'notWaiting') });
    return request;
  }

  /**
   * POST /admin/order_not_conformity/upload/{id} {serie, file: {filename, size, base64}}: a new
   * PDF for one of the order's series; the answer is the series, which replaces it on screen.
   */
  async upload(ctx: CallContext, id: number, body: unknown): Promise<SeriesDto> {
    const request = this.waitingOf(ctx, id);
    const input = validateBody(seriesUploadBody, body, ctx.locale);
    const order = this.orders.orderById(request.orderId);
    if (!order) throw notFound(ctx);
    const series = order.quote.series.find((s) => s.id === input.serie);
    if (!series) {
      const text = nonConformityMessage(ctx.locale, 'unknownSeries');
      throw new ApiError(400, { message: text, errors: [{ field: 'serie', message: text }] });
    }
    const bytes = checkedPdfModel(ctx.locale, input.file.base64);
    const name = safeFileName(input.file.filename, `serie-${order.id}-${series.id}.pdf`, PDF_EXTENSION);
    const updated = await this.orders.replaceSeriesFile(ctx, order.id, series.id, name, bytes);
    await this.db.collections.orderNotConformities.update((q) => q.where({ id: request.id }), {
      data: (r) => {
        if (!r.replacedSeries.includes(series.id)) r.replacedSeries.push(series.id);
      },
    });
    const replaced = updated.quote.series.find((s) => s.id === series.id) ?? series;
    return orderSeriesDto(updated, replaced);
  }

  /**
   * PATCH /admin/order_not_conformity/{id} {commentReseller, responseType}: 'send-new-file'
   * needs a new file for every series; the request is answered and the order back in progress.
   */
  async answer(ctx: CallContext, id: number, body: unknown): Promise<NonConformityRowDto> {
    const request = this.waitingOf(ctx, id);
    const input = validateBody(nonConformityAnswerBody, body, ctx.locale);
    if (input.responseType === 'send-new-file') {
      const order = this.orders.orderById(request.orderId);
      const missing = (order?.quote.series ?? []).filter((s) => !request.replacedSeries.includes(s.id));
      if (missing.length) {
        const text = nonConformityMessage(ctx.locale, 'filesMissing', {
          series: missing.map((s) => s.name).join(', '),
        });
        throw new ApiError(400, { message: text, errors: [{ field: 'responseType', message: text }] });
      }
    }
    const answered = await this.db.collections.orderNotConformities.update((q) => q.where({ id: request.id }), {
      data: (r) => {
        r.status = 'answered';
        r.responseReseller = input.responseType;
        r.commentReseller = input.commentReseller;
      },
    });
    const files = this.orders
      .orderById(request.orderId)
      ?.quote.series.filter((s) => request.replacedSeries.includes(s.id))
      .map((s) => s.file)
      .join(', ');
    auditLogOf(this.db).record(ctx, {
      action: 'non-conformity-answer',
      entity: 'non-conformity',
      entityId: request.id,
      orderId: request.orderId,
      changes: [
        { field: 'responseReseller', from: null, to: input.responseType },
        { field: 'commentReseller', from: null, to: input.commentReseller },
        ...(input.responseType === 'send-new-file' ? [{ field: 'files', from: null, to: files || null }] : []),
      ],
    });
    await this.orders.setStatus(ctx, request.orderId, IN_PROGRESS);
    return this.dto(ctx, answered as OrderNotConformityRecord);
  }
}
