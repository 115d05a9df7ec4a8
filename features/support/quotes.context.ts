import assert from 'node:assert/strict';
import type { QuoteRecord } from '../../mocks/db/quotes.schema';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import { QUOTE_REPOSITORY, type QuoteRepository } from '../../src/application/quotes/quote-repository.port';
import { QUOTES } from '../../src/application/quotes/quotes.tokens';
import type { DownloadedFile, ExportType } from '../../src/domain/orders/order';
import type { Quote, QuoteExportProperty, QuoteFilter, QuoteStatus, QuoteSummary } from '../../src/domain/quotes/quote';
import { QuoteActionRefusedError } from '../../src/domain/quotes/quote-errors';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { assertEveryRowMatches, assertCount } from './assertions';
import { assertExportHeader, exportedCell, pdfFile, textFile } from './files';
import { toldCount } from './notices';
import { dayRange } from './seeded-orders';
import { itemsIn, newestFirst } from './text';
import type { BackOfficeWorld } from './world';

/**
 * The quote screens as a user works them: the list and its filters, the quote open, the files
 * sent, the export saved.
 */
export class QuotesContext {
  private page: Page<QuoteSummary> | null = null;
  private query: ListQuery<QuoteFilter> = { page: 1, size: 25 };
  private quote: Quote | null = null;
  private sent: number[] = [];
  private file: DownloadedFile | null = null;
  private searched = '';
  private planted: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get records(): QuoteRecord[] {
    return this.world.backend.db.collections.quotes.all();
  }

  /** A seeded quote matching `test`, the newest one. */
  private pick(test: (q: QuoteRecord) => boolean): QuoteRecord {
    const found = this.records.filter(test).sort(newestFirst)[0];
    assert.ok(found, 'the seed has no such quote');
    return found;
  }

  // ------------------------------------------------------------------ list

  async list(query: Partial<ListQuery> = {}, filter: QuoteFilter = {}): Promise<void> {
    this.query = { page: 1, size: 25, ...query, filter };
    this.page = (await this.world.attempt(() => this.world.use(QUOTES).list.execute(this.query))) ?? null;
  }

  async filterByReseller(text: string): Promise<void> {
    const [first] = await this.world.use(ORDERS).suggestResellers.execute(text);
    assert.ok(first, `no reseller suggested for "${text}"`);
    await this.list({}, { resellerIds: [first.id] });
  }

  filterByDates(from: string, to: string): Promise<void> {
    return this.list({}, dayRange(from, to));
  }

  /** Searches for the reference of the newest quote of `login`. */
  searchReferenceOf(login: string): Promise<void> {
    const owner = this.world.account(login).id;
    this.searched = this.pick((q) => q.resellerId === owner).reference;
    return this.list({ search: this.searched });
  }

  listAsking(login: string): Promise<void> {
    return this.list({}, { resellerIds: [this.world.account(login).id] });
  }

  private get shown(): Page<QuoteSummary> {
    this.world.assertSucceeded();
    assert.ok(this.page, 'no quote list shown');
    return this.page;
  }

  /** The page shows the newest of `expected` (by creation date) and counts them all. */
  private assertNewestOf(expected: readonly QuoteRecord[], count: 'total' | 'totalRequest'): void {
    const page = this.shown;
    assert.ok(expected.length > page.items.length, 'the list should span several pages');
    assertCount(page[count], expected.length, 'the count shown, as many as the seed holds matching');
    assert.deepEqual(
      page.items.map((q) => q.createdAt),
      [...expected]
        .sort(newestFirst)
        .slice(0, 25)
        .map((q) => q.createdAt),
    );
  }

  assertNewestOfAll(): void {
    this.assertNewestOf(this.records, 'total');
  }

  assertOnlyOf(login: string, count: 'total' | 'totalRequest'): void {
    const owner = this.world.account(login).id;
    this.assertNewestOf(
      this.records.filter((q) => q.resellerId === owner),
      count,
    );
    for (const q of this.shown.items) {
      assert.equal(q.resellerId, owner);
      assert.equal(q.company, this.world.account(login).company);
    }
  }

  /** A reseller's own quotes only, whatever it asked for. */
  assertOnlyOwn(): void {
    this.assertOnlyOf(this.world.currentLogin, 'total');
  }

