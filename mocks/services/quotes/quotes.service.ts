import { PENDING } from '../../../src/domain/orders/order-status';
import { QUOTE_STATUSES, quoteValidation } from '../../../src/domain/quotes/quote';
import { cents } from '../../../src/domain/shared/money';
import type { Database } from '../../db/database';
import { quoteSpecOf, type QuoteRecord } from '../../db/quotes.schema';
import { notFound, resellerScope, visible, requireCan } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import type { ListRequest } from '../shared/list-query';
import { scopedPage, wordFilter, type SharedListFilter } from '../shared/list-filters';

/** The quote list's request (the domain's QuoteFilter fits it); statuses are quote status words. */
export type QuoteListRequest = ListRequest<SharedListFilter<string>>;
import type { ListSpec } from '../shared/list-query';
import { placeholderPdf } from '../orders/files';
import { OrderLookups } from '../orders/order-answers';
import type { OrdersService } from '../orders/orders.service';
import type { XlsxWriter } from '../orders/xlsx-sheet';
import { writeXlsxOnDemand } from '../orders/xlsx-writer';
import { exportQueueOf } from '../shared/export-queue';
import type { ExportedFile } from '../shared/spreadsheet-export';
import { quoteExportBody } from '../../../src/api/quotes.api';
import { checkedPdfPart, PDF_EXTENSION, safeFileName } from '../shared/uploads';
import { validateBody } from '../shared/validation';
import { assertVersion } from '../shared/versions';
import { quoteExportFile } from './quote-export';
import { quoteDetailDto, quoteRowDto, type QuoteDetailDto, type QuoteRowDto } from './quote-answers';
import { quoteMessage, type QuoteMessageKey } from './quotes.messages';
import { auditLogOf, changesBetween } from '../audit/audit-log';

const DAY = 86_400_000;

/**
 * The quote calls (docs/api/README.md#calls, docs/rules.md#quotes): the list with the order list's
 * filters, the detail, one PDF per series while the quote waits for files (ready once each series has
 * one), validation into a pending order, the staff's export and the series files.
 */
