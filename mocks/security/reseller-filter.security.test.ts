import { beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/api/index';
import { ApiHarness, OTHER_RESELLER_ID, RESELLER_ID } from './harness';

/**
 * docs/access.md#reseller-scoping: a reseller's `_resellerId` (or `_resellerId[]`) on a list or a
 * dashboard call is ignored: it gets its own rows, exactly as if it had sent none. The calls are
 * every operation a reseller may make that takes the parameter, read from the contract, so a new
 * list is held to the rule as soon as it names it.
 */

const FILTERS = ['_resellerId', '_resellerId[]'] as const;

const lists = API_OPERATIONS.filter(
  (op) => op.method === 'get' && op.access === 'scoped' && FILTERS.some((name) => op.query?.[name]),
);
const dashboards = API_OPERATIONS.filter((op) => op.path.startsWith('/admin/dashboard/'));

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

describe("a reseller's _resellerId", () => {
  it('is taken by the lists and dashboards the contract says', () => {
    expect(lists.map((op) => op.id).sort()).toEqual([
      'listCancelRequests',
      'listMarginPrices',
      'listNonConformities',
      'listOrders',
      'listQuotes',
      'listUsers',
    ]);
    expect(dashboards.length).toBe(3);
  });

  for (const op of lists) {
    it(`is ignored by ${op.id} (${op.path}): the reseller gets its own rows`, async () => {
      const query = { _limit: '100' };
      const own = await api.call('GET', op.path, { token: api.tokens.reseller, query });
      expect(own.status).toBe(200);
      for (const name of FILTERS.filter((n) => op.query?.[n])) {
        for (const id of [OTHER_RESELLER_ID, RESELLER_ID]) {
          const asked = await api.call('GET', op.path, {
            token: api.tokens.reseller,
            query: { ...query, [name]: String(id) },
          });
          expect(asked.status, `${name}=${id}`).toBe(200);
          expect(asked.body, `${name}=${id}`).toEqual(own.body);
        }
      }
    });
  }

  for (const op of dashboards) {
    it(`is ignored by ${op.id} (${op.path}): the reseller gets its own figures`, async () => {
      const year = new Date().getUTCFullYear();
      const period = { startDate: `${year - 1}-01-01`, endDate: `${year}-12-31` };
      const own = await api.call('POST', op.path, { token: api.tokens.reseller, body: period });
      const asked = await api.call('POST', op.path, {
        token: api.tokens.reseller,
        body: { ...period, _resellerId: OTHER_RESELLER_ID },
      });
      expect(own.status).toBe(200);
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual(own.body);
    });
  }

  it('is still a 400 when it is not a whole number, as for staff', async () => {
    const answer = await api.call('GET', '/admin/orders', {
      token: api.tokens.reseller,
      query: { '_resellerId[]': 'x' },
    });
    expect(answer.status).toBe(400);
  });

  it('still narrows the lists of staff to one reseller', async () => {
    const answer = await api.call('GET', '/admin/orders', {
      token: api.tokens.admin,
      query: { _limit: '100', '_resellerId[]': String(OTHER_RESELLER_ID) },
    });
    const rows = (answer.body as { list: { resellerId: number | null }[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.resellerId === OTHER_RESELLER_ID)).toBe(true);
  });

  it('answers as the document says', async () => {
    expect(await api.answers.problems()).toEqual([]);
  });
});
