import { getResponse } from 'msw';
import { expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/api';
import { MockBackend } from '../backend';
import { createHandlers } from './index';

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
