import type { MockBackend } from '../mocks/backend';
import { SESSION } from '../src/application/session/session.tokens';
import { SEARCH } from '../src/application/search/search.tokens';
import { createMemoryContainer } from '../mocks/in-process/memory-container';

/** docs/screens.md#command-palette: what a user types, answered within 100 ms at 50,000 orders. */
export const PALETTE_BUDGET = { p95Ms: 100 } as const;
const QUERIES = ['25001', 'Dupont', 'vin'] as const;
const ACCOUNTS = { admin: 'admin@demo.local', reseller: 'reseller@demo.local' } as const;

export interface PaletteTiming {
  readonly who: keyof typeof ACCOUNTS;
  readonly query: string;
  readonly hits: number;
  readonly p50: number;
  readonly p95: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The command palette's search as the app runs it (the use case over the in-process adapter: the
 * list calls with `_search` and `_limit=5`, in parallel), per account and query, over `runs` calls.
 */
export async function paletteAtScale(backend: MockBackend, runs = 60): Promise<PaletteTiming[]> {
  const out: PaletteTiming[] = [];
  for (const [who, login] of Object.entries(ACCOUNTS) as [keyof typeof ACCOUNTS, string][]) {
    const container = createMemoryContainer(backend);
    await container.get(SESSION).login.execute(login, 'demo');
    const search = container.get(SEARCH).quick;
    for (const query of QUERIES) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < runs + 5; i += 1) {
        const started = performance.now();
        hits = (await search.execute(query)).length;
        if (i >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
      out.push({ who, query, hits, p50: round(at(50)), p95: round(at(95)) });
    }
  }
  return out;
}
