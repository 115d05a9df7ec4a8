import assert from 'node:assert/strict';
import type { OrderRecord, OrderRequestCancelRecord } from '../../mocks/db/orders.schema';
import type { QuoteRecord } from '../../mocks/db/quotes.schema';
import type { CancelRequestStatus } from '../../src/domain/requests/requests';
import type { NonConformityAnswer } from '../../src/domain/orders/order';
import type { QuoteStatus } from '../../src/domain/quotes/quote';
import { largePdf, pdfFile, textFile } from './files';
import { seededOrders, statusNamed } from './seeded-orders';
import type { RawAnswer } from './spec-client';
import { makeOrder } from './order.factory';
import { DEMO_PASSWORD, type BackOfficeWorld } from './world';
import { plainSpaces } from './text';

/** A refusal's body as docs/api/README.md#errors describes it. */
interface ErrorBody {
  readonly message?: string;
  readonly errors?: readonly { field: string; message: string }[];
}

/**
 * The server's own rules (docs/rules.md), checked through the API itself: each call goes straight
 * to the server with the spec client (features/support/spec-client.ts), never through the back
 * office's use cases, whose pre-checks would refuse first and hide a server that lets it through.
 * The examples are seeded records picked by what the scenario says of them; what changed is read
 * back from the server's database.
 */
export class ServerRulesContext {
  private token: string | null = null;
  private login = '';
  private answer: RawAnswer | null = null;
  /** The order the scenario works on. */
  private orderId: number | null = null;
  /** The orders of a bulk change, by the status they had. */
  private bulk = new Map<string, number>();
  private cancelId: number | null = null;
  private nonConformityId: number | null = null;
  private quoteId: number | null = null;
  private gridBefore: string[] = [];
  private createdResellerId: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get db() {
    return this.world.backend.db.collections;
  }

  private get seeded() {
    return seededOrders(this.world);
  }

  // ---------------------------------------------------------------- calls

  async callAs(login: string): Promise<void> {
    this.login = login;
    this.token = await this.world.specClient.login(login);
  }

  private async send(method: string, path: string, body?: unknown): Promise<RawAnswer> {
    this.answer = await this.world.specClient.call(method, path, { token: this.token, body });
    return this.answer;
  }

  private get lastAnswer(): RawAnswer {
    assert.ok(this.answer, 'the API was not called');
    return this.answer;
  }

  private get callerId(): number {
    return this.world.account(this.login).id;
  }

  // ---------------------------------------------------------------- examples

  private pendingCancelOf(orderId: number): OrderRequestCancelRecord | undefined {
    return this.db.orderRequestCancels.all().find((r) => r.orderId === orderId && r.status === 'pending');
  }

  /** A reseller's order in `status` with no request waiting on it. */
  private quietOrder(status: string, owner?: number): OrderRecord {
    const wanted = statusNamed(status);
    return this.seeded.newest(
      (o) =>
        o.status === wanted &&
        o.resellerId !== null &&
        (owner === undefined || o.resellerId === owner) &&
        !this.seeded.waiting(o.id) &&
        !this.pendingCancelOf(o.id),
    );
  }

  private orderWaitingForNonConformityAnswer(): OrderRecord {
    return this.seeded.newest((o) => o.status === 5 && this.seeded.waiting(o.id));
  }

  private orderWhoseCancellationWaits(owner?: number): OrderRecord {
    return this.seeded.newest(
      (o) => o.status === 4 && Boolean(this.pendingCancelOf(o.id)) && (owner === undefined || o.resellerId === owner),
    );
  }

  private cancelRequest(status: CancelRequestStatus): OrderRequestCancelRecord {
    const found = this.db.orderRequestCancels.all().find((r) => r.status === status);
    assert.ok(found, `the seed has no ${status} cancellation request`);
    return found;
  }

  private get thatOrder(): OrderRecord {
    assert.ok(this.orderId !== null, 'no order picked');
    return this.seeded.byId(this.orderId);
  }

  // ---------------------------------------------------------------- order statuses

  private async moveOrder(order: OrderRecord, to: string): Promise<void> {
    this.orderId = order.id;
    await this.send('PATCH', `/admin/status/orders/${order.id}`, { status: statusNamed(to) });
  }

  moveAnOrder(from: string, to: string): Promise<void> {
    return this.moveOrder(this.quietOrder(from), to);
  }

