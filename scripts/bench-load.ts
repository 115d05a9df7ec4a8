/**
 * `npm run load`: the mock API (`npm run mock-api`'s server, in this process, on a free loopback
 * port) under autocannon run from a second process (scripts/bench-load-client.ts) for 30 s at 20
 * connections, while 50 clients of GET /events in a third process follow the changes
 * (scripts/bench-events.ts); then every changed order's status history is checked against the
 * status machine, and every stream's events against what it may see. JSON on stdout, a table on
 * stderr; exits 1 on an unexpected answer, an inconsistent history, an event missed or repeated, or
 * events over their latency budget. LOAD_DURATION, LOAD_CONNECTIONS and LOAD_EVENT_CLIENTS change
 * the defaults.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkAdminTransition, type OrderStatusId } from '../src/domain/orders/order-status';
import { MockBackend } from '../mocks/backend';
import type { Viewer } from '../mocks/services/events/events.service';
import { startMockApi } from '../mocks/server/mock-api';
import { EXPECTED, type ClientResult, type LoadConfig } from './bench-load-client';
import {
  BENCH_EVENT_WINDOW,
  eventsFailures,
  eventsResult,
  eventsTable,
  startEventClients,
  type EventsResult,
} from './bench-events';

/** How long the event clients listen after the load ends, for the last events to arrive. */
const EVENTS_SETTLE_MS = 3_000;

/**
 * The steps the load's calls may make: an admin's transition (docs/rules.md#admin-changes), or a reseller's
 * cancellation ask (0 or 1 → 4). Anything else in a history means two writes interleaved.
 */
export function allowedStep(from: OrderStatusId, to: OrderStatusId): boolean {
  if (checkAdminTransition(from, to).ok) return true;
  return (from === 0 || from === 1) && to === 4;
}

/** Each history with a forbidden step, e.g. `#12: 0 → 3 in 0 → 3 → 99`. */
export function historyProblems(history: ReadonlyMap<number, readonly OrderStatusId[]>): string[] {
  const problems: string[] = [];
  for (const [id, path] of history) {
    for (let i = 1; i < path.length; i++) {
      const from = path[i - 1] as OrderStatusId;
      const to = path[i] as OrderStatusId;
      if (!allowedStep(from, to)) {
        problems.push(`#${id}: ${from} → ${to} in ${path.join(' → ')}`);
        break;
      }
    }
  }
  return problems;
}

export interface LoadResult extends ClientResult {
  durationS: number;
  connections: number;
  /** Answers outside EXPECTED, by kind and status. */
  unexpected: Record<string, Record<string, number>>;
  unexpectedCount: number;
  ordersChanged: number;
  statusSteps: number;
  historyProblems: string[];
  /** Orders whose stored status is not the last of their history. */
  historyMismatches: number[];
  /** The event streams followed during the load (none when asked for 0 clients). */
  events: EventsResult | null;
}

