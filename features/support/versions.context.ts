import assert from 'node:assert/strict';
import { RECORDS } from '../../src/application/shared/record-tokens';
import type { AppContainer } from '../../src/infrastructure/di/app-container';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import type { OrderDetail } from '../../src/application/orders/orders.use-cases';
import { toResellerInput, type Reseller, type ResellerInput } from '../../src/domain/resellers/reseller';
import { StaleRecordError } from '../../src/domain/shared/errors';
import type { Versioned } from '../../src/domain/shared/version';
import { message } from '../../mocks/services/shared/messages';
import { statusNamed } from './seeded-orders';
import { DEMO_PASSWORD, type BackOfficeWorld } from './world';
import { SESSION } from '../../src/application/session/session.tokens';

/** The language the scenario's browsers use: the refusal is read in it. */
const LOCALE = 'en' as const;

/**
 * Several people at once on one backend, for the stale-write scenarios: each has a browser of
 * their own (a container with its own session, over the profile's adapter) and the copy of the
 * record they opened in it.
 */
export class VersionsContext {
  private readonly browsers = new Map<string, AppContainer>();
  private readonly resellers = new Map<string, Versioned<Reseller>>();
  private readonly orders = new Map<string, OrderDetail>();
  private readonly refusals = new Map<string, unknown>();
  private resellerId: number | null = null;
  private orderId: number | null = null;
  /** The status the original call list's client got for its save. */
  private unversionedStatus: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  /** `login`'s browser, signed in. */
  private async browser(login: string): Promise<AppContainer> {
    const open = this.browsers.get(login);
    if (open) return open;
    const container = this.world.browser({ locale: () => LOCALE });
    await container.get(SESSION).login.execute(login, DEMO_PASSWORD);
    this.browsers.set(login, container);
    return container;
  }

  /** Runs one person's change, keeping their refusal (or none) for the Then steps. */
  private async attempt(login: string, change: () => Promise<void>): Promise<void> {
    this.refusals.set(login, null);
    try {
      await change();
    } catch (error) {
      this.refusals.set(login, error);
    }
  }

  // ---------------------------------------------------------------- resellers

  async openReseller(logins: readonly string[], resellerLogin: string): Promise<void> {
    this.resellerId = this.world.account(resellerLogin).id;
    for (const login of logins) {
      const browser = await this.browser(login);
      this.resellers.set(login, await browser.get(RECORDS.resellers).get(this.resellerId));
    }
  }

  /** `login` saves their copy of the reseller with one field changed, on the version they opened. */
  async saveReseller(login: string, change: Partial<ResellerInput>): Promise<void> {
    const copy = this.resellers.get(login);
    assert.ok(copy && this.resellerId !== null, `${login} has not opened the reseller`);
    const browser = await this.browser(login);
    await this.attempt(login, async () => {
      const saved = await browser
        .get(RECORDS.resellers)
        .save({ ...toResellerInput(copy), ...change }, this.resellerId as number, copy.version);
      this.resellers.set(login, saved);
    });
  }

  async reloadReseller(login: string): Promise<void> {
    await this.openReseller([login], this.loginOfReseller());
  }

  private loginOfReseller(): string {
    assert.ok(this.resellerId !== null, 'no reseller opened');
    return this.world.loginOf(this.resellerId);
  }

  /** A client of the original call list saves the reseller: no ETag read, no If-Match sent. */
  async setDiscountWithoutVersion(resellerLogin: string, discount: number): Promise<void> {
    const account = this.world.account(resellerLogin);
    const token = await this.world.specClient.login('admin@demo.local');
    const answer = await this.world.specClient.call('PUT', `/admin/resellers/${account.id}`, {
      token,
      body: {
        username: account.username,
        firstname: account.firstname,
        lastname: account.lastname,
        company: account.company,
        discount,
      },
    });
    this.unversionedStatus = answer.status;
  }

  assertUnversionedChangeAccepted(): void {
    assert.equal(this.unversionedStatus, 200);
  }

  /** The reseller as the API answers it now (read by a browser of the scenario). */
  async assertReseller(resellerLogin: string, discount: number, company: string): Promise<void> {
    const [first] = this.browsers.values();
    assert.ok(first, 'nobody opened anything');
    const now = await first.get(RECORDS.resellers).get(this.world.account(resellerLogin).id);
    assert.deepEqual({ discount: now.discount, company: now.company }, { discount, company });
  }

  // ---------------------------------------------------------------- orders

  async openPendingOrder(logins: readonly string[]): Promise<void> {
    const pending = this.world.backend.db.collections.orders.all().find((o) => o.status === 0);
    assert.ok(pending, 'the seed has a pending order');
    this.orderId = pending.id;
    for (const login of logins) await this.openOrder(login);
  }

  private async openOrder(login: string): Promise<void> {
    assert.ok(this.orderId !== null, 'no order opened');
    const browser = await this.browser(login);
    this.orders.set(login, await browser.get(ORDERS).detail.execute(this.orderId));
  }

  /** `login` changes the status from the order page they opened. */
  async moveOrder(login: string, statusName: string): Promise<void> {
    const detail = this.orders.get(login);
    assert.ok(detail, `${login} has not opened the order`);
    const browser = await this.browser(login);
    await this.attempt(login, async () => {
      const order = await browser.get(ORDERS).changeStatus.execute(detail, statusNamed(statusName));
      this.orders.set(login, { ...detail, order });
    });
  }

  async reloadOrder(login: string): Promise<void> {
    await this.openOrder(login);
  }

  assertOrderStatus(statusName: string): void {
    const id = this.orderId;
    assert.ok(id !== null, 'no order opened');
    const order = this.world.backend.db.collections.orders.findFirst((q) => q.where({ id }));
    assert.equal(order?.status, statusNamed(statusName));
  }

  /** Every status the order took since the scenario began, in order: no change was lost. */
  assertOrderPath(statusNames: readonly string[]): void {
    const id = this.orderId;
    assert.ok(id !== null, 'no order opened');
    assert.deepEqual(this.world.backend.orders.statusHistory().get(id), statusNames.map(statusNamed));
  }

  // ---------------------------------------------------------------- refusals

  assertSucceeded(login: string): void {
    const error = this.refusals.get(login);
    assert.ok(!error, `${login}'s change was refused: ${String(error)}`);
  }

  /** Told as the API says it, in their language; nothing of theirs was saved (checked by the next steps). */
  assertToldStale(login: string): void {
    const error = this.refusals.get(login);
    assert.ok(error instanceof StaleRecordError, `${login} expected a stale-record refusal, got ${String(error)}`);
    assert.equal(error.message, message(LOCALE, 'staleRecord'));
  }
}

export const versions = (world: BackOfficeWorld): VersionsContext => world.area(VersionsContext);
