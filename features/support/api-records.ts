import assert from 'node:assert/strict';
import { STATUS_NAMES } from '../../mocks/services/orders/orders.messages';
import type { OrderStatusId } from '../../src/domain/orders/order-status';
import type { RawAnswer } from './spec-client';
import { statusNamed } from './seeded-orders';
import type { BackOfficeWorld } from './world';

type Json = Record<string, unknown>;

/** An order row as the list answers it. */
export interface OrderRow {
  readonly id: number;
  readonly resellerId: number | null;
  readonly status: { readonly id: number; readonly name: string };
  readonly cancellationPending?: boolean;
  readonly createdAt: string;
}

export interface Page<T = Json> {
  readonly list: T[];
  readonly total: number;
  readonly totalRequest: number;
}

const ADMIN = 'admin@demo.local';

/** The admin's forward moves: from each status, the one an admin moves it to. */
const NEXT: Readonly<Record<number, number>> = { 0: 1, 1: 2, 2: 3, 3: 99 };

/**
 * The records a scenario of the API works on, found and set up through the API only
 * (docs/qa.md#the-specs-against-any-server): never the seed's database, so the same step runs against
 * the scenario's mock backend and against any server `--base-url` names. A record that is not there
 * is made where the API can make it (an order moved on from an earlier status, a cancellation asked);
 * a step that finds none says what it looked for, for whom.
 */
