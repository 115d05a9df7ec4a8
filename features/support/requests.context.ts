import assert from 'node:assert/strict';
import type { OrderRecord } from '../../mocks/db/orders.schema';
import {
  CANCEL_REQUEST_REPOSITORY,
  NON_CONFORMITY_REPOSITORY,
  type CancelRequestRepository,
  type NonConformityRepository,
} from '../../src/application/requests/request-repository.port';
import { REQUESTS } from '../../src/application/requests/requests.tokens';
import type {
  AnswerCancelRequest,
  AnswerNonConformity,
  CancelTreatment,
  CountWaitingNonConformities,
  ListCancelRequests,
  ListNonConformities,
  UploadNonConformityFile,
} from '../../src/application/requests/requests.use-cases';
import { SESSION_STORE, type SessionStore } from '../../src/application/session/session.store';
import type { NonConformityAnswer, QuoteSeries } from '../../src/domain/orders/order';
import { QuoteActionRefusedError } from '../../src/domain/quotes/quote-errors';
import { RequestActionRefusedError } from '../../src/domain/requests/request-errors';
import type {
  CancelAnswer,
  CancelRequestRow,
  CancelRequestStatus,
  NonConformityRow,
} from '../../src/domain/requests/requests';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { english, fold, orders } from './orders.context';
import type { BackOfficeWorld } from './world';

/** A small valid PDF, as a reseller's corrected file. */
export const PDF_CONTENT = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
const MB = 1024 * 1024;

export const pdfFile = (name: string) => new File([PDF_CONTENT], name, { type: 'application/pdf' });
export const textFile = (name: string) => new File(['Notes du client, pas un PDF'], name, { type: 'application/pdf' });
/** A PDF by its content, `megabytes` long. */
export function largePdf(name: string, megabytes: number): File {
  const bytes = new Uint8Array(megabytes * MB);
  bytes.set(new TextEncoder().encode(PDF_CONTENT));
  return new File([bytes], name, { type: 'application/pdf' });
}

/** The last action was refused by the domain (before any call) for `reason`. */
export function assertRefusedBecause(world: BackOfficeWorld, reason: string): void {
  const error = world.lastError;
  assert.ok(
    error instanceof RequestActionRefusedError || error instanceof QuoteActionRefusedError,
    `expected a refusal by the domain, got ${String(error ?? 'success')}`,
  );
  assert.equal(error.reason, reason);
}

/** The application showed a toast reading `message` under the title `title`, as the English UI shows it. */
export function assertToldUnderTitle(world: BackOfficeWorld, message: string, title: string): void {
  const told = world.notices.filter(
    (n) => english(n.messageKey, n.values) === message && english(n.titleKey, n.values) === title,
  );
  assert.ok(told.length > 0, `not told "${message}" under "${title}": ${JSON.stringify(world.notices)}`);
  assert.equal(told.at(-1)?.intent, 'danger');
}

/** How many toasts read `text` (their message, in English). */
export const toldCount = (world: BackOfficeWorld, text: string): number =>
  world.notices.filter((n) => english(n.messageKey, n.values) === text).length;

/** The list as every request shows it: newest first (the list's default sort), by creation date. */
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/**
 * The cancellation requests and non-conforming orders screens as a user works them: the list
 * shown, the request worked on, the files sent in the answer dialog, the waiting counts noted.
 * Kept in the World's scratch.
 */
export class RequestsContext {
  private cancels: Page<CancelRequestRow> | null = null;
  private cancel: CancelRequestRow | null = null;
  private nonConformities: Page<NonConformityRow> | null = null;
  private nonConformity: NonConformityRow | null = null;
  /** Series given a new file in the answer dialog, and the file each got. */
  private readonly uploaded = new Map<number, QuoteSeries>();
  private readonly counts = new Map<string, number | null>();

  constructor(private readonly world: BackOfficeWorld) {}

  private ok(): void {
    if (this.world.lastError) assert.fail(`expected success, got ${String(this.world.lastError)}`);
  }

  private resellerId(login: string): number {
    return this.world.account(login).id;
  }

