/**
 * The demo's in-browser backend, seen from the page. The MSW service worker catches the app's API
 * requests and hands them to this page; the page forwards them to a dedicated worker
 * (mocks/demo/backend.worker.ts, started early by index.html) that runs the mock backend
 * and keeps its database in IndexedDB (mocks/persistence/demo-store.ts). Seeding, restoring and
 * handling requests never block the page: it paints the login form while the backend starts, and
 * a request made before the backend is ready simply waits for it.
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { backendWorker } from './demo/backend-client';
import { fromWireResponse, toWireRequest } from './demo/protocol';

export interface DemoBackend {
  /** Resolves once the backend is ready: true when stored demo data was corrupt or outdated and the seed was loaded instead. */
  readonly reseeded: Promise<boolean>;
  reset(): Promise<void>;
}

export async function startDemoBackend(
  apiBase: string,
  serviceWorkerUrl: string,
  /** The pages the service worker controls: the app's base path. */
  scope: string,
): Promise<DemoBackend> {
  const backend = backendWorker(apiBase);
  const forward = http.all(`${apiBase}/*`, async ({ request }) => {
    const wire = await toWireRequest(request);
    // A browser keeps User-Agent out of a request's headers: the session list names the browser from this.
    const reply = await backend.request({ ...wire, headers: [...wire.headers, ['x-user-agent', navigator.userAgent]] });
    if ('failed' in reply) {
      return Response.json({ message: `Demo backend unavailable: ${reply.failed}` }, { status: 503 });
    }
    return fromWireResponse(reply);
  });
  await setupWorker(forward).start({
    serviceWorker: { url: serviceWorkerUrl, options: { scope } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.addEventListener('pagehide', () => backend.leave());
  return { reseeded: backend.reseeded, reset: () => backend.reset() };
}
