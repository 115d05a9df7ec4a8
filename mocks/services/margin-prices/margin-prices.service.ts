import type { MarginPriceWire, MarginUploadWire } from '../../../src/api/margin-prices.api';
import { MarginCsvParser, type MarginCsvError } from '../../../src/domain/margin-prices/margin-csv';
import { lineField } from '../../../src/domain/margin-prices/margin-price';
import type { Locale } from '../../../src/domain/shared/format';
import type { MargePriceRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import { ApiError, type ApiFieldError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import {
  checkResellerId,
  checkListParams,
  refuseParameters,
  runList,
  type ListRequest,
  type ListSpec,
} from '../shared/list-query';
import { message, type MessageKey } from '../shared/messages';
import { fieldError } from '../shared/validation';
import { requireCan, resellerScope } from '../shared/access';
import { auditLogOf } from '../audit/audit-log';
import { textInSlices, TimeSlices } from '../shared/time-slices';

/** The largest grid file accepted (a grid of every scenario and quantity stays far below). */
const MARGIN_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The most refused lines a 400 lists (its message counts them all): docs/rules.md#margin-price-csv. */
const MARGIN_ERRORS_LISTED = 100;

const listSpec: ListSpec<MarginPriceWire> = {
  sortable: {
    scenarioUid: (r) => r.scenario.uid,
    quantity: (r) => r.quantity,
    marge: (r) => r.marge,
    createdAt: (r) => r.createdAt,
  },
  defaultSort: { field: 'scenarioUid', order: 'asc' },
  searchText: (r) => `${r.scenario.uid} ${r.quantity}`,
};

const CODE_MESSAGES: Record<MarginCsvError['code'], MessageKey> = {
  empty: 'fileEmpty',
  tooManyLines: 'marginTooManyLines',
  header: 'marginHeader',
  noRows: 'marginNoRows',
  columns: 'marginColumns',
  scenarioMissing: 'marginScenarioMissing',
  scenarioUnknown: 'marginScenarioUnknown',
  quantity: 'marginQuantity',
  marge: 'marginMarge',
  duplicate: 'marginDuplicate',
};

/** One refused line as the API names it: `line 3` (or `file` for the file as a whole). */
function marginErrorOf(error: MarginCsvError, locale: Locale): ApiFieldError {
  return {
    field: error.line > 0 ? lineField(error.line) : 'file',
    message: message(locale, CODE_MESSAGES[error.code], {
      value: error.value ?? '',
      firstLine: error.firstLine ?? '',
      max: error.max ?? '',
    }),
  };
}

const toDto = (r: MargePriceRecord): MarginPriceWire => ({
  id: r.id,
  scenario: { uid: r.scenarioUid },
  quantity: r.quantity,
  marge: r.marge,
  createdAt: r.createdAt,
});

/**
 * /reseller_marge_prices (docs/rules.md): a reseller reads its grid and replaces it whole by
 * uploading a CSV file; a file with any bad line is refused with every bad line, nothing applied.
 * Staff read any grid (`_resellerId`); only a reseller uploads its own.
 */
export class MarginPricesService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get prices() {
    return this.db.collections.margePrices;
  }

  /** The scenarios a grid line may name (the upload's check, and the preview's): every one in the catalogue. */
  private marginScenarios() {
    return this.db.collections.scenarios.all();
  }

  /** GET /reseller_marge_prices/scenarios: the scenarios the upload accepts, by uid. */
  scenarios(ctx: CallContext): { list: { uid: string; name: string }[]; total: number; totalRequest: number } {
    requireCan(ctx, 'read', 'margin-grid');
    const list = this.marginScenarios()
      .map((s) => ({ uid: s.uid, name: s.name }))
      .sort((a, b) => a.uid.localeCompare(b.uid));
    return { list, total: list.length, totalRequest: list.length };
  }

  /** `filter.resellerId`: one reseller's grid (staff; a reseller always gets its own). */
  list(
    ctx: CallContext,
    request: ListRequest<{ readonly resellerId?: number }>,
  ): { list: MarginPriceWire[]; total: number; totalRequest: number } {
    const errors: ApiFieldError[] = [];
    const params = checkListParams(request, listSpec, ctx.locale, errors);
    const wanted = checkResellerId(request.filter?.resellerId, ctx.locale, errors);
    const owner = resellerScope(ctx, 'margin-grid') ?? wanted;
    refuseParameters(errors, ctx.locale);
    const grid = this.prices.all().filter((r) => owner === null || r.resellerId === owner);
    const { rows, totalRequest } = runList(grid.map(toDto), params, listSpec);
    return { list: [...rows], total: grid.length, totalRequest };
  }

  /** POST /reseller_marge_prices, multipart with a `file` field. */
  async upload(ctx: CallContext, body: unknown): Promise<MarginUploadWire> {
    requireCan(ctx, 'replace', 'margin-grid');
    const file = body instanceof FormData ? body.get('file') : null;
    if (!(file instanceof Blob)) throw fieldError(ctx.locale, 'file', 'fileRequired');
    if (file.size > MARGIN_FILE_MAX_BYTES) {
      throw new ApiError(413, {
        message: message(ctx.locale, 'fileTooLarge'),
        errors: [{ field: 'file', message: message(ctx.locale, 'fileTooLarge') }],
      });
    }
    const known = new Set(this.marginScenarios().map((s) => s.uid));
    // A line per step, in slices that leave other callers answered (docs/rules.md#margin-price-csv).
    const parser = new MarginCsvParser(await textInSlices(file), (uid) => known.has(uid));
    const slices = new TimeSlices();
    for (const _line of parser.steps()) await slices.breathe();
    const parsed = parser.result();
    if (parsed.errors.length) {
      throw new ApiError(400, {
        message: message(ctx.locale, 'marginRefused', { count: parsed.errors.length }),
        errors: parsed.errors.slice(0, MARGIN_ERRORS_LISTED).map((error) => marginErrorOf(error, ctx.locale)),
      });
    }
    const createdAt = this.now().toISOString();
    const resellerId = ctx.caller.id;
    const replaced = this.prices.all().filter((r) => r.resellerId === resellerId).length;
    this.prices.deleteMany((q) => q.where({ resellerId }));
    let id = this.db.nextId('margePrices', parsed.rows.length);
    for (const row of parsed.rows) {
      await this.prices.create({
        id: id++,
        resellerId,
        scenarioUid: row.scenarioUid,
        quantity: row.quantity,
        marge: row.marge,
        createdAt,
      });
    }
    // docs/audit.md: one entry for the whole import, with its line count.
    auditLogOf(this.db).record(ctx, {
      action: 'import',
      entity: 'margin-grid',
      entityId: resellerId,
      changes: [{ field: 'lines', from: replaced, to: parsed.rows.length }],
    });
    return { imported: parsed.rows.length };
  }
}