  private get db() {
    return this.world.backend.db.collections;
  }

  /** The order the scenario works on: the one open on its detail page. */
  private get thatOrder() {
    const order = orders(this.world).openedOrder;
    assert.ok(order, 'no order open');
    return order;
  }

  // ------------------------------------------------------------------ cancellation requests

  async listCancels(query: Partial<ListQuery> = {}): Promise<void> {
    this.cancels =
      (await this.world.attempt(() =>
        this.world.use<ListCancelRequests>(REQUESTS.listCancellations).execute({ page: 1, size: 25, ...query }),
      )) ?? null;
  }

  private get cancelsShown(): Page<CancelRequestRow> {
    this.ok();
    assert.ok(this.cancels, 'no cancellation request list shown');
    return this.cancels;
  }

  /** The newest request of `orderId` the user can list (found as they would: searching its reference). */
  private async cancelOf(orderId: number, reference: string): Promise<CancelRequestRow | undefined> {
    const page = await this.world
      .use<ListCancelRequests>(REQUESTS.listCancellations)
      .execute({ page: 1, size: 100, search: reference });
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
    const page = await this.world.use<ListCancelRequests>(REQUESTS.listCancellations).execute({ page: 1, size: 100 });
    const owner = login === undefined ? null : this.resellerId(login);
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
    await this.world.attempt(() =>
      this.world.use<AnswerCancelRequest>(REQUESTS.answerCancellation).execute(request, answer),
    );
  }