  moveOneOfTheirs(from: string, to: string): Promise<void> {
    return this.moveOrder(this.quietOrder(from, this.callerId), to);
  }

  /** A status change of one of the caller's orders, its body left out. */
  async changeOneOfTheirsWithoutBody(status: string): Promise<void> {
    const order = this.quietOrder(status, this.callerId);
    this.orderId = order.id;
    await this.send('PATCH', `/admin/status/orders/${order.id}`);
  }

  moveOrderWaitingForNonConformityAnswer(to: string): Promise<void> {
    return this.moveOrder(this.orderWaitingForNonConformityAnswer(), to);
  }

  moveOrderWhoseCancellationWaits(to: string): Promise<void> {
    const order = this.orderWhoseCancellationWaits();
    this.cancelId = this.pendingCancelOf(order.id)?.id ?? null;
    return this.moveOrder(order, to);
  }

  async moveTwoOrders(first: string, second: string, to: string): Promise<void> {
    const one = this.quietOrder(first);
    const other = this.quietOrder(second);
    this.bulk = new Map([
      [first, one.id],
      [second, other.id],
    ]);
    await this.send('PATCH', '/admin/status/list/orders', { listId: [one.id, other.id], status: statusNamed(to) });
  }

  async readAnOrderOf(login: string): Promise<void> {
    const order = this.seeded.of(login)[0];
    assert.ok(order, `the seed has no order of ${login}`);
    this.orderId = order.id;
    await this.send('GET', `/admin/orders/${order.id}`);
  }

  assertOrderIs(status: string): void {
    assert.equal(this.thatOrder.status, statusNamed(status), `order ${this.thatOrder.id}`);
  }

  assertItsCancellationRequest(status: CancelRequestStatus): void {
    assert.ok(this.cancelId !== null, 'no cancellation request picked');
    const request = this.db.orderRequestCancels.findFirst((q) => q.where({ id: this.cancelId as number }));
    assert.equal(request?.status, status);
  }

  /** The bulk answer moved the order that was `moved` and refused the one that was `refused`, saying `text`. */
  assertBulkOutcome(moved: string, to: string, refused: string, text: string): void {
    const answer = this.lastAnswer;
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const results = (answer.body as { results: { id: number; ok: boolean; message?: string }[] }).results;
    const resultOf = (status: string) => results.find((r) => r.id === this.bulk.get(status));
    assert.equal(resultOf(moved)?.ok, true, JSON.stringify(results));
    assert.deepEqual(resultOf(refused), { id: this.bulk.get(refused), ok: false, message: text });
    assert.equal(this.seeded.byId(this.bulk.get(moved) as number).status, statusNamed(to));
    assert.equal(this.seeded.byId(this.bulk.get(refused) as number).status, statusNamed(refused));
  }

  // ---------------------------------------------------------------- exports

  /** An order placed at the instant `at` (ISO, UTC), written straight in. */
  async orderPlacedAt(at: string): Promise<void> {
    this.orderId = (await makeOrder(this.world, { createdAt: at })).id;
  }

  /** POST /admin/orders/export of that order's number and creation, as CSV, naming `timeZone` or none. */
  async exportThatOrder(timeZone?: string): Promise<void> {
    this.answer = await this.world.specClient.call('POST', '/admin/orders/export', {
      token: this.token,
      query: { _search: String(this.orderId) },
      body: { type: 'csv', propertiesToExport: ['id', 'createdAt'], ...(timeZone ? { timeZone } : {}) },
    });
  }

  /** The exported file's row of that order shows its creation as `shown`. */
  assertExportedCreation(shown: string): void {
    assert.equal(this.lastAnswer.status, 200, JSON.stringify(this.lastAnswer.body));
    const text = String(this.lastAnswer.body).replace(/^\uFEFF/, '');
    const row = text
      .split(/\r?\n/)
      .map((line) => line.split(';'))
      .find((cells) => cells[0] === String(this.orderId));
    assert.equal(row?.[1], shown, text.slice(0, 300));
  }

  // ---------------------------------------------------------------- cancellation requests

  async askCancellationOfTheirs(status: string, comment = 'Trop tard ?'): Promise<void> {
    const order = this.quietOrder(status, this.callerId);
    this.orderId = order.id;
    await this.send('POST', '/order_request_cancels', { order: order.id, comment });
    this.cancelId = (this.lastAnswer.body as { id?: number } | null)?.id ?? null;
  }