export class ApiRecords {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly world: BackOfficeWorld) {}

  /** The session token of `login`, logged in once per scenario. */
  async tokenOf(login: string): Promise<string> {
    let token = this.tokens.get(login);
    if (!token) {
      token = await this.world.specClient.login(login);
      this.tokens.set(login, token);
    }
    return token;
  }

  /** A call as `login`. */
  async call(login: string, method: string, path: string, options: { body?: unknown; query?: Json } = {}) {
    return this.world.specClient.call(method, path, {
      token: await this.tokenOf(login),
      body: options.body,
      query: options.query as Record<string, string | string[]> | undefined,
    });
  }

  /** A call that must succeed: its body. */
  async ok<T = Json>(login: string, method: string, path: string, options: { body?: unknown; query?: Json } = {}) {
    const answer = await this.call(login, method, path, options);
    assert.ok(
      answer.status < 300,
      `${method} ${path} as ${login} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
    return answer.body as T;
  }

  /** One page of a list as `login`. */
  page<T = Json>(login: string, path: string, query: Json = {}): Promise<Page<T>> {
    return this.ok<Page<T>>(login, 'GET', path, { query });
  }

  /** Every row of a list as `login`, page after page (at most `pages` pages of 100). */
  async rows<T = Json>(login: string, path: string, query: Json = {}, pages = 20): Promise<T[]> {
    const out: T[] = [];
    for (let n = 1; n <= pages; n += 1) {
      const page = await this.page<T>(login, path, { ...query, _limit: '100', _page: String(n) });
      out.push(...page.list);
      if (page.list.length < 100) break;
    }
    return out;
  }

  // ---------------------------------------------------------------- orders

  /** An order in full, as the admin reads it. */
  order(id: number): Promise<Json & { status: { id: number } }> {
    return this.ok(ADMIN, 'GET', `/admin/orders/${id}`);
  }

  async statusOf(id: number): Promise<number> {
    return (await this.order(id)).status.id;
  }

  /**
   * The newest order in `status` (a French status name) with no request waiting, of `owner` (a login)
   * or of any reseller, or placed by staff; one moved on from an earlier status when there is none.
   */
  async orderIn(status: string, who: { owner?: string; staff?: boolean } = {}): Promise<OrderRow> {
    const wanted = statusNamed(status);
    const owner = who.owner === undefined ? undefined : await this.world.idOf(who.owner);
    const query: Json = { '_filter[]': String(wanted), _limit: '100' };
    if (owner !== undefined) query['_resellerId[]'] = String(owner);
    const rows = await this.rows<OrderRow>(ADMIN, '/admin/orders', query, 3);
    const found = rows.find(
      (o) => (who.staff ? o.resellerId === null : o.resellerId !== null) && !o.cancellationPending,
    );
    if (found) return found;
    const before = Object.entries(NEXT).find(([, to]) => to === wanted)?.[0];
    if (before !== undefined) {
      const earlier = await this.orderIn(STATUS_NAMES[Number(before) as OrderStatusId].fr, who).catch(() => null);
      if (earlier) {
        await this.ok(ADMIN, 'PATCH', `/admin/status/orders/${earlier.id}`, { body: { status: wanted } });
        return { ...earlier, status: { id: wanted, name: status } };
      }
    }
    return assert.fail(
      `no order ${who.staff ? 'placed by staff' : `of ${who.owner ?? 'a reseller'}`} in "${status}" without a waiting request, nor one in an earlier status to move there`,
    );
  }

  /** An order waiting for the reseller's answer to a non-conformity: one the seed has, or one an admin flags. */
  async orderWaitingForNonConformityAnswer(): Promise<{ orderId: number; requestId: number }> {
    const waiting = await this.page<{ id: number; orderId: number }>(ADMIN, '/admin/order_not_conformity_list', {
      '_filter[]': 'waiting',
    });
    const first = waiting.list[0];
    if (first) return { orderId: first.orderId, requestId: first.id };
    return this.flag(await this.orderIn('En cours de traitement'));
  }

  /** An admin places `order` in non-conformity: the request's id. */
  async flag(order: { id: number }): Promise<{ orderId: number; requestId: number }> {
    const answer = await this.ok<{ entity: { id: number } }>(ADMIN, 'POST', '/admin/order_not_conformity', {
      body: { orderId: order.id, reason: 'file-not-conforming', commentAdmin: 'Fichier illisible' },
    });
    return { orderId: order.id, requestId: answer.entity.id };
  }

  // ---------------------------------------------------------------- cancellation requests

  /** A cancellation request in `status` (of `owner`'s orders, if named): one the server has, or one made now. */
  async cancelRequest(
    status: 'pending' | 'approved' | 'unapproved',
    owner?: string,
  ): Promise<{ id: number; orderId: number }> {
    const query: Json = { '_filter[]': status };
    if (owner) query._resellerId = String(await this.world.idOf(owner));
    const found = (await this.page<{ id: number; order: { id: number } }>(ADMIN, '/admin/order_request_cancels', query))
      .list[0];
    if (found) return { id: found.id, orderId: found.order.id };
    const asker = owner ?? 'reseller@demo.local';
    const order = await this.orderIn('En attente', { owner: asker });
    const made = await this.ok<{ id: number }>(asker, 'POST', '/order_request_cancels', {
      body: { order: order.id, comment: 'Demande faite pour le scénario' },
    });
    if (status !== 'pending') {
      await this.ok(ADMIN, 'PATCH', `/admin/order_request_cancels/${made.id}`, { body: { respond: status } });
    }
    return { id: made.id, orderId: order.id };
  }

  async cancelRequestStatus(id: number): Promise<string> {
    const rows = await this.rows<{ id: number; status: string }>(ADMIN, '/admin/order_request_cancels');
    const found = rows.find((r) => r.id === id);
    assert.ok(found, `no cancellation request #${id}`);
    return found.status;
  }

  /** An admin moves `orderId` forward, one step at a time, until it is `status`. */
  async moveOn(orderId: number, status: number): Promise<void> {
    for (let now = await this.statusOf(orderId); now !== status; now = await this.statusOf(orderId)) {
      const next = NEXT[now];
      assert.ok(next !== undefined, `order ${orderId} cannot move on from ${now} to ${status}`);
      await this.ok(ADMIN, 'PATCH', `/admin/status/orders/${orderId}`, { body: { status: next } });
    }
  }

  // ---------------------------------------------------------------- quotes, grids, settings, accounts

  /** One of `login`'s quotes in `status` (the API makes none: quotes come from the calculator). */
  async quoteOf(login: string, status: string): Promise<{ id: number; price: number; series?: { id: number }[] }> {
    const rows = await this.rows<{ id: number; price: number }>(login, '/admin/quotes', { '_filter[]': status }, 3);
    const found = rows[0];
    assert.ok(found, `no quote of ${login} in "${status}" on this server`);
    return this.ok(login, 'GET', `/admin/quotes/${found.id}`);
  }

  /** `login`'s margin grid as CSV lines `uid;quantity;marge`, sorted. */
  async gridOf(login: string): Promise<string[]> {
    const rows = await this.rows<{ scenario: { uid: string }; quantity: number; marge: number }>(
      login,
      '/reseller_marge_prices',
    );
    return rows.map((r) => `${r.scenario.uid};${r.quantity};${r.marge}`).sort();
  }

  /** Changes a record with a GET–modify–PUT as the admin, and puts it back after the scenario. */
  async changeFor(path: string, change: Json): Promise<void> {
    const before = await this.ok(ADMIN, 'GET', path);
    await this.ok(ADMIN, 'PUT', path, { body: { ...before, ...change } });
    this.world.afterwards(() => this.ok(ADMIN, 'PUT', path, { body: before }));
  }

  /** Makes a record as the admin, and deletes it after the scenario. */
  async makeFor<T extends { id: number }>(path: string, body: Json): Promise<T> {
    const made = await this.ok<T>(ADMIN, 'POST', path, { body });
    this.world.afterwards(() => this.call(ADMIN, 'DELETE', `${path}/${made.id}`));
    return made;
  }
}

export const apiRecords = (world: BackOfficeWorld): ApiRecords => world.area(ApiRecords);

/** A unique stamp for the names a scenario makes on a server it shares with others. */
export const stamp = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

export type { RawAnswer };