  /** The answer sent as is to the API, without the back office's checks. */
  async answerCancelThroughApi(answer: CancelAnswer): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() =>
      this.world.use<CancelRequestRepository>(CANCEL_REQUEST_REPOSITORY).answer(request.id, answer),
    );
  }

  async cancelTreatment(): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() => this.world.use<CancelTreatment>(REQUESTS.cancelTreatment).execute(request));
  }

  async cancelTreatmentThroughApi(): Promise<void> {
    const request = this.thatCancel;
    await this.world.attempt(() =>
      this.world.use<CancelRequestRepository>(CANCEL_REQUEST_REPOSITORY).cancelTreatment(request.id),
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
    const owner = this.resellerId(login);
    const own = this.db.orderRequestCancels.all().filter((r) => r.resellerId === owner);
    assert.ok(own.length > 0, `${login} has no cancellation requests`);
    assert.equal(page.total, own.length);
    assert.equal(page.items.length, Math.min(own.length, 25));
    for (const r of page.items) {
      assert.equal(r.resellerId, owner);
      assert.equal(r.company, this.world.account(login).company);
    }
  }

  /** Rows `from` to `to` of every request, newest first, out of `total`. */
  assertCancelRange(from: number, to: number, total: number): void {
    const page = this.cancelsShown;
    const all = this.db.orderRequestCancels.all().sort(newestFirst);
    assert.equal(all.length, total, 'the seed changed');
    assert.equal(page.total, total);
    assert.deepEqual(
      page.items.map((r) => r.createdAt),
      all.slice(from - 1, to).map((r) => r.createdAt),
    );
  }

  assertCancelsMatch(text: string): void {
    const page = this.cancelsShown;
    assert.ok(page.totalRequest > 0 && page.totalRequest < page.total, 'the search did not narrow the list');
    assert.equal(page.items.length, page.totalRequest);
    for (const r of page.items) {
      const haystack = fold([r.id, r.reference, r.reason, r.company, r.order.id, r.order.internalReference].join(' '));
      assert.ok(haystack.includes(fold(text)), `request ${r.id} does not match "${text}"`);
    }
  }

  assertNoCancelFound(): void {
    const page = this.cancelsShown;
    assert.equal(page.items.length, 0);
    assert.equal(page.totalRequest, 0);
    assert.ok(page.total > 0, 'the unfiltered count should stay');
  }

  // ------------------------------------------------------------------ non-conformities

  private waiting(orderId: number): boolean {
    return this.db.orderNotConformities.all().some((r) => r.orderId === orderId && r.status === 'waiting');
  }

  /**
   * As an admin: places the newest flaggable order of `login` (two series or more when it has
   * one) in non-conforming, and keeps its request as the admin's list shows it.
   */
  async flagOrderOf(login: string): Promise<void> {
    await this.world.loggedIn('admin@demo.local');
    const owner = this.resellerId(login);
    const flaggable = this.db.orders
      .all()
      .filter((o: OrderRecord) => o.resellerId === owner && [0, 1, 2].includes(o.status) && !this.waiting(o.id))
      .sort(newestFirst);
    const target = flaggable.find((o) => o.quote.series.length > 1) ?? flaggable[0];
    assert.ok(target, `${login} has no order to flag`);
    const context = orders(this.world);
    await context.open(target.id);
    await context.placeNonConforming('file-not-conforming', 'Le fond perdu de 2 mm manque.');
    await context.assertWaitingNonConformity();
    await this.listNonConformities();
    const first = this.nonConformitiesShown.items[0];
    assert.equal(first?.order.id, target.id, 'the new request is not first of the admin list');
    this.nonConformity = first;
    this.uploaded.clear();
  }

  async listNonConformities(query: Partial<ListQuery> = {}): Promise<void> {
    this.nonConformities =
      (await this.world.attempt(() =>
        this.world.use<ListNonConformities>(REQUESTS.listNonConformities).execute({ page: 1, size: 25, ...query }),
      )) ?? null;
    const fresh = this.nonConformities?.items.find((r) => r.id === this.nonConformity?.id);
    if (fresh) this.nonConformity = fresh;
  }

  private get nonConformitiesShown(): Page<NonConformityRow> {
    this.ok();
    assert.ok(this.nonConformities, 'no non-conformity list shown');
    return this.nonConformities;
  }

  private get thatNonConformity(): NonConformityRow {
    assert.ok(this.nonConformity, 'no non-conformity chosen');
    return this.nonConformity;
  }

  async noteCount(): Promise<void> {
    const count = await this.world.use<CountWaitingNonConformities>(REQUESTS.countWaitingNonConformities).execute();
    this.counts.set(this.currentLogin(), count);
  }

  private currentLogin(): string {
    const login = this.world.use<SessionStore>(SESSION_STORE).user?.username;
    assert.ok(login, 'nobody is logged in');
    return login;
  }

  async assertCountChangedBy(delta: number): Promise<void> {
    const before = this.counts.get(this.currentLogin());
    assert.ok(typeof before === 'number', 'no count was noted for this account');
    const now = await this.world.use<CountWaitingNonConformities>(REQUESTS.countWaitingNonConformities).execute();
    assert.equal(now, before + delta);
    const owner = this.world.account(this.currentLogin()).id;
    const waiting = this.db.orderNotConformities.all().filter((r) => r.resellerId === owner && r.status === 'waiting');
    assert.equal(now, waiting.length, 'the count is not the number of waiting requests');
  }

  async assertNoCount(): Promise<void> {
    assert.equal(
      await this.world.use<CountWaitingNonConformities>(REQUESTS.countWaitingNonConformities).execute(),
      null,
    );
  }

  async countOfThroughApi(login: string): Promise<void> {
    const id = this.resellerId(login);
    await this.world.attempt(() => this.world.use<NonConformityRepository>(NON_CONFORMITY_REPOSITORY).countWaiting(id));
  }

  assertFirstIsThatNonConformity(): void {
    const page = this.nonConformitiesShown;
    const request = this.thatNonConformity;
    const first = page.items[0];
    assert.ok(first, 'the list is empty');
    assert.equal(first.id, request.id, 'the new request is not first');
    assert.equal(first.status, 'waiting');
    assert.equal(first.reason, 'file-not-conforming');
    assert.equal(first.commentAdmin, 'Le fond perdu de 2 mm manque.');
    assert.equal(first.responseReseller, null);
    assert.equal(first.order.status.id, 5);
    assert.ok(first.order.series.length > 0, 'the order shows no series');
  }

  assertThatNonConformityNotListed(): void {
    const page = this.nonConformitiesShown;
    const request = this.thatNonConformity;
    assert.ok(
      page.items.every((r) => r.id !== request.id && r.order.id !== request.order.id),
      'the request shows to another reseller',
    );
  }

  assertOnlyNonConformitiesOf(login: string): void {
    const page = this.nonConformitiesShown;
    const owner = this.resellerId(login);
    const own = this.db.orderNotConformities.all().filter((r) => r.resellerId === owner);
    assert.ok(own.length > 0, `${login} has no non-conformities`);
    assert.equal(page.total, own.length);
    const ids = page.items.map((r) => r.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'not by id, descending',
    );
    for (const r of page.items) assert.equal(r.resellerId, owner);
  }

  /** The first series of the order, or every one, each given `file`. */
  async sendFile(file: (series: QuoteSeries) => File, which: 'first' | 'each'): Promise<void> {
    const request = this.thatNonConformity;
    const targets = which === 'first' ? request.order.series.slice(0, 1) : request.order.series;
    const upload = this.world.use<UploadNonConformityFile>(REQUESTS.uploadNonConformityFile);
    for (const series of targets) {
      const progress: number[] = [];
      const sent = await this.world.attempt(() =>
        upload.execute(request, series.id, file(series), (p) => progress.push(p)),
      );
      if (!sent) return;
      assert.equal(progress.at(-1), 1, 'no progress reached 100 %');
      this.uploaded.set(series.id, sent);
    }
  }

  async sendFileThroughApi(file: File): Promise<void> {
    const request = this.thatNonConformity;
    const series = request.order.series[0];
    assert.ok(series, 'the order has no series');
    await this.world.attempt(() =>
      this.world.use<NonConformityRepository>(NON_CONFORMITY_REPOSITORY).uploadSeriesFile(request.id, series.id, file),
    );
  }

  /** One toast per series, and the request and the order list each series with its new file. */
  async assertEachSeriesHasNewFile(toast: string): Promise<void> {
    this.ok();
    const request = this.thatNonConformity;
    const series = request.order.series;
    assert.equal(this.uploaded.size, series.length, 'not every series got a file');
    assert.equal(toldCount(this.world, toast), series.length, `not told "${toast}" once per series`);
    for (const s of series) assert.equal(this.uploaded.get(s.id)?.file?.name, `nouveau-${s.id}.pdf`);
    await this.listNonConformities();
    const fresh = this.thatNonConformity;
    assert.deepEqual([...fresh.replacedSeries].sort(), series.map((s) => s.id).sort());
    for (const s of fresh.order.series) assert.equal(s.file?.name, `nouveau-${s.id}.pdf`, `series ${s.id}`);
    const context = orders(this.world);
    await context.open(request.order.id);
    const order = context.openedOrder;
    for (const s of order?.quote.series ?? [])
      assert.equal(s.file?.name, `nouveau-${s.id}.pdf`, `order series ${s.id}`);
  }

  async answerNonConformity(responseType: NonConformityAnswer, comment: string): Promise<void> {
    const request = this.thatNonConformity;
    await this.world.attempt(() =>
      this.world
        .use<AnswerNonConformity>(REQUESTS.answerNonConformity)
        .execute(request, { responseType, commentReseller: comment }, this.uploaded.keys()),
    );
  }

  async assertNonConformityAnswered(responseType: NonConformityAnswer, comment: string): Promise<void> {
    this.ok();
    await this.listNonConformities();
    const fresh = this.thatNonConformity;
    assert.equal(fresh.status, 'answered');
    assert.equal(fresh.responseReseller, responseType);
    assert.equal(fresh.commentReseller, comment);
    assert.equal(fresh.order.status.id, 1);
  }

  async assertNonConformityWaits(): Promise<void> {
    const before = this.thatNonConformity;
    await this.listNonConformities({ size: 100 });
    const fresh = this.nonConformitiesShown.items.find((r) => r.id === before.id);
    assert.ok(fresh, 'the request is not listed');
    assert.equal(fresh.status, 'waiting');
    assert.equal(fresh.responseReseller, null);
    assert.equal(fresh.order.status.id, 5);
  }
}

export function requests(world: BackOfficeWorld): RequestsContext {
  return world.area('requests', () => new RequestsContext(world));
}
