import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { apiRecords } from '../support/api-records';
import type { RawAnswer } from '../support/spec-client';
import type { BackOfficeWorld } from '../support/world';

type Json = Record<string, unknown>;

/**
 * A client of the original call list on the order and request calls (see features/support/spec-client.ts);
 * its examples are found and read back through the API (any server: docs/qa.md#the-specs-against-any-server).
 */
class SpecOrders {
  token: string | null = null;
  login = '';
  answer: RawAnswer | null = null;
  orderId: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  static of(world: BackOfficeWorld): SpecOrders {
    return world.area(SpecOrders);
  }

  private get api() {
    return apiRecords(this.world);
  }

  async signIn(login: string): Promise<void> {
    this.login = login;
    this.token = await this.world.specClient.login(login);
  }

  private async send(method: string, path: string, body?: unknown): Promise<RawAnswer> {
    this.answer = await this.world.specClient.call(method, path, { token: this.token, body });
    return this.answer;
  }

  async askCancellation(field: 'order' | 'orderId' | null): Promise<void> {
    const found = await this.api.orderIn('En attente', { owner: this.login });
    const order = (await this.api.order(found.id)) as unknown as { id: number; internalReference: string };
    this.orderId = order.id;
    const body: Json = { reference: order.internalReference, comment: 'Wrong size' };
    if (field) body[field] = order.id;
    await this.send('POST', '/order_request_cancels', body);
  }

  assertPendingRequest(): void {
    const answer = this.answer as RawAnswer;
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const body = answer.body as { status: string; order: { id: number } };
    assert.equal(body.status, 'pending');
    assert.equal(body.order.id, this.orderId);
  }

  async assertOrderWaits(): Promise<void> {
    assert.equal(await this.api.statusOf(this.orderId as number), 4, `order ${this.orderId}`);
  }

  assertRefused(status: number, field: string): void {
    const answer = this.answer as RawAnswer;
    assert.equal(answer.status, status);
    const errors = (answer.body as { errors?: { field: string }[] }).errors ?? [];
    assert.deepEqual(
      errors.map((e) => e.field),
      [field],
    );
  }

  async listNonConformities(): Promise<void> {
    await this.send('GET', '/admin/order_not_conformity_list');
  }

  /** Each row names its reseller as the reseller's own record does (read as the admin), and its order. */
  async assertRequestsNameResellerAndOrder(): Promise<void> {
    const answer = this.answer as RawAnswer;
    assert.equal(answer.status, 200);
    const rows = (answer.body as { list: Json[] }).list;
    assert.ok(rows.length > 0, 'the server answered no non-conformity request');
    const companies = new Map<number, string | null>();
    for (const row of rows) {
      const id = row.resellerId as number;
      if (!companies.has(id)) {
        const reseller = await this.api.ok<{ company: string | null }>(
          'admin@demo.local',
          'GET',
          `/admin/resellers/${id}`,
        );
        companies.set(id, reseller.company);
      }
      assert.deepEqual(row.reseller, { id, company: companies.get(id) }, `request ${String(row.id)}`);
      assert.equal((row.order as { id: number }).id, row.orderId);
    }
  }

  async downloadZip(): Promise<void> {
    const order = (await this.api.page<{ id: number }>(this.login, '/admin/orders', { _limit: '1' })).list[0];
    assert.ok(order, `no order for ${this.login}`);
    this.orderId = order.id;
    await this.send('GET', `/admin/orders/refresh/${order.id}`);
  }

  assertZipNamed(pattern: string): void {
    const answer = this.answer as RawAnswer;
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'application/zip');
    const name = pattern.replace('{id}', String(this.orderId));
    assert.match(answer.headers.get('content-disposition') ?? '', new RegExp(`filename="${name.replace('.', '\\.')}"`));
  }
}

const spec = (world: BackOfficeWorld): SpecOrders => SpecOrders.of(world);

Given('the original-list client works as {string}', function (this: BackOfficeWorld, login: string) {
  return spec(this).signIn(login);
});

When(
  'it asks to cancel one of its pending orders, the order given as {string}',
  function (this: BackOfficeWorld, field: string) {
    assert.ok(field === 'order' || field === 'orderId');
    return spec(this).askCancellation(field);
  },
);

When('it asks to cancel an order without naming it', function (this: BackOfficeWorld) {
  return spec(this).askCancellation(null);
});

Then('the request is answered 201, pending, for that order', function (this: BackOfficeWorld) {
  spec(this).assertPendingRequest();
});

Then('that order now waits for the cancellation', function (this: BackOfficeWorld) {
  return spec(this).assertOrderWaits();
});

Then('it is refused with {int} on the field {string}', function (this: BackOfficeWorld, status: number, field: string) {
  spec(this).assertRefused(status, field);
});

When('it lists the non-conformity requests', function (this: BackOfficeWorld) {
  return spec(this).listNonConformities();
});

Then('every request names its reseller with its company, and its order', function (this: BackOfficeWorld) {
  return spec(this).assertRequestsNameResellerAndOrder();
});

When('it downloads the files of an order', function (this: BackOfficeWorld) {
  return spec(this).downloadZip();
});

Then('the file is a zip named {string} after that order', function (this: BackOfficeWorld, pattern: string) {
  spec(this).assertZipNamed(pattern);
});
