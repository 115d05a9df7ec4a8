import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { AnswerObserver } from '../contract/answer-observer';
import { createHandlers } from './index';

/**
 * The session, reseller, margin grid and country calls exactly as the original call list names
 * them (paths, parameters, fields): a client written from that list works as written, and every
 * answer it gets is one the OpenAPI document describes.
 */

const API = 'http://api.test';
const answers = new AnswerObserver(API);

let backend: MockBackend;
let handlers: RequestHandler[];

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; query?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(`${API}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.append(name, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const request = new Request(url, { method, headers, body });
  const response = await getResponse(handlers, request.clone());
  if (!response) throw new Error(`${method} ${path} is not mounted`);
  answers.observe(request, response);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function login(username: string): Promise<string> {
  const answer = await call('POST', '/login', {
    body: { username, password: 'demo', options: { value: 'bo-front' } },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { token: string }).token;
}

const idOf = (username: string) => backend.db.collections.users.findFirst((q) => q.where({ username }))!.id;
const rows = (answer: Answer) => (answer.body as { list: Record<string, unknown>[] }).list;
const total = (answer: Answer) => (answer.body as { total: number }).total;

beforeEach(async () => {
  backend = await MockBackend.seeded();
  handlers = createHandlers(API, backend);
});

afterEach(async () => {
  expect(await answers.problems(), 'answers that break the OpenAPI document').toEqual([]);
});

describe('the session calls of the original call list', () => {
  it('POST /login {username, password, options.value} → token; POST /admin/auth-user {token} → the user', async () => {
    const token = await login('admin@demo.local');
    const me = await call('POST', '/admin/auth-user', { token, body: { token } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'admin@demo.local', roles: ['ROLE_ADMIN'] });
    expect((await call('POST', '/logout', { token })).status).toBe(204);
    expect((await call('POST', '/admin/auth-user', { token, body: { token } })).status).toBe(401);
  });

  it('connect_as/{adminId}/{userId} → userConnectAsToken, and adminUser.api_token the admin’s own token', async () => {
    const token = await login('admin@demo.local');
    const reseller = idOf('reseller@demo.local');
    const answer = await call('POST', `/admin/users/connect_as/${idOf('admin@demo.local')}/${reseller}`, { token });
    expect(answer.status).toBe(200);
    const { userConnectAsToken, adminUser } = answer.body as {
      userConnectAsToken: string;
      adminUser: { username: string; api_token: string };
    };
    expect(adminUser).toMatchObject({ username: 'admin@demo.local', api_token: token });
    const asReseller = await call('POST', '/admin/auth-user', {
      token: userConnectAsToken,
      body: { token: userConnectAsToken },
    });
    expect(asReseller.body).toMatchObject({ id: reseller, username: 'reseller@demo.local' });
  });

  it('check-user-mail {email} → isExist and user.id; GET /reset-password/{userId}; change_password/{token}/{id}', async () => {
    const unknown = await call('POST', '/reset-password/check-user-mail', { body: { email: 'nobody@demo.local' } });
    expect(unknown.body).toEqual({ isExist: false, user: null });
    const known = await call('POST', '/reset-password/check-user-mail', { body: { email: 'reseller@demo.local' } });
    const userId = idOf('reseller@demo.local');
    expect(known.body).toEqual({ isExist: true, user: { id: userId } });
    expect((await call('GET', `/reset-password/${userId}`)).status).toBe(200);
    const { token } = backend.db.collections.resetTokens.findFirst((q) => q.where({ userId }))!;
    const change = (path: string) => call('POST', path, { body: { password: 'n3w-passw0rd' } });
    const wrongToken = await change(`/reset-password/change_password/0000deadbeef/${userId}`);
    expect(wrongToken).toMatchObject({ status: 400, body: { message: 'error_token' } });
    const wrongUser = await change(`/reset-password/change_password/${token}/${idOf('reseller2@demo.local')}`);
    expect(wrongUser).toMatchObject({ status: 400, body: { message: 'error_wrong_user' } });
    expect((await change(`/reset-password/change_password/${token}/${userId}`)).status).toBe(200);
    expect(
      (await call('POST', '/login', { body: { username: 'reseller@demo.local', password: 'n3w-passw0rd' } })).status,
    ).toBe(200);
  });

  it('GET /admin/users?_resellerId → the quote users of that reseller', async () => {
    const token = await login('admin@demo.local');
    const reseller = idOf('reseller@demo.local');
    const answer = await call('GET', '/admin/users', { token, query: { _resellerId: String(reseller) } });
    expect(rows(answer).length).toBeGreaterThan(0);
    expect(rows(answer).every((user) => user.parent === reseller)).toBe(true);
  });
});

describe('the reseller, margin grid and country calls of the original call list', () => {
  it('lists with _isProspect, /prospects, /notprospects and /search?_search', async () => {
    const token = await login('admin@demo.local');
    const all = await call('GET', '/admin/resellers', { token });
    const prospects = await call('GET', '/admin/resellers', { token, query: { _isProspect: '1' } });
    const customers = await call('GET', '/admin/resellers', { token, query: { _isProspect: '0' } });
    expect(rows(prospects).every((r) => r.isProspect === true)).toBe(true);
    expect(rows(customers).every((r) => r.isProspect === false)).toBe(true);
    expect(total(prospects) + total(customers)).toBe(total(all));
    expect(total(await call('GET', '/admin/resellers/prospects', { token }))).toBe(total(prospects));
    expect(total(await call('GET', '/admin/resellers/notprospects', { token }))).toBe(total(customers));
    const found = await call('GET', '/admin/resellers/search', { token, query: { _search: 'reseller@demo.local' } });
    expect(rows(found).map((r) => r.username)).toContain('reseller@demo.local');
  });

  it('GET, PUT and PUT /active/{id} of a reseller, with the flat billing and delivery keys', async () => {
    const token = await login('admin@demo.local');
    const id = idOf('reseller2@demo.local');
    const reseller = (await call('GET', `/admin/resellers/${id}`, { token })).body as Record<string, unknown>;
    for (const key of ['billingZipCode', 'deliveryCity', 'api_token', 'thetis_key', 'mailConfig', 'country']) {
      expect(reseller).toHaveProperty(key);
    }
    const country = reseller.country as { id: number } | null;
    const updated = await call('PUT', `/admin/resellers/${id}`, {
      token,
      body: { ...reseller, country: country?.id ?? null, billingCity: 'Nantes' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ billingCity: 'Nantes' });
    const off = await call('PUT', `/admin/resellers/active/${id}`, { token, body: { isActive: false } });
    expect(off.body).toMatchObject({ id, isActive: false });
  });

  it('GET /reseller_marge_prices; POST /reseller_marge_prices with a multipart file', async () => {
    const token = await login('reseller@demo.local');
    expect(total(await call('GET', '/reseller_marge_prices', { token }))).toBeGreaterThan(0);
    const uid = backend.db.collections.scenarios.all()[0]!.uid;
    const form = new FormData();
    form.append('file', new Blob([`scenario_uid;quantity;marge\n${uid};100;5\n`], { type: 'text/csv' }), 'grid.csv');
    const uploaded = await call('POST', '/reseller_marge_prices', { token, form });
    expect(uploaded).toEqual({ status: 201, body: { imported: 1 } });
    expect(rows(await call('GET', '/reseller_marge_prices', { token }))).toMatchObject([
      { scenario: { uid }, quantity: 100, marge: 5 },
    ]);
  });

  it('GET /countries?lang names the countries in that language; PUT /countries/{id} switches delivery', async () => {
    const token = await login('admin@demo.local');
    const es = rows(await call('GET', '/countries', { token, query: { lang: 'es' } }));
    const spain = es.find((c) => c.countryCode === 'ES')!;
    expect(spain.name).toBe('España');
    // A client may send the whole country back: the fields beside the flag are ignored.
    const answer = await call('PUT', `/countries/${String(spain.id)}`, {
      token,
      body: { ...spain, isEnabledForDelivery: !spain.isEnabledForDelivery },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { id: spain.id, isEnabledForDelivery: !spain.isEnabledForDelivery },
    });
  });
});
