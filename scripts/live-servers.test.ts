import { describe, expect, it } from 'vitest';
import { liveServers, runNeedsLiveServers } from './live-servers';

const run = (...args: string[]) => runNeedsLiveServers(['node', 'playwright', 'test', ...args]);

describe('the two-browser journey’s servers', () => {
  it('listen on the two ports after the demo’s and build into a folder of their own', () => {
    expect(liveServers(4320)).toEqual({
      appPort: 4322,
      apiPort: 4323,
      appUrl: 'http://127.0.0.1:4322',
      apiUrl: 'http://127.0.0.1:4323',
      outDir: 'dist-e2e-live-4320',
    });
    expect(liveServers(4173).outDir).toBe('dist-e2e-live');
  });

  it('start for a whole run, a pattern or a grep, and for a run naming the journey', () => {
    expect(run()).toBe(true);
    expect(run('--workers=1')).toBe(true);
    expect(run('live')).toBe(true);
    expect(run('--grep', 'commande')).toBe(true);
    expect(run('e2e/two-browsers.spec.ts', '--workers=1')).toBe(true);
    expect(run('e2e/orders.spec.ts', 'e2e/two-browsers.spec.ts:85')).toBe(true);
    expect(run('e2e/installable.spec.ts')).toBe(true);
    expect(run('e2e/production-way.spec.ts')).toBe(true);
    expect(run('e2e/perf-gate.spec.ts')).toBe(true);
  });

  it('do not start for a run naming only other spec files', () => {
    expect(run('e2e/orders.spec.ts', '--workers=1')).toBe(false);
    expect(run('e2e/orders.spec.ts:30', 'e2e/live.spec.ts')).toBe(false);
  });

  it('start when an option’s value stands alone and could be read as a pattern', () => {
    expect(run('e2e/orders.spec.ts', '--workers', '1')).toBe(true);
  });
});
