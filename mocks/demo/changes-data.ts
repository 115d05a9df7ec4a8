/**
 * Which calls the demo's backend answers only once it has saved (docs/demo-backend.md#what-a-write-survives):
 * every call that may change data, as the contract says, not as its method suggests. The original
 * call list has GETs that change data (a reset link mailed, the scenario sync, an order's files sent
 * again: `writes` in src/api) and POSTs that only read (the dashboard's figures, the session's user:
 * `readsOnly`); any other GET only reads, and any other call may write.
 */
import { MOCK_OPERATIONS } from '../../src/api';

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** A contract path as a pattern: each `{name}` is one segment, the rest is literal. */
const pattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map(escaped)
      .join('[^/]+')}$`,
  );

/** In mount order (a fixed segment before a parameter at the same place), as the handlers match them. */
const ROUTES = MOCK_OPERATIONS.map((operation) => ({
  method: operation.method.toUpperCase(),
  path: pattern(operation.path),
  changesData: operation.method === 'get' ? operation.writes === true : operation.readsOnly !== true,
}));

/** Whether a call under `apiBase` may change data: its answer must then wait for the save. */
export function changesData(apiBase: string, request: { readonly url: string; readonly method: string }): boolean {
  const url = new URL(request.url);
  const base = new URL(apiBase, url).pathname.replace(/\/$/, '');
  const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : null;
  const route = path === null ? undefined : ROUTES.find((r) => r.method === request.method && r.path.test(path));
  // A call the contract does not have (answered 404): by its method, as before.
  return route ? route.changesData : request.method !== 'GET' && request.method !== 'HEAD';
}
