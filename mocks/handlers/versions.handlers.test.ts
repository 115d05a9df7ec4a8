import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { etagOf } from '../../src/api/etag';
import { MockBackend } from '../backend';
import { createHandlers } from './index';

const API = 'http://api.test';

/**
 * docs/api/README.md#versions-and-lost-updates over HTTP, as an API client sees it: the ETag of
 * record answers, If-Match on the writes of one record, 412 for a stale one.
 */
describe('record versions over HTTP', () => {
  let backend: MockBackend;
  let handlers: ReturnType<typeof createHandlers>;
  let admin: string;

  const tokenOf = async (username: string) => (await backend.auth.login({ username, password: 'demo' }, 'en')).token;
  const idOf = (login: string) => backend.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;
  const discountOf = (login: string) =>
    backend.db.collections.resellers.findFirst((q) => q.where({ id: idOf(login) }))!.discount;

  async function call(
    method: string,
    path: string,
    options: { token?: string; ifMatch?: string; body?: unknown; locale?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin}` };
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`${API}${path}?locale=${options.locale ?? 'en'}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    return response;
  }

  const resellerBody = (discount: number) => ({
    username: 'reseller@demo.local',
    firstname: 'Jean',
    lastname: 'Dupont',
    company: 'Imprimerie Dupont',
    discount,
  });

  beforeEach(async () => {
    backend = await MockBackend.seeded();
    handlers = createHandlers(API, backend);
    admin = await tokenOf('admin@demo.local');
  });

  it('gives every record answer the ETag of its JSON, the same until the record changes; lists have none', async () => {
    const id = idOf('reseller@demo.local');
    const order = backend.db.collections.orders.all()[0]!.id;
    const quote = backend.db.collections.quotes.all()[0]!.id;
    for (const path of [
      `/admin/resellers/${id}`,
      `/admin/orders/${order}`,
      `/admin/quotes/${quote}`,
      '/admin/papers/1',
    ]) {
      const first = await call('GET', path);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, path).toBe(etagOf(await first.json()));
      expect((await call('GET', path)).headers.get('etag'), path).toBe(tag);
    }
    expect((await call('GET', '/admin/resellers')).headers.get('etag')).toBeNull();
  });

  it('refuses a stale If-Match with 412 and a message in the call’s language, changing nothing', async () => {
    const id = idOf('reseller@demo.local');
    const read = (await call('GET', `/admin/resellers/${id}`)).headers.get('etag')!;
    const saved = await call('PUT', `/admin/resellers/${id}`, { ifMatch: read, body: resellerBody(17) });
    expect(saved.status).toBe(200);
    const next = saved.headers.get('etag');
    expect(next).toBe(etagOf(await saved.json()));
    expect(next).not.toBe(read);

    const stale = await call('PUT', `/admin/resellers/${id}`, { ifMatch: read, body: resellerBody(3), locale: 'fr' });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({
      message: 'Cet enregistrement a été modifié depuis que vous l’avez ouvert : rechargez-le avant d’enregistrer.',
    });
    expect(discountOf('reseller@demo.local')).toBe(17);
    expect((await call('GET', `/admin/resellers/${id}`)).headers.get('etag')).toBe(next);
  });

  it('accepts a write without If-Match (a client of the original call list) and with If-Match: *', async () => {
    const id = idOf('reseller@demo.local');
    expect((await call('PUT', `/admin/resellers/${id}`, { body: resellerBody(11) })).status).toBe(200);
    expect((await call('PUT', `/admin/resellers/${id}`, { ifMatch: '*', body: resellerBody(12) })).status).toBe(200);
    expect(discountOf('reseller@demo.local')).toBe(12);
    const weak = `W/${(await call('GET', `/admin/resellers/${id}`)).headers.get('etag')}`;
    expect((await call('PUT', `/admin/resellers/${id}`, { ifMatch: weak, body: resellerBody(13) })).status).toBe(412);
  });

  it('keeps a refusal of the caller’s rights what it was, whatever If-Match says', async () => {
    const reader = await tokenOf('reader@demo.local');
    const id = idOf('reseller@demo.local');
    const refused = await call('PUT', `/admin/resellers/${id}`, {
      token: reader,
      ifMatch: '"stale"',
      body: resellerBody(50),
    });
    expect(refused.status).toBe(403);
    const reseller = await tokenOf('reseller@demo.local');
    const other = idOf('reseller2@demo.local');
    expect(
      (await call('PUT', `/admin/resellers/${other}`, { token: reseller, ifMatch: '"stale"', body: resellerBody(1) }))
        .status,
    ).toBe(404);
  });

  it('lets one of two writers holding the same version through, and refuses the other', async () => {
    const id = idOf('reseller@demo.local');
    const read = (await call('GET', `/admin/resellers/${id}`)).headers.get('etag')!;
    const answers = await Promise.all([
      call('PUT', `/admin/resellers/${id}`, { ifMatch: read, body: resellerBody(21) }),
      call('PUT', `/admin/resellers/${id}`, { ifMatch: read, body: resellerBody(22) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(discountOf('reseller@demo.local')).toBe(((await winner.json()) as { discount: number }).discount);
  });

  it('holds an order’s status change to the version read; the bulk change takes no version', async () => {
    const pending = backend.db.collections.orders.all().filter((o) => o.status === 0);
    const [one, two] = [pending[0]!.id, pending[1]!.id];
    const read = (await call('GET', `/admin/orders/${one}`)).headers.get('etag')!;
    expect((await call('PATCH', `/admin/status/orders/${one}`, { ifMatch: read, body: { status: 1 } })).status).toBe(
      200,
    );
    const stale = await call('PATCH', `/admin/status/orders/${one}`, { ifMatch: read, body: { status: 2 } });
    expect(stale.status).toBe(412);
    expect(backend.db.collections.orders.findFirst((q) => q.where({ id: one }))!.status).toBe(1);
    const bulk = await call('PATCH', '/admin/status/list/orders', {
      ifMatch: '"stale"',
      body: { listId: [two], status: 1 },
    });
    expect(bulk.status).toBe(200);
    expect(backend.db.collections.orders.findFirst((q) => q.where({ id: two }))!.status).toBe(1);
  });
});