  async askCancellationAgain(): Promise<void> {
    const order = this.orderWhoseCancellationWaits(this.callerId);
    this.orderId = order.id;
    await this.send('POST', '/order_request_cancels', { order: order.id });
  }

  async answerCancelRequest(status: CancelRequestStatus, respond: 'approved' | 'unapproved'): Promise<void> {
    const request = this.cancelRequest(status);
    this.cancelId = request.id;
    this.orderId = request.orderId;
    await this.send('PATCH', `/admin/order_request_cancels/${request.id}`, { respond });
  }

  async refuseThatCancellation(): Promise<void> {
    assert.ok(this.cancelId !== null, 'no cancellation request asked');
    await this.send('PATCH', `/admin/order_request_cancels/${this.cancelId}`, { respond: 'unapproved' });
  }

  async cancelTreatmentOf(status: CancelRequestStatus): Promise<void> {
    const request = this.cancelRequest(status);
    this.cancelId = request.id;
    this.orderId = request.orderId;
    await this.send('PATCH', `/admin/order_request_cancels/cancel/${request.id}`, {});
  }

  /** A refused request whose order has moved on since the answer (shipped and delivered). */
  async cancelTreatmentAfterDelivery(): Promise<void> {
    const request = this.cancelRequest('unapproved');
    await this.db.orders.update((q) => q.where({ id: request.orderId }), {
      data: (o) => {
        o.status = 99;
      },
    });
    this.cancelId = request.id;
    this.orderId = request.orderId;
    await this.send('PATCH', `/admin/order_request_cancels/cancel/${request.id}`, {});
  }

  // ---------------------------------------------------------------- non-conformity

  private async flag(order: OrderRecord): Promise<void> {
    this.orderId = order.id;
    await this.send('POST', '/admin/order_not_conformity', {
      orderId: order.id,
      reason: 'low-resolution',
      commentAdmin: 'Images floues',
    });
  }

  flagAnOrderOf(status: string, login: string): Promise<void> {
    return this.flag(this.quietOrder(status, this.world.account(login).id));
  }

  flagAnOrderPlacedByStaff(): Promise<void> {
    return this.flag(this.seeded.newest((o) => o.resellerId === null && [0, 1, 2].includes(o.status)));
  }

  flagOrderWaitingForNonConformityAnswer(): Promise<void> {
    return this.flag(this.orderWaitingForNonConformityAnswer());
  }

  async withoutFtpUrl(): Promise<void> {
    await this.db.configEnv.update((q) => q.where(() => true), {
      data: (c) => {
        c.ftpUrl = '';
      },
    });
  }