  assertCreatedWithin(from: string, to: string): void {
    const { createdFrom, createdTo } = dayRange(from, to);
    const inRange = this.records.filter((q) => q.createdAt >= createdFrom && q.createdAt <= createdTo);
    this.assertNewestOf(inRange, 'totalRequest');
    assert.ok(this.shown.totalRequest < this.shown.total, 'the dates did not narrow the list');
  }

  assertSearchFound(): void {
    const page = this.shown;
    assert.ok(
      page.items.some((q) => q.reference === this.searched),
      `${this.searched} is not listed`,
    );
    assertEveryRowMatches(page, this.searched, 25, {
      text: (q) => [q.id, q.reference, q.internalReference, q.company, q.scenario, q.frontUser?.username].join(' '),
      name: (q) => `quote ${q.id}`,
    });
  }

  // ------------------------------------------------------------------ detail

  async open(id: number): Promise<void> {
    this.quote = (await this.world.attempt(() => this.world.use(QUOTE_REPOSITORY).get(id))) ?? null;
    this.sent = [];
  }

  /** A quote of `login` waiting for files, with several series and none of their files if the seed has one. */
  openWaiting(login: string): Promise<void> {
    const owner = this.world.account(login).id;
    const waiting = this.records.filter((q) => q.resellerId === owner && q.status === 'waiting_for_files');
    const best =
      waiting.filter((q) => q.series.length > 1 && q.series.every((s) => !s.file)).sort(newestFirst)[0] ??
      waiting.sort(newestFirst)[0];
    assert.ok(best, `${login} has no quote waiting for files`);
    return this.open(best.id);
  }

  openWithStatus(login: string, status: QuoteStatus): Promise<void> {
    const owner = this.world.account(login).id;
    return this.open(this.pick((q) => q.resellerId === owner && q.status === status).id);
  }

  /** The quote open on its detail page, whatever the last action gave. */
  private get current(): Quote {
    assert.ok(this.quote, 'no quote open');
    return this.quote;
  }

  private get opened(): Quote {
    this.world.assertSucceeded();
    return this.current;
  }

  assertDetail(status: QuoteStatus): void {
    const quote = this.opened;
    const record = this.records.find((q) => q.id === quote.id);
    assert.ok(record);
    assert.equal(quote.status, status);
    assert.equal(quote.reference, record.reference);
    assert.equal(quote.seriesCount, record.series.length);
    assert.deepEqual(
      quote.series.map((s) => [s.id, s.name, s.quantity, Boolean(s.file)]),
      record.series.map((s) => [s.id, s.name, s.quantity, Boolean(s.file)]),
    );
    assert.ok(
      quote.series.some((s) => !s.file),
      'every series already has its file',
    );
  }

  /** The domain's refusal lists, by name and in order, the series of the opened quote that have no file. */
  assertRefusalNamesMissingSeries(): void {
    const error = this.world.lastError;
    assert.ok(error instanceof QuoteActionRefusedError, `expected the domain's refusal, got ${String(error)}`);
    const record = this.records.find((q) => q.id === this.current.id);
    assert.ok(record);
    const missing = record.series.filter((s) => !s.file).map((s) => s.name);
    assert.ok(missing.length > 0);
    assert.deepEqual(error.missing, missing);
  }

  async validate(): Promise<void> {
    const quote = this.current;
    const validated = await this.world.attempt(() => this.world.use(QUOTES).validate.execute(quote));
    if (validated) this.quote = validated;
  }

  async validateThroughApi(): Promise<void> {
    const quote = this.current;
    await this.world.attempt(() => this.world.use<QuoteRepository>(QUOTE_REPOSITORY).validate(quote.id));
  }

  private async send(file: (seriesId: number) => File, which: 'first' | 'missing'): Promise<void> {
    const quote = this.current;
    const missing = quote.series.filter((s) => !s.file);
    const targets = which === 'first' ? quote.series.slice(0, 1) : missing;
    assert.ok(targets.length > 0, 'no series to send a file for');
    const upload = this.world.use(QUOTES).uploadSeriesFile;
    let current = quote;
    for (const series of targets) {
      const progress: number[] = [];
      const updated = await this.world.attempt(() =>
        upload.execute(current, series.id, file(series.id), (p) => progress.push(p)),
      );
      if (!updated) return;
      assert.equal(progress.at(-1), 1, 'no progress reached 100 %');
      this.sent.push(series.id);
      current = updated;
    }
    this.quote = current;
  }

  sendPdfForEachMissing(): Promise<void> {
    return this.send((id) => pdfFile(`serie-${id}.pdf`), 'missing');
  }

