import { getResponse } from 'msw';
import { expect, it } from 'vitest';
import { API_OPERATIONS, MOCK_OPERATIONS } from '../../src/api';
import { routePattern } from '../../src/api/operation';
import { MockBackend } from '../backend';
import { createHandlers } from './index';
import { MATRIX } from '../security/endpoint-matrix';
import { ApiHarness } from '../security/harness';

const API = 'http://api.test';

/** The body each POST that only reads is asked with, as the app asks it. */
const BODIES: Record<string, (token: string) => unknown> = {
  getSessionUser: (token) => ({ token }),
  getDashboardCounters: () => ({ startDate: '2026-01-01', endDate: '2026-10-31' }),
  getDashboardCharts: () => ({ startDate: '2026-01-01', endDate: '2026-10-31' }),
  getCumulatedTurnover: () => ({ startDate: '2026-01-01', endDate: '2026-10-31' }),
};

/**
 * A POST marked `readsOnly` (src/api/operation.ts) changes nothing but the session's last-seen
 * time, as a GET: the demo's backend does not save after it (mocks/demo/backend.worker.ts).
 */
it.each(['admin@demo.local', 'reseller@demo.local'])(
  'every POST that only reads leaves the data as it was, for %s',
  async (username) => {
    const backend = await MockBackend.seeded();
    const { token } = await backend.auth.login({ username, password: 'demo' }, 'fr');
    const handlers = createHandlers(API, backend);
    const before = JSON.stringify(backend.db.snapshot(), (key, value: unknown) =>
      key === 'lastSeenAt' ? undefined : value,
    );
    const marked = API_OPERATIONS.filter((operation) => operation.readsOnly);
    expect(marked.map((operation) => operation.id).sort()).toEqual(Object.keys(BODIES).sort());
    for (const operation of marked) {
      const request = new Request(`${API}${operation.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(BODIES[operation.id]!(token)),
      });
      const response = await getResponse(handlers, request);
      expect(response?.status, operation.id).toBe(200);
    }
    const after = JSON.stringify(backend.db.snapshot(), (key, value: unknown) =>
      key === 'lastSeenAt' ? undefined : value,
    );
    expect(after).toBe(before);
  },
);

/**
 * A GET changes nothing but the session's last-seen time unless the contract marks it `writes`
 * (src/api/operation.ts): the demo's backend answers those only once saved, and no other GET
 * (mocks/demo/changes-data.ts). Every GET route of the security matrix, called as an admin and as
 * a reseller, with the matrix's records.
 */
it('every GET but those marked `writes` leaves the data as it was', async () => {
  const marked = MOCK_OPERATIONS.filter((operation) => operation.method === 'get' && operation.writes);
  expect(marked.map((operation) => operation.id).sort()).toEqual([
    'getMail',
    'resyncOrderFiles',
    'sendResetLink',
    'syncScenarios',
  ]);
  const writing = new Set(marked.map((operation) => `GET ${routePattern(operation.path)}`));
  const api = await ApiHarness.start();
  const changed: string[] = [];
  const nothing = new Set<number>();
  let before = api.fingerprint(nothing);
  for (const row of MATRIX.filter((each) => each.route.startsWith('GET ') && !writing.has(each.route))) {
    for (const who of ['admin', 'reseller'] as const) {
      const writes = api.writeCount;
      await api.call('GET', api.resolve(row.path ?? row.route.slice('GET '.length)), {
        token: api.tokens[who],
        query: row.query,
      });
      const after = api.fingerprint(nothing);
      if (api.writeCount !== writes || after !== before) changed.push(`${row.route} (${who})`);
      before = after;
    }
  }
  expect(changed).toEqual([]);
}, 60_000);