  /** An admin placed one of `login`'s in-progress orders in non-conformity, through the API. */
  async nonConformityWaitsFor(login: string): Promise<void> {
    const admin = await this.world.specClient.login('admin@demo.local');
    const order = this.quietOrder('En cours de traitement', this.world.account(login).id);
    const answer = await this.world.specClient.call('POST', '/admin/order_not_conformity', {
      token: admin,
      body: { orderId: order.id, reason: 'file-not-conforming', commentAdmin: 'Fichier illisible' },
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    this.orderId = order.id;
    this.nonConformityId = (answer.body as { entity: { id: number } }).entity.id;
  }

  async answerNonConformity(answer: NonConformityAnswer): Promise<void> {
    assert.ok(this.nonConformityId !== null, 'no non-conformity request waits');
    await this.send('PATCH', `/admin/order_not_conformity/${this.nonConformityId}`, {
      responseType: answer,
      commentReseller: 'Réponse',
    });
  }

  async answeredNonConformity(answer: NonConformityAnswer): Promise<void> {
    await this.answerNonConformity(answer);
    assert.equal(this.lastAnswer.status, 200, JSON.stringify(this.lastAnswer.body));
  }

  // ---------------------------------------------------------------- quotes

  private quoteOf(status: QuoteStatus): QuoteRecord {
    const found = this.db.quotes.all().find((q) => q.resellerId === this.callerId && q.status === status);
    assert.ok(found, `the seed has no ${status} quote of ${this.login}`);
    return found;
  }

  private get thatQuote(): QuoteRecord {
    const quote = this.db.quotes.findFirst((q) => q.where({ id: this.quoteId as number }));
    assert.ok(quote, 'no quote picked');
    return quote;
  }

  async validateOneOf(status: QuoteStatus): Promise<void> {
    const quote = this.quoteOf(status);
    this.quoteId = quote.id;
    await this.send('PATCH', `/quotes/${quote.id}/validate`);
  }

  async sendSeriesFileOf(status: QuoteStatus): Promise<void> {
    const quote = this.quoteOf(status);
    this.quoteId = quote.id;
    const series = quote.series[0];
    assert.ok(series, 'the quote has no series');
    const form = new FormData();
    form.set('file', pdfFile('maquette.pdf'));
    await this.send('POST', `/quote_series/${series.id}/file`, form);
  }

  async discountOf(login: string, percent: number): Promise<void> {
    await this.db.resellers.update((q) => q.where({ id: this.world.account(login).id }), {
      data: (r) => {
        r.discount = percent;
      },
    });
  }

  async readyQuotePriced(price: number): Promise<void> {
    const quote = this.quoteOf('ready');
    this.quoteId = quote.id;
    await this.db.quotes.update((q) => q.where({ id: quote.id }), {
      data: (q) => {
        q.price = price;
      },
    });
  }

  async validateThatQuote(): Promise<void> {
    await this.send('PATCH', `/quotes/${this.thatQuote.id}/validate`);
  }

  assertQuoteIs(status: QuoteStatus): void {
    assert.equal(this.thatQuote.status, status);
  }

  assertOrderOfQuoteTotals(total: number): void {
    const answer = this.lastAnswer;
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const orderId = this.thatQuote.orderId;
    assert.ok(orderId !== null, 'the quote became no order');
    assert.equal(this.seeded.byId(orderId).total, total);
  }

  // ---------------------------------------------------------------- margin grid

  private gridOf(resellerId: number): string[] {
    return this.db.margePrices
      .all()
      .filter((r) => r.resellerId === resellerId)
      .map((r) => `${r.scenarioUid};${r.quantity};${r.marge}`)
      .sort();
  }

  private async sendGrid(file: Blob): Promise<void> {
    this.gridBefore = this.gridOf(this.callerId);
    const form = new FormData();
    form.set('file', file, 'marges.csv');
    await this.send('POST', '/reseller_marge_prices', form);
  }

  sendMarginGrid(csv: string): Promise<void> {
    return this.sendGrid(new Blob([csv.trim() + '\n'], { type: 'text/csv' }));
  }

  /** A grid of `megabytes`, every line good (a known scenario, a new quantity each): only its size is wrong. */
  sendMarginGridOf(megabytes: number): Promise<void> {
    const lines = ['scenario_uid;quantity;marge'];
    let size = 0;
    for (let quantity = 1; size < megabytes * 1024 * 1024; quantity++) {
      const line = `SC-001-VELIN;${quantity};20`;
      lines.push(line);
      size += line.length + 1;
    }
    return this.sendGrid(new Blob([lines.join('\n')], { type: 'text/csv' }));
  }

  /** A grid of `lines` lines of empty cells (`;;`, three errors each) after its header: only its length is hostile. */
  sendMarginGridOfEmptyLines(lines: number): Promise<void> {
    return this.sendGrid(new Blob([`scenario_uid;quantity;marge\n${';;\n'.repeat(lines)}`], { type: 'text/csv' }));
  }

  /** The refusal lists `count` lines, the first of them `first`. */
  assertLinesListed(count: number, first: string): void {
    const errors = ((this.lastAnswer.body ?? {}) as ErrorBody).errors ?? [];
    assert.equal(errors.length, count);
    assert.equal(errors[0]?.field, first);
  }

  assertGridUnchanged(): void {
    assert.deepEqual(this.gridOf(this.callerId), this.gridBefore);
  }

  // ---------------------------------------------------------------- uploads

  private async sendDeliveryNote(file: File, status: string): Promise<void> {
    const order = this.quietOrder(status);
    this.orderId = order.id;
    const form = new FormData();
    form.set('file', file);
    await this.send('POST', `/orders/${order.id}/delivery_note`, form);
  }

  sendDeliveryNoteHolding(name: string, content: 'a PDF' | 'plain text', status: string): Promise<void> {
    return this.sendDeliveryNote(content === 'a PDF' ? pdfFile(name) : textFile(name), status);
  }

  /** A whole PDF one kilobyte over the 20 MB a file may weigh (its form stays under the body limit). */
  sendDeliveryNoteJustOver20Mb(status: string): Promise<void> {
    const pdf = largePdf('gros.pdf', 20);
    return this.sendDeliveryNote(new File([pdf, new Uint8Array(1024), '%%EOF\n'], 'gros.pdf'), status);
  }

  assertDeliveryNote(name: string | null): void {
    assert.equal(this.thatOrder.deliveryNote, name);
  }

  // ---------------------------------------------------------------- records and accounts

  async addShape(name: string): Promise<void> {
    await this.send('POST', '/shapes', { name });
  }

  async switchOffOwnAccount(): Promise<void> {
    await this.send('PUT', `/admin/users/active/${this.callerId}`, { isActive: false });
  }

  async deleteOwnAccount(): Promise<void> {
    await this.send('DELETE', `/admin/users/${this.callerId}`);
  }

  /** The caller's account is still there, and still switched on. */
  assertOwnAccountActive(): void {
    assert.equal(this.world.account(this.login).isActive, true);
  }

  /** A new reseller, a copy of reseller2's records under a new id, with nothing of its own yet. */
  private async newReseller(): Promise<number> {
    const model = this.world.account('reseller2@demo.local');
    const record = this.db.resellers.findFirst((q) => q.where({ id: model.id }));
    assert.ok(record, 'the seed has reseller2');
    const id = this.world.backend.db.nextId('users');
    await this.db.users.create({ ...model, id, username: `nouveau-${id}@example.com` });
    await this.db.resellers.create({ ...record, id });
    this.createdResellerId = id;
    return id;
  }

  /** A new reseller with no order and one quote user of its own (test data, written straight in). */
  async resellerWithQuoteUserOnly(): Promise<void> {
    const quoteUser = this.db.users.all().find((u) => u.parent === this.world.account('reseller2@demo.local').id);
    assert.ok(quoteUser, 'the seed has quote users of reseller2');
    const id = await this.newReseller();
    await this.db.users.create({
      ...quoteUser,
      id: this.world.backend.db.nextId('users'),
      username: `client-${id}@example.com`,
      parent: id,
    });
  }

  /** A new reseller with no quote user and one order of its own (test data, written straight in). */
  async resellerWithOrderOnly(): Promise<void> {
    const id = await this.newReseller();
    await makeOrder(this.world, { resellerId: id, userId: id, frontUserId: null });
  }

  async switchedOff(login: string): Promise<void> {
    await this.db.users.update((q) => q.where({ username: login }), {
      data: (u) => {
        u.isActive = false;
      },
    });
  }

  async logIn(login: string): Promise<void> {
    this.token = null;
    await this.send('POST', '/login', { username: login, password: DEMO_PASSWORD, options: { value: 'bo-front' } });
  }

  async deleteThatReseller(): Promise<void> {
    assert.ok(this.createdResellerId !== null, 'no reseller made');
    await this.send('DELETE', `/admin/resellers/${this.createdResellerId}`);
  }

  assertThatResellerStays(): void {
    assert.ok(
      this.db.users.findFirst((q) => q.where({ id: this.createdResellerId as number })),
      'the reseller is gone',
    );
  }

  // ---------------------------------------------------------------- answers

  /** The API refused with `status`, its message starting with `text` (a message may go on naming records). */
  assertRefused(status: number, text: string): void {
    const answer = this.lastAnswer;
    const body = (answer.body ?? {}) as ErrorBody;
    assert.equal(answer.status, status, `answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    assert.ok(
      typeof body.message === 'string' && body.message.startsWith(text),
      `the message was "${String(body.message)}", not "${text}…"`,
    );
  }

  /** The refusal names `field` with `text`. */
  assertRefusedOn(field: string, text: string): void {
    const errors = ((this.lastAnswer.body ?? {}) as ErrorBody).errors ?? [];
    assert.deepEqual(
      errors.filter((e) => e.field === field).map((e) => plainSpaces(e.message)),
      [text],
      `the fields refused: ${JSON.stringify(errors)}`,
    );
  }

  assertAnswered(status: number): void {
    const answer = this.lastAnswer;
    assert.equal(answer.status, status, `answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

export const serverRules = (world: BackOfficeWorld): ServerRulesContext => world.area(ServerRulesContext);