  sendPdfForFirst(): Promise<void> {
    return this.send((id) => pdfFile(`serie-${id}.pdf`), 'first');
  }

  sendTextForFirst(name: string): Promise<void> {
    return this.send(() => textFile(name), 'first');
  }

  async sendTextThroughApi(name: string): Promise<void> {
    const quote = this.current;
    const series = quote.series[0];
    assert.ok(series);
    await this.world.attempt(() =>
      this.world.use<QuoteRepository>(QUOTE_REPOSITORY).uploadSeriesFile(quote.id, series.id, textFile(name)),
    );
  }

  /** Each sent series shows its file, one toast each, on the quote read again. */
  async assertEachSent(toast: string): Promise<void> {
    const quote = this.opened;
    assert.ok(this.sent.length > 0, 'nothing was sent');
    assert.equal(toldCount(this.world.notices, toast), this.sent.length, `not told "${toast}" once per file`);
    const fresh = await this.world.use(QUOTE_REPOSITORY).get(quote.id);
    for (const id of this.sent) {
      assert.equal(fresh.series.find((s) => s.id === id)?.file?.name, `serie-${id}.pdf`, `series ${id}`);
    }
    assert.ok(
      fresh.series.every((s) => s.file),
      'a series still has no file',
    );
  }

  /** The quote, read again and in the list, reads `status`. */
  async assertStatus(status: QuoteStatus): Promise<void> {
    const quote = this.quote;
    assert.ok(quote, 'no quote open');
    const fresh = await this.world.use(QUOTE_REPOSITORY).get(quote.id);
    assert.equal(fresh.status, status);
    const listed = await this.world.use(QUOTES).list.execute({ page: 1, size: 25, search: fresh.reference });
    assert.equal(listed.items.find((q) => q.id === quote.id)?.status, status, 'the list shows another status');
  }

  /** Validated into a pending order, newest of the order list, carrying the quote's reference. */
  async assertBecameOrder(): Promise<void> {
    this.world.assertSucceeded();
    const quote = this.opened;
    assert.equal(quote.status, 'validated');
    assert.ok(quote.orderId, 'no order linked');
    const fresh = await this.world.use(QUOTE_REPOSITORY).get(quote.id);
    assert.equal(fresh.orderId, quote.orderId);
    const newest = await this.world
      .use(ORDERS)
      .list.execute({ page: 1, size: 25, sort: { field: 'createdAt', order: 'desc' } });
    const first = newest.items[0];
    assert.equal(first?.id, quote.orderId, 'the new order is not first of the order list');
    assert.equal(first.status.name, 'En attente');
    assert.equal(first.quoteReference, quote.reference);
    assert.equal(first.resellerId, quote.resellerId);
  }

  // ------------------------------------------------------------------ export

  /** A quote among the filtered ones gets `reference` (typed that way through the backend). */
  async plantReference(reference: string): Promise<void> {
    const target = this.pick(() => true);
    await this.world.backend.db.collections.quotes.update((q) => q.where({ id: target.id }), {
      data: (q) => {
        q.reference = reference;
      },
    });
    this.planted = target.id;
  }

  async exportQuotes(type: ExportType, columns: string): Promise<void> {
    const properties = itemsIn(columns) as QuoteExportProperty[];
    this.file =
      (await this.world.attempt(() => this.world.use(QUOTES).export.execute(this.query, type, properties))) ?? null;
  }

  /** The file holds the header, then one line per filtered quote (every page), by id. */
  async assertExported(filename: string, header: string): Promise<void> {
    this.world.assertSucceeded();
    const rows = await assertExportHeader(this.file, filename, header);
    const page = this.shown;
    assert.ok(page.totalRequest > page.items.length, 'the filter should span several pages');
    const { createdFrom, createdTo } = this.query.filter ?? {};
    const expected = this.records
      .filter((q) => q.createdAt >= (createdFrom ?? '') && q.createdAt <= (createdTo ?? '\uffff'))
      .map((q) => String(q.id))
      .sort();
    assert.equal(rows.length - 1, page.totalRequest, 'the file does not hold every filtered quote');
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
      expected,
    );
  }

  async assertPlantedCell(column: string, text: string): Promise<void> {
    this.world.assertSucceeded();
    assert.equal(await exportedCell(this.file, column, String(this.planted)), text);
  }
}

export function quotes(world: BackOfficeWorld): QuotesContext {
  return world.area(QuotesContext);
}