function runChild(config: LoadConfig): Promise<ClientResult> {
  const client = fileURLToPath(new URL('./bench-load-client.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', client], {
      env: { ...process.env, LOAD_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load client exited with ${code}`));
      else resolve(JSON.parse(out) as ClientResult);
    });
  });
}

/** The accounts whose streams follow the load's changes: three staff, three resellers, each signed in. */
async function eventFollowers(
  backend: MockBackend,
): Promise<{ readonly login: string; readonly token: string; readonly viewer: Viewer }[]> {
  const staff = ['admin@demo.local', 'superadmin@demo.local', 'reader@demo.local'];
  const resellers = backend.db.collections.users
    .all()
    .filter((u) => u.roles[0] === 'ROLE_RESELLER' && u.isActive)
    .slice(0, 3)
    .map((u) => u.username);
  return Promise.all(
    [...staff, ...resellers].map(async (login) => {
      const { token } = await backend.auth.login({ username: login, password: 'demo' }, 'fr');
      const caller = backend.context(token).caller;
      return { login, token, viewer: { userId: caller.id, resellerId: staff.includes(login) ? null : caller.id } };
    }),
  );
}

export async function runLoad(
  options: { durationS?: number; connections?: number; eventClients?: number } = {},
): Promise<LoadResult> {
  const durationS = options.durationS ?? 30;
  const connections = options.connections ?? 20;
  const eventClients = options.eventClients ?? 50;
  const api = await startMockApi({
    port: 0,
    backend: await MockBackend.seeded({ events: { window: BENCH_EVENT_WINDOW } }),
  });
  try {
    const { backend } = api;
    const admin = await backend.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'fr');
    const reseller = await backend.auth.login({ username: 'reseller@demo.local', password: 'demo' }, 'fr');
    const resellerId = backend.context(reseller.token).caller.id;
    const orders = backend.db.collections.orders.all();
    const resellerOrders = orders.filter((o) => o.resellerId === resellerId).map((o) => o.id);
    // A pool of 200 orders still open (0 to 3), so each one sees many concurrent changes; the
    // reseller's come first, so its cancellation asks and the admin's changes meet.
    const open = orders.filter((o) => o.status >= 0 && o.status <= 3);
    const adminOrders = [
      ...open.filter((o) => o.resellerId === resellerId),
      ...open.filter((o) => o.resellerId !== resellerId),
    ]
      .slice(0, 200)
      .map((o): [number, number] => [o.id, o.status]);
    if (!resellerOrders.length) throw new Error('reseller@demo.local has no orders in the seed');

    // The streams of three staff accounts (every change) and three resellers (their own orders' only),
    // taken in turn: at most 9 per account, under the 20 an account may hold.
    const followers = await eventFollowers(backend);
    const streams =
      eventClients > 0
        ? startEventClients({
            url: api.url,
            tokens: followers.map(({ login, token }) => ({ kind: login, token })),
            clients: eventClients,
            loadMs: durationS * 1000,
            settleMs: EVENTS_SETTLE_MS,
          })
        : null;
    await streams?.connected;
    streams?.go();
    const load = runChild({
      url: api.url,
      durationS,
      connections,
      adminToken: admin.token,
      resellerToken: reseller.token,
      adminOrders,
      resellerOrders,
    });
    // The streams listen until the load has ended, and a little more for its last events.
    const client = await load.finally(() => streams?.stop());
    const reports = (await streams?.done) ?? null;
    const events = reports
      ? eventsResult(backend, reports, Object.fromEntries(followers.map(({ login, viewer }) => [login, viewer])))
      : null;
    const unexpected: Record<string, Record<string, number>> = {};
    let unexpectedCount = 0;
    for (const [kind, statuses] of Object.entries(client.byKind)) {
      for (const [status, n] of Object.entries(statuses)) {
        if (EXPECTED[kind]?.includes(Number(status))) continue;
        (unexpected[kind] ??= {})[status] = n;
        unexpectedCount += n;
      }
    }
    const history = backend.orders.statusHistory();
    const historyMismatches: number[] = [];
    let statusSteps = 0;
    for (const [id, path] of history) {
      statusSteps += path.length - 1;
      if (backend.orders.orderById(id)?.status !== path[path.length - 1]) historyMismatches.push(id);
    }
    return {
      ...client,
      durationS,
      connections,
      unexpected,
      unexpectedCount,
      ordersChanged: history.size,
      statusSteps,
      historyProblems: historyProblems(history),
      historyMismatches,
      events,
    };
  } finally {
    await api.close();
  }
}

/** Why a load run fails (empty when it passes). */
export function loadFailures(result: LoadResult): string[] {
  const failures: string[] = [];
  if (result.unexpectedCount)
    failures.push(`${result.unexpectedCount} unexpected answers ${JSON.stringify(result.unexpected)}`);
  if (result.errors || result.timeouts)
    failures.push(`${result.errors} connection errors, ${result.timeouts} timeouts`);
  if (result.historyProblems.length)
    failures.push(`status histories break the machine: ${result.historyProblems.slice(0, 5).join('; ')}`);
  if (result.historyMismatches.length)
    failures.push(`stored status differs from history on ${result.historyMismatches.length} orders`);
  if (result.events) failures.push(...eventsFailures(result.events));
  return failures;
}

export function loadTable(result: LoadResult): string[] {
  const kinds = Object.entries(result.byKind).map(
    ([kind, statuses]) =>
      `  ${kind.padEnd(18)} ${Object.entries(statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}  (expected ${EXPECTED[kind]?.join('/')})`,
  );
  return [
    `load ${result.durationS} s × ${result.connections} conn   ${result.requestsPerSec} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ${result.requests} requests`,
    ...kinds,
    `  unexpected answers ${result.unexpectedCount}, socket errors ${result.errors}, timeouts ${result.timeouts}`,
    `  status changes aimed at allowed / refused targets: ${result.statusChanges.allowedTargets} / ${result.statusChanges.refusedTargets}`,
    `  histories: ${result.ordersChanged} orders, ${result.statusSteps} steps, ${result.historyProblems.length} forbidden paths, ${result.historyMismatches.length} mismatches`,
    ...(result.events ? eventsTable(result.events) : []),
  ];
}

const isMain = process.argv[1]?.endsWith('bench-load.ts');
if (isMain) {
  runLoad({
    durationS: Number(process.env.LOAD_DURATION ?? 30),
    connections: Number(process.env.LOAD_CONNECTIONS ?? 20),
    eventClients: Number(process.env.LOAD_EVENT_CLIENTS ?? 50),
  }).then(
    (result) => {
      const failures = loadFailures(result);
      console.log(JSON.stringify({ ...result, failures }, null, 2));
      console.error(
        ['', ...loadTable(result), failures.length ? `FAILED: ${failures.join('; ')}` : 'load: all good'].join('\n'),
      );
      if (failures.length) process.exit(1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
