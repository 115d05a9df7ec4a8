/**
 * The load generator of `npm run load` (scripts/bench-load.ts), run as a SECOND process: autocannon
 * against the mock API with a mix of list, detail, users, status-change and cancellation calls.
 * Reads its setup from the LOAD_CONFIG environment variable; prints one JSON result on stdout.
 */
import { createRequire } from 'node:module';
import { adminTargets, isOrderStatus, ORDER_STATUSES, type OrderStatusId } from '../src/domain/orders/order-status';

export interface LoadConfig {
  url: string;
  durationS: number;
  connections: number;
  adminToken: string;
  resellerToken: string;
  /** Orders the admin's status changes pick from, with their status at start. */
  adminOrders: Array<[number, number]>;
  /** The reseller's own orders (cancellation asks). */
  resellerOrders: number[];
}

/** What each kind of call may answer: anything else is an error. */
export const EXPECTED: Record<string, readonly number[]> = {
  orderList: [200],
  orderDetail: [200],
  usersList: [200],
  resellerOrderList: [200],
  // 400: a refused transition (chosen on purpose, or the order moved meanwhile).
  statusChange: [200, 400],
  // 400: the order is no longer 0 or 1, or a request already waits.
  cancellationAsk: [200, 201, 400],
};

export interface ClientResult {
  requests: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  byKind: Record<string, Record<string, number>>;
  statusChanges: { allowedTargets: number; refusedTargets: number };
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** autocannon writes Content-Length into the headers object it gets: each request needs its own. */
const get = (r: AutocannonRequest, path: string, headers: Record<string, string>): AutocannonRequest => ({
  ...r,
  method: 'GET',
  path,
  headers: { ...headers },
  body: undefined,
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const ORDER_QUERIES = [
  '_limit=25&_page=1',
  '_limit=25&_page=3&_index=id&_order=asc',
  '_limit=50&_page=1&_index=createdAt&_order=desc&_search=dupont',
  '_limit=25&_page=1&_filter%5B%5D=0&_filter%5B%5D=1',
  '_limit=100&_page=2&_index=total&_order=desc&_filter%5B%5D=3&_filter%5B%5D=99',
  '_limit=25&_page=1&_start_date=2026-01-01&_end_date=2026-06-30&_index=status&_order=asc',
  '_limit=25&_page=1&_search=a&_index=company&_order=asc',
];

export async function runClient(config: LoadConfig): Promise<ClientResult> {
  const admin = { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' };
  const reseller = { authorization: `Bearer ${config.resellerToken}`, 'content-type': 'application/json' };
  const known = new Map<number, number>(config.adminOrders);
  const adminIds = config.adminOrders.map(([id]) => id);
  const byKind: Record<string, Record<string, number>> = {};
  const statusChanges = { allowedTargets: 0, refusedTargets: 0 };
  const count = (kind: string) => (status: number) => {
    const row = (byKind[kind] ??= {});
    row[status] = (row[status] ?? 0) + 1;
  };

  const requests: AutocannonRequest[] = [
    {
      method: 'GET',
      setupRequest: (r) => get(r, `/admin/orders?${pick(ORDER_QUERIES)}`, admin),
      onResponse: count('orderList'),
    },
    {
      method: 'GET',
      setupRequest: (r) => get(r, `/admin/orders/${pick(adminIds)}`, admin),
      onResponse: count('orderDetail'),
    },
    {
      method: 'GET',
      setupRequest: (r) => get(r, '/admin/users?_limit=25&_page=1&_index=lastname&_order=asc&_search=a', admin),
      onResponse: count('usersList'),
    },
    {
      method: 'PATCH',
      setupRequest: (r) => {
        const id = pick(adminIds);
        const from = known.get(id) ?? 0;
        const allowed = isOrderStatus(from) ? adminTargets(from) : [];
        const refused = ORDER_STATUSES.filter((s) => !allowed.includes(s));
        // Two in three aim at a step the machine allows (if any), the others at one it refuses.
        const useAllowed = allowed.length > 0 && Math.random() < 2 / 3;
        let to: OrderStatusId = useAllowed ? pick(allowed) : pick(refused);
        // Cancelling ends an order's path early: keep it rarer than moving forward.
        if (useAllowed && to === 100 && allowed.length > 1 && Math.random() < 0.7) to = allowed[0] as OrderStatusId;
        if (useAllowed) statusChanges.allowedTargets++;
        else statusChanges.refusedTargets++;
        return {
          ...r,
          path: `/admin/status/orders/${id}`,
          headers: { ...admin },
          body: JSON.stringify({ status: to }),
        };
      },
      onResponse: (status, body) => {
        count('statusChange')(status);
        if (status !== 200) return;
        const detail = JSON.parse(body) as { id?: number; status?: { id?: number; ext_id?: number } | number };
        const now = typeof detail.status === 'object' ? (detail.status.ext_id ?? detail.status.id) : detail.status;
        if (typeof detail.id === 'number' && typeof now === 'number') known.set(detail.id, now);
      },
    },
    {
      method: 'GET',
      setupRequest: (r) => get(r, `/admin/orders?${pick(ORDER_QUERIES)}`, reseller),
      onResponse: count('resellerOrderList'),
    },
    {
      method: 'POST',
      setupRequest: (r) => ({
        ...r,
        path: '/order_request_cancels',
        headers: { ...reseller },
        body: JSON.stringify({ order: pick(config.resellerOrders), comment: 'load test' }),
      }),
      onResponse: count('cancellationAsk'),
    },
  ];

  const result = await autocannon({
    url: config.url,
    connections: config.connections,
    duration: config.durationS,
    requests,
  });
  return {
    requests: result.requests.total,
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    byKind,
    statusChanges,
  };
}

const isMain = process.argv[1]?.endsWith('bench-load-client.ts');
if (isMain) {
  const config = JSON.parse(process.env.LOAD_CONFIG ?? '{}') as LoadConfig;
  runClient(config).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
