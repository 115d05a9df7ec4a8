import { IN_PROGRESS } from '../../../src/domain/orders/order-status';
import { nonConformityAnswerBody, seriesUploadBody } from '../../../src/api/requests.api';
import type { Database } from '../../db/database';
import type { OrderNotConformityRecord } from '../../db/orders.schema';
import { notFound, resellerScope, visible, requireCan } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { scopedPage, wordFilter, type RequestListRequest } from '../shared/list-filters';
import type { ListSpec } from '../shared/list-query';
import { OrderLookups, type SeriesDto } from '../orders/order-answers';
import type { OrdersService } from '../orders/orders.service';
import { checkedPdfModel, PDF_EXTENSION, safeFileName } from '../shared/uploads';
import { validateBody } from '../shared/validation';
import { can } from '../../../src/domain/session/can';
import { nonConformityRowDto, orderSeriesDto, type NonConformityRowDto } from './request-answers';
import { requestMessage } from './requests.messages';
import { auditLogOf } from '../audit/audit-log';

const NON_CONFORMITY_STATUSES = ['waiting', 'answered'] as const;

/**
 * The non-conformity requests (docs/rules.md#non-conformity) after the admin made them: the list, the
 * reseller's count of waiting ones, a new PDF per series (base64 file model) and the reseller's
 * answer, which puts the order back in progress.
 */
export class NonConformitiesService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
  ) {}

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
    request: RequestListRequest,
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
    if (request.status !== 'waiting') throw new ApiError(400, { message: requestMessage(ctx.locale, 'notWaiting') });
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
      const text = requestMessage(ctx.locale, 'unknownSeries');
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
        const text = requestMessage(ctx.locale, 'filesMissing', { series: missing.map((s) => s.name).join(', ') });
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
