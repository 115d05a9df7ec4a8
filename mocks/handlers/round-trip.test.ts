import { beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/api/index';
import type { AnyOperation } from '../../src/api/operation';
import { ApiHarness, type Who } from '../security/harness';

/**
 * docs/api/README.md#bodies-and-answers: a record read with GET and sent back with PUT, as it was
 * read, is accepted, and changes nothing. A reference may be sent as an id or as the object an
 * answer shows it as (`papers: [{id, uid, name}]`), so a client can GET, modify, PUT. Every record
 * type the contract can read and change is taken from the contract itself: a new one is held to it
 * as soon as it exists.
 */

interface Pair {
  readonly read: AnyOperation;
  readonly write: AnyOperation;
}

/** Each `PUT {path}` with the GET that reads the same record (by its id, else its list's row). */
const pairs: Pair[] = API_OPERATIONS.filter((op) => op.method === 'put').flatMap((write) => {
  const read =
    API_OPERATIONS.find((op) => op.method === 'get' && op.path === write.path) ??
    API_OPERATIONS.find((op) => op.method === 'get' && `${op.path}/{id}` === write.path);
  return read ? [{ read, write }] : [];
});

/** Who reads and writes each kind of record: the role its access is for. */
const callers: Record<string, readonly Who[]> = {
  self: ['reseller2', 'admin'],
  owner: ['admin'],
  admin: ['admin'],
};

/** Fields a write stamps whatever it is sent: left out of the comparison. */
const STAMPED = new Set(['updatedAt', 'lastConnection']);
const unstamped = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, inner: unknown) => (STAMPED.has(key) ? undefined : inner)));

/** A record as `read` answers it, and the path `write` changes it at. */
async function readOne(read: AnyOperation, write: AnyOperation, token: string) {
  const rows = async (path: string) => {
    const answer = await api.call('GET', path, { token });
    const first = (answer.body as { list: { id: number }[] }).list[0];
    if (!first) throw new Error(`${path} lists no record to read`);
    return first;
  };
  // The list is the read (saved views, countries): its first row, changed at `{path}/{id}`.
  if (read.path !== write.path) {
    const row = await rows(read.path);
    return { path: write.path.replace('{id}', String(row.id)), record: row };
  }
  // One record at a path of its own (the caller's preferences), or the first of its list.
  const path = read.path.endsWith('/{id}')
    ? read.path.replace('{id}', String((await rows(read.path.replace(/\/\{id\}$/, ''))).id))
    : read.path;
  return { path, record: (await api.call('GET', path, { token })).body };
}

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

describe('GET, then PUT of the same record as it was read', () => {
  it('covers every record type the contract reads and changes', () => {
    expect(pairs.map((p) => p.write.id).sort()).toEqual(
      [
        'putPreferences',
        'setCountryDelivery',
        'updateCategory',
        'updateCategoryScenario',
        'updateCmsEntry',
        'updateDimension',
        'updateEnvironmentConfig',
        'updateFinish',
        'updateMandrel',
        'updateOrientation',
        'updatePaper',
        'updateQuantityPerRoll',
        'updateReseller',
        'updateScenario',
        'updateShape',
        'updateUser',
        'updateView',
      ].sort(),
    );
  });

  for (const { read, write } of pairs) {
    it(`${write.id}: accepts what ${read.id} answered, and changes nothing`, async () => {
      const token = api.tokens[callers[write.access]?.[0] ?? 'admin'];
      const { path, record } = await readOne(read, write, token);
      const answer = await api.call('PUT', path, { token, body: record });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(unstamped(answer.body)).toEqual(unstamped(record));
    });
  }

  it('takes an order status as an order shows it, and an order as a list row shows it', async () => {
    const pending = async (token: string) => {
      const page = await api.call('GET', '/admin/orders', { token, query: { '_filter[]': '0', _limit: '100' } });
      return (page.body as { list: { id: number; cancellationPending: boolean }[] }).list.find(
        (o) => !o.cancellationPending,
      )!;
    };
    const admin = api.tokens.admin;
    const order = await pending(admin);
    const read = (await api.call('GET', `/admin/orders/${order.id}`, { token: admin })).body as {
      status: { id: number; name: string };
    };
    const moved = await api.call('PATCH', `/admin/status/orders/${order.id}`, {
      token: admin,
      body: { status: { ...read.status, id: 1 } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((moved.body as { status: { id: number } }).status.id).toBe(1);

    const reseller = api.tokens.reseller;
    const own = await pending(reseller);
    const asked = await api.call('POST', '/order_request_cancels', {
      token: reseller,
      body: { order: own, comment: 'round trip' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((asked.body as { order: { id: number } }).order.id).toBe(own.id);
  });

  it('answers as the document says', async () => {
    expect(await api.answers.problems()).toEqual([]);
  });
});