export class QuotesService {
  /** Series files uploaded since the seed, by series id (ids are unique across quotes). */
  private readonly seriesFiles = new Map<number, Uint8Array>();

  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
    private readonly writeXlsx: XlsxWriter = writeXlsxOnDemand,
  ) {}

  private refusal(ctx: CallContext, key: QuoteMessageKey, values: Record<string, string> = {}): ApiError {
    return new ApiError(400, { message: quoteMessage(ctx.locale, key, values) });
  }

  private spec(lookups: OrderLookups): ListSpec<QuoteRecord> {
    return {
      sortable: {
        id: (q) => q.id,
        createdAt: (q) => q.createdAt,
        price: (q) => q.price,
        reference: (q) => q.reference,
        status: (q) => q.status,
      },
      defaultSort: { field: 'createdAt', order: 'desc' },
      searchText: (q) => {
        const front = q.frontUserId === null ? undefined : lookups.users.get(q.frontUserId);
        return [
          q.id,
          q.reference,
          q.internalReference,
          lookups.company(q.resellerId),
          lookups.scenarioName(q.scenarioId),
          front?.firstname,
          front?.lastname,
          front?.username,
          q.customer.name,
          q.address.city,
        ].join(' ');
      },
    };
  }

  private page(ctx: CallContext, request: QuoteListRequest, lookups: OrderLookups, allPages = false) {
    return scopedPage(this.db.collections.quotes.all(), request, ctx.locale, {
      allPages,
      scope: resellerScope(ctx, 'quote'),
      spec: this.spec(lookups),
      statuses: wordFilter(QUOTE_STATUSES, ctx.locale),
    });
  }

  /** GET /admin/quotes: `_search`, `_filter[]`, `_resellerId[]`, `_start_date`, `_end_date`, createdAt desc. */
  list(ctx: CallContext, request: QuoteListRequest): { list: QuoteRowDto[]; total: number; totalRequest: number } {
    const lookups = new OrderLookups(this.db);
    const { rows, total, totalRequest } = this.page(ctx, request, lookups);
    return { list: rows.map((q) => quoteRowDto(q, lookups)), total, totalRequest };
  }

  private find(ctx: CallContext, id: number): QuoteRecord {
    return visible(
      ctx,
      'quote',
      this.db.collections.quotes.findFirst((q) => q.where({ id })),
    );
  }

  private detail(record: QuoteRecord): QuoteDetailDto {
    const shape =
      record.shapeId === null
        ? undefined
        : this.db.collections.shapes.findFirst((q) => q.where({ id: record.shapeId as number }));
    return quoteDetailDto(record, new OrderLookups(this.db), shape?.name ?? null);
  }

  /** GET /admin/quotes/{id}: another reseller's quote is a 404. */
  get(ctx: CallContext, id: number): QuoteDetailDto {
    return this.detail(this.find(ctx, id));
  }

  /** GET /admin/quotes/{id}/files/series/{seriesId}: the uploaded PDF, or the seed's stand-in. */
  file(ctx: CallContext, id: number, seriesId: number): ExportedFile {
    const quote = this.find(ctx, id);
    const series = quote.series.find((s) => s.id === seriesId);
    if (!series?.file) throw notFound(ctx);
    const bytes =
      this.seriesFiles.get(series.id) ??
      placeholderPdf([`Serie ${series.name} : ${series.file}`, `${quote.reference} (#${quote.id})`]);
    return {
      bytes,
      filename: safeFileName(series.file, `serie-${quote.reference}-${series.id}.pdf`),
      contentType: 'application/pdf',
    };
  }

  /**
   * POST /quote_series/{seriesId}/file (multipart file, id, name): the admin or the owning
   * reseller, while the quote waits for files; once every series has one the quote is ready.
   */
  async uploadSeriesFile(ctx: CallContext, seriesId: number, body: unknown): Promise<QuoteDetailDto> {
    requireCan(ctx, 'upload-series', 'quote');
    const quote = this.find(
      ctx,
      this.db.collections.quotes.all().find((q) => q.series.some((s) => s.id === seriesId))?.id ?? -1,
    );
    if (quote.status !== 'waiting_for_files') throw this.refusal(ctx, 'notWaitingForFiles');
    const { bytes, name } = await checkedPdfPart(ctx.locale, body);
    const fileName = safeFileName(name, `serie-${quote.reference}-${seriesId}.pdf`, PDF_EXTENSION);
    this.seriesFiles.set(seriesId, bytes);
    const series = quote.series.find((s) => s.id === seriesId);
    const before = { file: series?.file ?? null, status: quote.status };
    const updated = await this.db.collections.quotes.update((q) => q.where({ id: quote.id }), {
      data: (q) => {
        for (const series of q.series) if (series.id === seriesId) series.file = fileName;
        if (q.series.every((s) => s.file)) q.status = 'ready';
      },
    });
    auditLogOf(this.db).record(ctx, {
      action: 'series-file',
      entity: 'quote',
      entityId: quote.id,
      changes: changesBetween(before, { file: fileName, status: (updated as QuoteRecord).status }).map((c) =>
        c.field === 'file' ? { ...c, field: `series ${series?.name ?? seriesId}` } : c,
      ),
    });
    return this.detail(updated as QuoteRecord);
  }

  /**
   * PATCH /quotes/{id}/validate: a quote with every file becomes a pending order (listed at
   * once), linked both ways; a missing file or a validated or expired quote is a 400.
   */
  async validate(ctx: CallContext, id: number, ifMatch?: string | null): Promise<QuoteDetailDto> {
    requireCan(ctx, 'validate', 'quote');
    const quote = this.find(ctx, id);
    // docs/api/README.md#versions-and-lost-updates: the quote as the caller read it, or a 412.
    assertVersion(ctx, ifMatch, () => this.detail(quote));
    // The domain's rule (docs/rules.md#quotes), which the back office asks before offering the button.
    const validation = quoteValidation(quote);
    if (!validation.ok)
      throw validation.reason === 'filesMissing'
        ? this.refusal(ctx, 'filesMissing', { series: validation.missing.join(', ') })
        : this.refusal(ctx, 'notValidatable');
    const { resellerId } = quote;
    const reseller =
      resellerId === null ? undefined : this.db.collections.resellers.findFirst((q) => q.where({ id: resellerId }));
    const created = this.now();
    const files = new Map<number, Uint8Array>();
    for (const s of quote.series) {
      const bytes = this.seriesFiles.get(s.id);
      if (bytes) files.set(s.id, bytes);
    }
    const order = await this.orders.createFromQuote(
      ctx,
      {
        // A quote of the business's own (no reseller) becomes an order placed by staff: by whoever validates it.
        userId: resellerId ?? ctx.caller.id,
        resellerId,
        frontUserId: quote.frontUserId,
        scenarioId: quote.scenarioId,
        status: PENDING,
        total: cents(quote.price * (1 - (reseller?.discount ?? 0) / 100)),
        resalePrice: quote.resalePrice,
        weight: quote.weight,
        createdAt: created.toISOString(),
        estimatedAt: new Date(created.getTime() + 7 * DAY).toISOString(),
        customer: { ...quote.customer },
        address: { ...quote.address },
        hasShippingLabel: false,
        hasManufacturingPdf: false,
        deliveryNote: null,
        tracking: [],
        quote: {
          ...quoteSpecOf(quote),
          id: quote.id,
          reference: quote.reference,
          series: quote.series.map((s) => ({ ...s })),
        },
      },
      files,
    );
    const updated = await this.db.collections.quotes.update((q) => q.where({ id: quote.id }), {
      data: (q) => {
        q.status = 'validated';
        q.orderId = order.id;
      },
    });
    auditLogOf(this.db).record(ctx, {
      action: 'validate',
      entity: 'quote',
      entityId: quote.id,
      orderId: order.id,
      changes: [
        { field: 'status', from: quote.status, to: 'validated' },
        { field: 'order', from: null, to: order.internalReference },
      ],
    });
    return this.detail(updated as QuoteRecord);
  }

  /** POST /admin/quotes/export: staff only; the list's filters and sort, every page. */
  async exportQuotes(ctx: CallContext, request: QuoteListRequest, body: unknown): Promise<ExportedFile> {
    requireCan(ctx, 'read-all', 'quote');
    const input = validateBody(quoteExportBody, body, ctx.locale);
    const lookups = new OrderLookups(this.db);
    const { rows } = this.page(ctx, request, lookups, true);
    return exportQueueOf(this.db).run(ctx, () =>
      quoteExportFile(rows, [...new Set(input.propertiesToExport)], {
        db: this.db,
        lookups,
        reader: { locale: ctx.locale, timeZone: input.timeZone },
        orderOf: (q) => (q.orderId === null ? undefined : this.orders.orderById(q.orderId)),
        type: input.type,
        writeXlsx: this.writeXlsx,
      }),
    );
  }
}
