/**
 * The event stream under load (docs/api/README.md#events), part of `npm run load` and `npm run
 * bench`: 50 clients hold GET /events open in a process of their own (scripts/bench-events-client.ts)
 * while the load generator changes orders; each loses its connection once and resumes. Budget: a
 * change reaches the other clients in 200 ms (p95), and none misses or repeats an event it may see.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MockBackend } from '../mocks/backend';
import type { Viewer } from '../mocks/services/events/events.service';
import type { EventClientsConfig, StreamReport } from './bench-events-client';

export const EVENTS_BUDGET = { p95Ms: 200 } as const;

/** Every event of a load run is kept, so each stream's expected events can be listed afterwards. */
export const BENCH_EVENT_WINDOW = 1_000_000;

export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export interface EventsResult {
  readonly clients: number;
  readonly resumed: number;
  /** Events delivered, all streams together. */
  readonly delivered: number;
  /** A change's audit instant → its arrival on an open stream: the budgeted figure. */
  readonly latencyMs: Percentiles;
  readonly budgetP95Ms: number;
  /**
   * The changes made while a stream was away, replayed by its resume: their lateness is the time
   * away (200 ms, then the reconnection), not the server's delivery, so they are reported, not budgeted.
   */
  readonly replay: { readonly count: number; readonly latencyMs: Percentiles };
  /** From a resuming request to its `ready`. */
  readonly resumeMs: Percentiles;
  /** Events a stream may see that it never received; received twice; received though not its own. */
  readonly missing: number;
  readonly repeated: number;
  readonly foreign: number;
  readonly errors: readonly string[];
}

/**
 * Starts the clients; `connected` resolves once every stream has its `ready`; `go()` says the load
 * starts, `stop()` that it ended; `done` resolves with their reports once they settled.
 */
export function startEventClients(config: EventClientsConfig): {
  connected: Promise<void>;
  go: () => void;
  stop: () => void;
  done: Promise<StreamReport[]>;
} {
  const script = fileURLToPath(new URL('./bench-events-client.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, EVENTS_CONFIG: JSON.stringify(config) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let markConnected!: () => void;
  const connected = new Promise<void>((resolve) => (markConnected = resolve));
  const done = new Promise<StreamReport[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('connected\n')) markConnected();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      markConnected();
      if (code !== 0) reject(new Error(`event clients exited with ${code}`));
      else resolve(JSON.parse(out.replace(/^connected\n/, '')) as StreamReport[]);
    });
  });
  return {
    connected,
    go: () => child.stdin.write('go\n'),
    stop: () => child.stdin.end('stop\n'),
    done,
  };
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : 0;

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/** Each report against what its stream should have received: every event after its first `ready` it may see. */
export function eventsResult(
  backend: MockBackend,
  reports: readonly StreamReport[],
  viewers: Readonly<Record<string, Viewer>>,
): EventsResult {
  let missing = 0;
  let repeated = 0;
  let foreign = 0;
  const errors: string[] = [];
  for (const report of reports) {
    errors.push(...report.errors.map((e) => `${report.kind}: ${e}`));
    const viewer = viewers[report.kind];
    const since = backend.events.log.since(Math.max(0, report.readyId));
    if (!viewer || report.readyId < 0 || !('events' in since)) {
      errors.push(`${report.kind}: no ready, or its events are no longer kept`);
      continue;
    }
    const expected = new Set(
      since.events.filter((event) => backend.events.dataFor(viewer, event) !== undefined).map((event) => event.id),
    );
    const received = new Set<number>();
    for (const id of report.ids) {
      if (received.has(id)) repeated++;
      else if (!expected.has(id)) foreign++;
      received.add(id);
    }
    for (const id of expected) if (!received.has(id)) missing++;
  }
  const replays = reports.flatMap((r) => r.replayLatenciesMs);
  return {
    clients: reports.length,
    resumed: reports.filter((r) => r.resumed).length,
    delivered: reports.reduce((sum, r) => sum + r.ids.length, 0),
    latencyMs: percentiles(reports.flatMap((r) => r.latenciesMs)),
    budgetP95Ms: EVENTS_BUDGET.p95Ms,
    replay: { count: replays.length, latencyMs: percentiles(replays) },
    resumeMs: percentiles(reports.flatMap((r) => (r.resumeMs === null ? [] : [r.resumeMs]))),
    missing,
    repeated,
    foreign,
    errors: [...new Set(errors)].slice(0, 10),
  };
}

export function eventsFailures(result: EventsResult): string[] {
  const failures: string[] = [];
  if (result.latencyMs.p95 > EVENTS_BUDGET.p95Ms)
    failures.push(`event latency p95 ${result.latencyMs.p95} ms over budget`);
  if (result.missing || result.repeated || result.foreign) {
    failures.push(
      `events missed ${result.missing}, repeated ${result.repeated}, not the stream's own ${result.foreign}`,
    );
  }
  if (result.errors.length) failures.push(`event streams: ${result.errors.join('; ')}`);
  if (result.resumed < result.clients) failures.push(`${result.clients - result.resumed} streams never resumed`);
  if (result.delivered === 0) failures.push('no event delivered');
  return failures;
}

export function eventsTable(result: EventsResult): string[] {
  const figures = ({ p50, p95, p99, max }: Percentiles) => `p50/p95/p99/max ${p50} / ${p95} / ${p99} / ${max} ms`;
  return [
    `  events: ${result.clients} streams (each cut once and resumed: ${result.resumed}), ${result.delivered} delivered; change → other client's open stream ${figures(result.latencyMs)} (budget p95 ${result.budgetP95Ms} ms)`,
    `  resumes: ready after ${figures(result.resumeMs)}; ${result.replay.count} changes replayed, late by ${figures(result.replay.latencyMs)}`,
    `  events missed ${result.missing}, repeated ${result.repeated}, not the stream's own ${result.foreign}`,
  ];
}
