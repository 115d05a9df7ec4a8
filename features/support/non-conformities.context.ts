import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import {
  NON_CONFORMITY_REPOSITORY,
  type NonConformityRepository,
} from '../../src/application/non-conformities/non-conformity-repository.port';
import { NON_CONFORMITIES } from '../../src/application/non-conformities/non-conformities.tokens';
import type { NonConformityAnswer, NonConformityReason, QuoteSeries } from '../../src/domain/orders/order';
import type { NonConformityRow } from '../../src/domain/requests/requests';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { auth } from './auth.context';
import { toldCount } from './notices';
import { orders } from './orders.context';
import { seededOrders } from './seeded-orders';
import { newestFirst } from './text';
import type { BackOfficeWorld } from './world';

/**
 * The non-conformity requests as a user works them: an admin placing the order open in non-conforming
 * (docs/rules.md#non-conformity), checked on the order read again; the non-conforming orders screen
 * (docs/screens.md#non-conforming-orders): the list shown, the request worked on, the files sent in the
 * answer dialog (the sidebar's counts: waiting-counts.context.ts).
 */
export class NonConformitiesContext {
  private nonConformities: Page<NonConformityRow> | null = null;
  private nonConformity: NonConformityRow | null = null;
  /** Series given a new file in the answer dialog, and the file each got. */
  private readonly uploaded = new Map<number, QuoteSeries>();

  constructor(private readonly world: BackOfficeWorld) {}

  /**
   * As an admin: places the newest flaggable order of `login` (two series or more when it has
   * one) in non-conforming, and keeps its request as the admin's list shows it.
   */
  async flagOrderOf(login: string): Promise<void> {
    await auth(this.world).loggedIn('admin@demo.local');
    const seeded = seededOrders(this.world);
    const flaggable = seeded
      .of(login)
      .filter((o) => seeded.flaggable(o))
      .sort(newestFirst);
    const target = flaggable.find((o) => o.quote.series.length > 1) ?? flaggable[0];
    assert.ok(target, `${login} has no order to flag`);
    await orders(this.world).open(target.id);
    await this.placeNonConforming('file-not-conforming', 'Le fond perdu de 2 mm manque.');
    await this.assertWaitingNonConformity();
    await this.listNonConformities();
    const first = this.nonConformitiesShown.items[0];
    assert.equal(first?.order.id, target.id, 'the new request is not first of the admin list');
    this.nonConformity = first;
    this.uploaded.clear();
  }

  async listNonConformities(query: Partial<ListQuery> = {}): Promise<void> {
    this.nonConformities =
      (await this.world.attempt(() =>
        this.world.use(NON_CONFORMITIES).list.execute({ page: 1, size: 25, ...query }),
      )) ?? null;
    const fresh = this.nonConformities?.items.find((r) => r.id === this.nonConformity?.id);
    if (fresh) this.nonConformity = fresh;
  }

  private get nonConformitiesShown(): Page<NonConformityRow> {
    this.world.assertSucceeded();
    assert.ok(this.nonConformities, 'no non-conformity list shown');
    return this.nonConformities;
  }

  private get thatNonConformity(): NonConformityRow {
    assert.ok(this.nonConformity, 'no non-conformity chosen');
    return this.nonConformity;
  }

  async countOfThroughApi(login: string): Promise<void> {
    const id = this.world.account(login).id;
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
    const owner = this.world.account(login).id;
    const own = this.world.backend.db.collections.orderNotConformities.all().filter((r) => r.resellerId === owner);
    assert.ok(own.length > 0, `${login} has no non-conformities`);
    assertCount(
      page.total,
      own.length,
      'the list’s total (what the user may see), as many as the seed holds of the account',
    );
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
    const upload = this.world.use(NON_CONFORMITIES).uploadFile;
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
      this.world.use<NonConformityRepository>(NON_CONFORMITY_REPOSITORY).uploadSeriesFile(request, series.id, file),
    );
  }

  /** One toast per series, and the request and the order list each series with its new file. */
  async assertEachSeriesHasNewFile(toast: string): Promise<void> {
    this.world.assertSucceeded();
    const request = this.thatNonConformity;
    const series = request.order.series;
    assert.equal(this.uploaded.size, series.length, 'not every series got a file');
    assert.equal(toldCount(this.world.notices, toast), series.length, `not told "${toast}" once per series`);
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
        .use(NON_CONFORMITIES)
        .answer.execute(request, { responseType, commentReseller: comment }, this.uploaded.keys()),
    );
  }

  async assertNonConformityAnswered(responseType: NonConformityAnswer, comment: string): Promise<void> {
    this.world.assertSucceeded();
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

  async placeNonConforming(
    reason: NonConformityReason = 'low-resolution',
    comment = 'Les images sont en 72 dpi.',
  ): Promise<void> {
    const { order, nonConformity } = orders(this.world).opened;
    const flag = this.world.use(NON_CONFORMITIES).flag;
    await this.world.attempt(() => flag.execute(order, nonConformity, { reason, commentAdmin: comment }));
  }

  /** The environment configuration lost the FTP address (test data, straight into the server). */
  async removeFtpUrl(): Promise<void> {
    await this.world.backend.db.collections.configEnv.update((q) => q.where({ id: 1 }), {
      data: (c) => {
        c.ftpUrl = '';
      },
    });
  }

  async assertWaitingNonConformity(): Promise<void> {
    this.world.assertSucceeded();
    const fresh = await orders(this.world).reread();
    assert.equal(fresh.order.status.id, 5);
    assert.equal(fresh.nonConformity?.status, 'waiting');
    assert.deepEqual(fresh.targets, []);
  }

  async assertUnchanged(): Promise<void> {
    const context = orders(this.world);
    const before = context.openedOrder;
    assert.ok(before, 'no order open');
    const fresh = await context.reread();
    assert.equal(fresh.order.status.id, before.status.id);
  }
}

export const nonConformities = (world: BackOfficeWorld): NonConformitiesContext => world.area(NonConformitiesContext);
