/**
 * The worked flow of docs/api/README.md#a-typed-client: a client of the API written by another team,
 * typed from the contract alone with the tools such teams use. `openapi-typescript` turns
 * docs/api/openapi.json into types (docs/api/openapi.d.ts, written by `npm run openapi`) and
 * `openapi-fetch` calls the API with them: a path, a parameter or a body the contract does not have is
 * a type error. `typed-client.test.ts` compiles this file on its own and runs it against the mock API.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../../../docs/api/openapi';

export interface Account {
  readonly username: string;
  readonly password: string;
}

/** What the flow saw, step by step. */
export interface FlowResult {
  readonly pending: number;
  readonly order: { readonly id: number; readonly status: number };
  readonly moved: number;
  readonly stale: number;
}

/** Logs in, finds a pending order, moves it on with its version, and is refused a stale version. */
export async function workedFlow(baseUrl: string, admin: Account): Promise<FlowResult> {
  const api = createClient<paths>({ baseUrl });

  // 1. A session: its token goes with every later call.
  const login = await api.POST('/login', {
    body: { username: admin.username, password: admin.password, options: { value: 'bo-front' } },
  });
  if (!login.data) throw new Error(`login refused: ${login.response.status} ${JSON.stringify(login.error)}`);
  const headers = { Authorization: `Bearer ${login.data.token}` };

  // 2. A page of the pending orders (status 0), newest first: `_filter[]` is repeated for each status.
  const pending = await api.GET('/admin/orders', {
    params: { query: { '_filter[]': [0], _limit: 5, locale: 'en' } },
    headers,
  });
  const first = pending.data?.list[0];
  if (!first) throw new Error(`no pending order: ${pending.response.status}`);

  // 3. That order whole, and its version (the ETag header).
  const read = await api.GET('/admin/orders/{id}', { params: { path: { id: first.id } }, headers });
  const version = read.response.headers.get('etag');
  if (!read.data || !version) throw new Error(`order ${first.id}: ${read.response.status}`);

  // 4. Moved on one step, in the version read: the answer is the order as it is now.
  const moved = await api.PATCH('/admin/status/orders/{id}', {
    params: { path: { id: first.id }, header: { 'If-Match': version } },
    body: { status: 1 },
    headers,
  });
  if (!moved.data) throw new Error(`move refused: ${moved.response.status} ${JSON.stringify(moved.error)}`);

  // 5. The same version again is stale: 412, and nothing changes.
  const stale = await api.PATCH('/admin/status/orders/{id}', {
    params: { path: { id: first.id }, header: { 'If-Match': version } },
    body: { status: 2 },
    headers,
  });

  await api.POST('/logout', { headers });
  return {
    pending: pending.data?.totalRequest ?? 0,
    order: { id: read.data.id, status: read.data.status.id },
    moved: moved.data.status.id,
    stale: stale.response.status,
  };
}
