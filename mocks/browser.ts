/**
 * The demo's in-browser backend, seen from the page. The MSW service worker catches the app's API
 * requests and hands them to this page; the page forwards them to the backend worker
 * (mocks/demo/backend.worker.ts, started early by index.html: mocks/demo/backend-client.ts) that
 * runs the mock backend and keeps its database in IndexedDB (mocks/persistence/demo-store.ts).
 * Seeding, restoring and handling requests never block the page: it paints the login form while
 * the backend starts, and a request made before the backend is ready simply waits for it.
 *
 * This module (msw's page side, 38 KiB gz) loads with the app's first API call (mocks/demo/main.ts):
 * the login page shows without it, and a phone downloads it when the user logs in.
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import type { BackendWorker } from './demo/backend-client';
import { fromWireResponse, toWireRequest } from './demo/protocol';

/** Puts the service worker in place: from then on, every request under `apiBase` goes to `backend`. */
export async function interceptApiRequests(
  apiBase: string,
  backend: BackendWorker,
  serviceWorkerUrl: string,
  /** The pages the service worker controls: the app's base path. */
  scope: string,
): Promise<void> {
  const forward = http.all(`${apiBase}/*`, async ({ request }) => {
    const wire = await toWireRequest(request);
    // A browser keeps User-Agent out of a request's headers: the session list names the browser from this.
    const reply = await backend.request({ ...wire, headers: [...wire.headers, ['x-user-agent', navigator.userAgent]] });
    if ('failed' in reply) {
      // What the page says (in the user's language): the demo stopped answering, reload to restart it
      // (docs/demo-backend.md#a-backend-that-does-not-answer). Why, for whoever looks at the console.
      console.warn(`[demo] ${request.method} ${new URL(request.url).pathname}: ${reply.failed}`);
      return Response.json({ message: 'errors.demoBackend' }, { status: 503 });
    }
    // GET /events: the body as the backend sends it, for as long as the page reads it.
    if ('stream' in reply)
      return new Response(reply.stream, { status: reply.status, headers: reply.headers as [string, string][] });
    return fromWireResponse(reply);
  });
  await setupWorker(forward).start({
    serviceWorker: { url: serviceWorkerUrl, options: { scope } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
