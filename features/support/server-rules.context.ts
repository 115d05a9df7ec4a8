import assert from 'node:assert/strict';
import type { CancelRequestStatus } from '../../src/domain/requests/requests';
import type { NonConformityAnswer } from '../../src/domain/orders/order';
import type { QuoteStatus } from '../../src/domain/quotes/quote';
import { apiRecords, stamp } from './api-records';
import { largePdf, pdfFile, textFile } from './files';
import { makeOrder } from './order.factory';
import { statusNamed } from './seeded-orders';
import type { RawAnswer } from './spec-client';
import { plainSpaces } from './text';
import type { BackOfficeWorld } from './world';

/** A refusal's body as docs/api/README.md#errors describes it. */
interface ErrorBody {
  readonly message?: string;
  readonly errors?: readonly { field: string; message: string }[];
}

const ADMIN = 'admin@demo.local';

/**
 * The server's own rules (docs/rules.md), checked through the API itself: each call goes straight
 * to the server with the spec client (features/support/spec-client.ts), never through the back
 * office's use cases, whose pre-checks would refuse first and hide a server that lets it through.
 * The records are found, set up and read back through the API only (api-records.ts), so these
 * scenarios run against any server too (`npm run feature -- --base-url`, docs/qa.md).
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
  private quote: { id: number; price: number } | null = null;
  private gridBefore: string[] = [];
  private createdResellerId: number | null = null;
  /** An account the scenario made, and its password. */
  private account: { username: string; password: string } | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get api() {
    return apiRecords(this.world);
  }

  // ---------------------------------------------------------------- calls

  async callAs(login: string): Promise<void> {
    this.login = login;
    this.token = await this.api.tokenOf(login);
  }

  /** Who calls the API in this scenario (`"…" calls the API`). */
  get caller(): string {
    assert.ok(this.login, 'nobody calls the API yet');
    return this.login;
  }

  /** Keeps an answer of another context's call, for the refusal steps (`the API refuses it with …`). */
  answered(answer: RawAnswer): void {
    this.answer = answer;
  }

  private async send(method: string, path: string, body?: unknown): Promise<RawAnswer> {
    this.answer = await this.world.specClient.call(method, path, { token: this.token, body });
    return this.answer;
  }

  private get lastAnswer(): RawAnswer {
    assert.ok(this.answer, 'the API was not called');
    return this.answer;
  }

  private callerId(): Promise<number> {
    return this.world.idOf(this.login);
  }

  private get thatOrder(): number {
    assert.ok(this.orderId !== null, 'no order picked');
    return this.orderId;
  }

  // ---------------------------------------------------------------- order statuses

  private async moveOrder(orderId: number, to: string): Promise<void> {
    this.orderId = orderId;
    await this.send('PATCH', `/admin/status/orders/${orderId}`, { status: statusNamed(to) });
  }

  async moveAnOrder(from: string, to: string): Promise<void> {
    await this.moveOrder((await this.api.orderIn(from)).id, to);
  }

  async moveOneOfTheirs(from: string, to: string): Promise<void> {
    await this.moveOrder((await this.api.orderIn(from, { owner: this.login })).id, to);
  }

  /** A status change of one of the caller's orders, its body left out. */
  async changeOneOfTheirsWithoutBody(status: string): Promise<void> {
    this.orderId = (await this.api.orderIn(status, { owner: this.login })).id;
    await this.send('PATCH', `/admin/status/orders/${this.orderId}`);
  }

  async moveOrderWaitingForNonConformityAnswer(to: string): Promise<void> {
    await this.moveOrder((await this.api.orderWaitingForNonConformityAnswer()).orderId, to);
  }

  async moveOrderWhoseCancellationWaits(to: string): Promise<void> {
    const request = await this.api.cancelRequest('pending');
    this.cancelId = request.id;
    await this.moveOrder(request.orderId, to);
  }

  async moveTwoOrders(first: string, second: string, to: string): Promise<void> {
    const one = await this.api.orderIn(first);
    const other = await this.api.orderIn(second);
    this.bulk = new Map([
      [first, one.id],
      [second, other.id],
    ]);
    await this.send('PATCH', '/admin/status/list/orders', { listId: [one.id, other.id], status: statusNamed(to) });
  }

  /** An order of another reseller than the caller, as the admin finds it. */
  async readAnOrderOfAnotherReseller(): Promise<void> {
    const mine = await this.callerId();
    const orders = await this.api.rows<{ id: number; resellerId: number | null }>(ADMIN, '/admin/orders', {}, 3);
    const order = orders.find((o) => o.resellerId !== null && o.resellerId !== mine);
    assert.ok(order, `no order of another reseller than ${this.login} among the 300 newest`);
    this.orderId = order.id;
    await this.send('GET', `/admin/orders/${order.id}`);
  }

  async assertOrderIs(status: string): Promise<void> {
    const now = await this.api.statusOf(this.thatOrder);
    assert.equal(now, statusNamed(status), `order ${this.thatOrder} is in status ${now}, not "${status}"`);
  }

  async assertItsCancellationRequest(status: CancelRequestStatus): Promise<void> {
    assert.ok(this.cancelId !== null, 'no cancellation request picked');
    assert.equal(await this.api.cancelRequestStatus(this.cancelId), status, `cancellation request ${this.cancelId}`);
  }

  /** The bulk answer moved the order that was `moved` and refused the one that was `refused`, saying `text`. */
  async assertBulkOutcome(moved: string, to: string, refused: string, text: string): Promise<void> {
    const answer = this.lastAnswer;
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const results = (answer.body as { results: { id: number; ok: boolean; message?: string }[] }).results;
    const resultOf = (status: string) => results.find((r) => r.id === this.bulk.get(status));
    assert.equal(resultOf(moved)?.ok, true, JSON.stringify(results));
    assert.deepEqual(resultOf(refused), { id: this.bulk.get(refused), ok: false, message: text });
    assert.equal(await this.api.statusOf(this.bulk.get(moved) as number), statusNamed(to));
    assert.equal(await this.api.statusOf(this.bulk.get(refused) as number), statusNamed(refused));
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
    this.orderId = (await this.api.orderIn(status, { owner: this.login })).id;
    await this.send('POST', '/order_request_cancels', { order: this.orderId, comment });
    this.cancelId = (this.lastAnswer.body as { id?: number } | null)?.id ?? null;
  }

  async askCancellationAgain(): Promise<void> {
    this.orderId = (await this.api.cancelRequest('pending', this.login)).orderId;
    await this.send('POST', '/order_request_cancels', { order: this.orderId });
  }

  async answerCancelRequest(status: CancelRequestStatus, respond: 'approved' | 'unapproved'): Promise<void> {
    assert.ok(status !== 'treatment_cancelled', 'a request whose treatment was cancelled is not answered');
    const request = await this.api.cancelRequest(status);
    this.cancelId = request.id;
    this.orderId = request.orderId;
    await this.send('PATCH', `/admin/order_request_cancels/${request.id}`, { respond });
  }

  async refuseThatCancellation(): Promise<void> {
    assert.ok(this.cancelId !== null, 'no cancellation request asked');
    await this.send('PATCH', `/admin/order_request_cancels/${this.cancelId}`, { respond: 'unapproved' });
  }

  async cancelTreatmentOf(status: CancelRequestStatus): Promise<void> {
    assert.ok(status !== 'treatment_cancelled', 'pick a pending, approved or refused request');
    const request = await this.api.cancelRequest(status);
    this.cancelId = request.id;
    this.orderId = request.orderId;
    await this.send('PATCH', `/admin/order_request_cancels/cancel/${request.id}`, {});
  }

  /** A refused request whose order has moved on since the answer (an admin moved it on to delivered). */
  async cancelTreatmentAfterDelivery(): Promise<void> {
    const request = await this.api.cancelRequest('unapproved');
    await this.api.moveOn(request.orderId, 99);
    this.cancelId = request.id;
    this.orderId = request.orderId;
    await this.send('PATCH', `/admin/order_request_cancels/cancel/${request.id}`, {});
  }

  // ---------------------------------------------------------------- non-conformity

  private async flag(orderId: number): Promise<void> {
    this.orderId = orderId;
    await this.send('POST', '/admin/order_not_conformity', {
      orderId,
      reason: 'low-resolution',
      commentAdmin: 'Images floues',
    });
  }

  async flagAnOrderOf(status: string, login: string): Promise<void> {
    await this.flag((await this.api.orderIn(status, { owner: login })).id);
  }

  async flagAnOrderPlacedByStaff(): Promise<void> {
    const placed = await this.api
      .orderIn('En cours de traitement', { staff: true })
      .catch(() => this.api.orderIn('En attente', { staff: true }));
    await this.flag(placed.id);
  }

  async flagOrderWaitingForNonConformityAnswer(): Promise<void> {
    await this.flag((await this.api.orderWaitingForNonConformityAnswer()).orderId);
  }

  /** The environment configuration's FTP URL emptied (put back after the scenario). */
  async withoutFtpUrl(): Promise<void> {
    const configs = await this.api.rows<{ id: number }>(ADMIN, '/admin/config_env');
    for (const config of configs) await this.api.changeFor(`/admin/config_env/${config.id}`, { ftpUrl: '' });
  }

  /** An admin placed one of `login`'s in-progress orders in non-conformity, through the API. */
  async nonConformityWaitsFor(login: string): Promise<void> {
    const flagged = await this.api.flag(await this.api.orderIn('En cours de traitement', { owner: login }));
    this.orderId = flagged.orderId;
    this.nonConformityId = flagged.requestId;
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

  async validateOneOf(status: QuoteStatus): Promise<void> {
    this.quote = await this.api.quoteOf(this.login, status);
    await this.send('PATCH', `/quotes/${this.quote.id}/validate`);
  }

  async sendSeriesFileOf(status: QuoteStatus): Promise<void> {
    const quote = await this.api.quoteOf(this.login, status);
    this.quote = quote;
    const series = quote.series?.[0];
    assert.ok(series, `quote ${quote.id} has no series`);
    const form = new FormData();
    form.set('file', pdfFile('maquette.pdf'));
    await this.send('POST', `/quote_series/${series.id}/file`, form);
  }

  /** The reseller's discount set (put back after the scenario). */
  async discountOf(login: string, percent: number): Promise<void> {
    await this.api.changeFor(`/admin/resellers/${await this.world.idOf(login)}`, { discount: percent });
  }

  async assertQuoteIs(status: QuoteStatus): Promise<void> {
    assert.ok(this.quote, 'no quote picked');
    const now = await this.api.ok<{ status: string }>(this.login, 'GET', `/admin/quotes/${this.quote.id}`);
    assert.equal(now.status, status, `quote ${this.quote.id}`);
  }

  /** The validation answered 200, and the order the quote became totals its price less `percent` %. */
  async assertOrderOfQuoteTotals(percent: number): Promise<void> {
    const answer = this.lastAnswer;
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(this.quote, 'no quote picked');
    const quote = await this.api.ok<{ orderId: number | null }>(this.login, 'GET', `/admin/quotes/${this.quote.id}`);
    assert.ok(quote.orderId !== null, `quote ${this.quote.id} became no order`);
    const order = await this.api.order(quote.orderId);
    const expected = Math.round(this.quote.price * (100 - percent)) / 100;
    assert.equal(order.total, expected, `the quote was priced ${this.quote.price} €, less ${percent} %`);
  }

  // ---------------------------------------------------------------- margin grid

  private async sendGrid(file: Blob): Promise<void> {
    this.gridBefore = await this.api.gridOf(this.login);
    const form = new FormData();
    form.set('file', file, 'marges.csv');
    await this.send('POST', '/reseller_marge_prices', form);
  }

  /** A scenario uid the server offers for a grid (`{uid}` in the scenarios' files). */
  async gridScenario(): Promise<string> {
    const offered = await this.api.page<{ uid: string }>(this.login, '/reseller_marge_prices/scenarios');
    const uid = offered.list[0]?.uid;
    assert.ok(uid, 'the server offers no scenario for a margin grid');
    this.uid = uid;
    return uid;
  }

  private uid = '';

  /** `{uid}` replaced by the scenario the file named (a refusal's text may quote it). */
  withUid(text: string): string {
    return text.replaceAll('{uid}', this.uid);
  }

  async sendMarginGrid(csv: string): Promise<void> {
    const uid = csv.includes('{uid}') ? await this.gridScenario() : '';
    return this.sendGrid(new Blob([csv.replaceAll('{uid}', uid).trim() + '\n'], { type: 'text/csv' }));
  }

  /** A grid of `megabytes`, every line well formed (a new quantity each): only its size is wrong. */
  async sendMarginGridOf(megabytes: number): Promise<void> {
    const uid = await this.gridScenario();
    const lines = ['scenario_uid;quantity;marge'];
    let size = 0;
    for (let quantity = 1; size < megabytes * 1024 * 1024; quantity++) {
      const line = `${uid};${quantity};20`;
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

  async assertGridUnchanged(): Promise<void> {
    assert.deepEqual(await this.api.gridOf(this.login), this.gridBefore);
  }

  // ---------------------------------------------------------------- uploads

  private async sendDeliveryNote(file: File, status: string): Promise<void> {
    this.orderId = (await this.api.orderIn(status)).id;
    const form = new FormData();
    form.set('file', file);
    await this.send('POST', `/orders/${this.orderId}/delivery_note`, form);
  }

  sendDeliveryNoteHolding(name: string, content: 'a PDF' | 'plain text', status: string): Promise<void> {
    return this.sendDeliveryNote(content === 'a PDF' ? pdfFile(name) : textFile(name), status);
  }

  /** A whole PDF one kilobyte over the 20 MB a file may weigh (its form stays under the body limit). */
  sendDeliveryNoteJustOver20Mb(status: string): Promise<void> {
    const pdf = largePdf('gros.pdf', 20);
    return this.sendDeliveryNote(new File([pdf, new Uint8Array(1024), '%%EOF\n'], 'gros.pdf'), status);
  }

  async assertDeliveryNote(name: string | null): Promise<void> {
    const order = (await this.api.order(this.thatOrder)) as { deliveryNoteName?: string | null };
    assert.equal(order.deliveryNoteName, name, `the delivery note of order ${this.thatOrder}`);
  }

  // ---------------------------------------------------------------- records and accounts

  /** A shape named as one the server has, in capitals (uniqueness ignores case). */
  async addShapeNamedAsOneInCapitals(): Promise<void> {
    const shape = (await this.api.page<{ name: string }>(ADMIN, '/shapes', { _limit: '1' })).list[0];
    assert.ok(shape, 'the server has no shape to name a new one after');
    await this.send('POST', '/shapes', { name: shape.name.toUpperCase() });
    const made = (this.lastAnswer.body as { id?: unknown } | null)?.id;
    if (this.lastAnswer.status === 201)
      this.world.afterwards(() => this.api.call(ADMIN, 'DELETE', `/shapes/${String(made)}`));
  }

  async switchOffOwnAccount(): Promise<void> {
    await this.send('PUT', `/admin/users/active/${await this.callerId()}`, { isActive: false });
  }

  async deleteOwnAccount(): Promise<void> {
    await this.send('DELETE', `/admin/users/${await this.callerId()}`);
  }

  /** The caller's account is still there, and still switched on. */
  async assertOwnAccountActive(): Promise<void> {
    const me = await this.api.ok<{ isActive: boolean }>(ADMIN, 'GET', `/admin/users/${await this.callerId()}`);
    assert.equal(me.isActive, true);
  }

  /** A new reseller (a prospect) with one quote user of its own and no order, deleted after the scenario. */
  async resellerWithQuoteUserOnly(): Promise<void> {
    const name = `nouveau-${stamp()}`;
    const reseller = await this.api.makeFor<{ id: number }>('/admin/resellers', {
      username: `${name}@example.com`,
      firstname: 'Nouveau',
      lastname: 'Revendeur',
      company: `Revendeur ${name}`,
      isProspect: true,
    });
    this.createdResellerId = reseller.id;
    await this.api.makeFor('/admin/users', {
      username: `client-${name}@example.com`,
      firstname: 'Client',
      lastname: 'Devis',
      roles: ['ROLE_RESELLER_FRONT'],
      isActive: true,
      password: `Un mot de passe ${name}`,
      parent: reseller.id,
    });
  }

  /**
   * A new reseller with no quote user and one order of its own: test data written straight into the
   * seed's database (no call gives a reseller an order), so its scenario is tagged @seed.
   */
  async resellerWithOrderOnly(): Promise<void> {
    const db = this.world.backend.db;
    const model = this.world.account('reseller2@demo.local');
    const record = db.collections.resellers.findFirst((q) => q.where({ id: model.id }));
    assert.ok(record, 'the seed has reseller2');
    const id = db.nextId('users');
    await db.collections.users.create({ ...model, id, username: `nouveau-${id}@example.com` });
    await db.collections.resellers.create({ ...record, id });
    this.createdResellerId = id;
    await makeOrder(this.world, { resellerId: id, userId: id, frontUserId: null });
  }

  /** A new account (a reader) made by the admin and switched off, deleted after the scenario. */
  async newAccountSwitchedOff(): Promise<void> {
    const name = `eteint-${stamp()}`;
    this.account = { username: `${name}@example.com`, password: `Un mot de passe ${name}` };
    const user = await this.api.makeFor<{ id: number }>('/admin/users', {
      ...this.account,
      firstname: 'Compte',
      lastname: 'Éteint',
      roles: ['ROLE_READER'],
      isActive: true,
    });
    await this.api.ok(ADMIN, 'PUT', `/admin/users/active/${user.id}`, { body: { isActive: false } });
  }

  /** The seed's account `login` switched off, straight in its database (the forgot-password screens' test data). */
  async switchedOff(login: string): Promise<void> {
    await this.world.backend.db.collections.users.update((q) => q.where({ username: login }), {
      data: (u) => {
        u.isActive = false;
      },
    });
  }

  /** The account the scenario made logs in, with its own password. */
  async thatAccountLogsIn(): Promise<void> {
    assert.ok(this.account, 'no account made');
    this.token = null;
    await this.send('POST', '/login', { ...this.account, options: { value: 'bo-front' } });
  }

  async deleteThatReseller(): Promise<void> {
    assert.ok(this.createdResellerId !== null, 'no reseller made');
    await this.send('DELETE', `/admin/resellers/${this.createdResellerId}`);
  }

  async assertThatResellerStays(): Promise<void> {
    const answer = await this.api.call(ADMIN, 'GET', `/admin/resellers/${this.createdResellerId}`);
    assert.equal(answer.status, 200, `the reseller ${this.createdResellerId} is gone: ${answer.status}`);
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

  /** The refusal names `field` with `text` (`{uid}`: the grid's scenario). */
  assertRefusedOn(field: string, text: string): void {
    const errors = ((this.lastAnswer.body ?? {}) as ErrorBody).errors ?? [];
    assert.deepEqual(
      errors.filter((e) => e.field === field).map((e) => plainSpaces(e.message)),
      [this.withUid(text)],
      `the fields refused: ${JSON.stringify(errors)}`,
    );
  }

  assertAnswered(status: number): void {
    const answer = this.lastAnswer;
    assert.equal(answer.status, status, `answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

export const serverRules = (world: BackOfficeWorld): ServerRulesContext => world.area(ServerRulesContext);
