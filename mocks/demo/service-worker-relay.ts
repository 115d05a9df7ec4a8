/**
 * How the demo's API calls reach its backend (docs/demo-backend.md#the-browser-demo): msw's service
 * worker (mocks/demo/public/mockServiceWorker.js, behind demo-service-worker.js) catches each call of the
 * page, and sends it straight to the backend's worker on a port the page hands it once. The page's
 * thread carries none of them: msw's page side (setupWorker) used to take each call from the service
 * worker, pass it to the backend and back, and receive a copy of each answer (docs/decisions.md#the-demo).
 *
 * The page registers the service worker, hands it the port and activates msw for this page with
 * msw's own message (`MOCK_ACTIVATE`), then waits for msw's `MOCKING_ENABLED`. A service worker
 * stopped by the browser forgets the port: it asks the page for a new one (`DEMO_BACKEND_PORT_NEEDED`).
 */
import { ANSWER_PATIENCE_MS, type BackendWorker } from './backend-client';

/** Page → service worker: the port to the backend (transferred), or why there is none. */
interface BackendPortMessage {
  readonly type: 'DEMO_BACKEND_PORT';
  /** How long a call waits for the backend's answer (docs/demo-backend.md#a-backend-that-does-not-answer). */
  readonly patienceMs: number;
  /** Set when the backend failed or never answered: the service worker answers this page's calls 503. */
  readonly failed?: string;
}

/** msw's page side pinged its worker as often, so the browser does not stop it between two calls. */
const KEEPALIVE_MS = 5_000;

const controlled = (container: ServiceWorkerContainer): Promise<ServiceWorker> =>
  container.controller
    ? Promise.resolve(container.controller)
    : new Promise((resolve) =>
        container.addEventListener('controllerchange', function changed() {
          if (!container.controller) return;
          container.removeEventListener('controllerchange', changed);
          resolve(container.controller);
        }),
      );

/** A message of msw's worker to this page (`MOCKING_ENABLED`…), the first one of `type` after now. */
const nextMessage = (container: ServiceWorkerContainer, type: string): Promise<void> =>
  new Promise((resolve) =>
    container.addEventListener('message', function heard(event: MessageEvent<{ type?: unknown } | null>) {
      if (event.data?.type !== type) return;
      container.removeEventListener('message', heard);
      resolve();
    }),
  );

/**
 * The backend's port once it answers; at most after the patience, or once it failed, a handover of
 * the failure instead (and the port later if the backend answers after all).
 */
async function handOver(backend: BackendWorker, worker: ServiceWorker, container: ServiceWorkerContainer) {
  const enabled = nextMessage(container, 'MOCKING_ENABLED');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const port = backend.relayPort().catch(() => null);
  const outcome = await Promise.race([
    port,
    backend.failed,
    new Promise<string>(
      (resolve) => (timer = setTimeout(() => resolve(`no answer within ${ANSWER_PATIENCE_MS} ms`), ANSWER_PATIENCE_MS)),
    ),
  ]);
  clearTimeout(timer);
  const message: BackendPortMessage = { type: 'DEMO_BACKEND_PORT', patienceMs: ANSWER_PATIENCE_MS };
  if (outcome instanceof MessagePort) worker.postMessage(message, [outcome]);
  else {
    const failed = outcome ?? 'the demo backend failed';
    console.warn(`[demo] ${failed}`);
    worker.postMessage({ ...message, failed });
    // A backend that answers after all (a first visit's seed on a very slow phone) takes over.
    void port.then((late) => late && worker.postMessage(message, [late]));
  }
  worker.postMessage('MOCK_ACTIVATE');
  await enabled;
}

/**
 * Puts the service worker in place and hands it the backend: from then on, every call under the
 * service worker's `<scope>api/` goes to `backend`.
 */
export async function relayApiCalls(backend: BackendWorker, serviceWorkerUrl: string, scope: string): Promise<void> {
  const container = navigator.serviceWorker;
  // A page this service worker already controls does not ask to register it again: Chromium queues the
  // request behind its own check for an update of the worker, which the first page it controls starts,
  // and the page's first call waited 2–3 s for it (docs/demo-backend.md#the-first-answer-after-a-page-load).
  // The browser checks for an update of the worker at each page load all the same.
  const registration =
    container.controller?.scriptURL === new URL(serviceWorkerUrl, location.href).href
      ? await container.ready
      : await container.register(serviceWorkerUrl, { scope });
  // A page loaded bypassing the service worker (a forced reload) is not controlled: it asks to be.
  if (!container.controller) {
    const active = registration.active ?? (await container.ready).active;
    active?.postMessage('DEMO_CLAIM');
  }
  const worker = await controlled(container);
  container.startMessages();
  await handOver(backend, worker, container);
  void backend.failed.then((failed) => container.controller?.postMessage({ type: 'DEMO_BACKEND_FAILED', failed }));
  container.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === 'DEMO_BACKEND_PORT_NEEDED' && container.controller)
      void handOver(backend, container.controller, container);
  });
  setInterval(() => container.controller?.postMessage('KEEPALIVE_REQUEST'), KEEPALIVE_MS);
}
