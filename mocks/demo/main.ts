import { boot, showBootError, type DemoBackend } from '../../src/ui/boot';

/**
 * The demo's entry (vite.config.ts serves it instead of src/ui/main.tsx when the build has no
 * VITE_API_URL): the app, with the mock backend in the browser. Only this file joins the two, so a
 * production build holds no mock.
 *
 * The backend's worker restores or seeds the demo's data as it starts, a second of work on a phone.
 * A stored session's first screen needs it at once: index.html started it before any script
 * (`connect` takes that worker). The login page does not: the worker starts once that page is idle,
 * or with the first call, whichever comes first, so the two do not share the phone's CPU while the
 * page comes (the login page on Lighthouse mobile, median of 5: blocking time 848 → 282 ms, score
 * 76 → 91). The worker reports when it can answer and keeps the session's tokens when the page goes
 * away; msw's service worker, which sends it the API's calls on a port the page hands over
 * (./service-worker-relay.ts), is put in place with the first call, which every call waits for. Both
 * load with their first use, not with the page.
 */
function startDemo(base: string): DemoBackend {
  const apiUrl = new URL(`${base}api`, window.location.origin).toString();
  let resolveReseeded: (reseeded: boolean) => void = () => undefined;
  const reseeded = new Promise<boolean>((resolve) => (resolveReseeded = resolve));
  const open = () =>
    import('./backend-client').then(({ backendWorker }) => {
      const worker = backendWorker(apiUrl);
      window.addEventListener('pagehide', () => worker.leave());
      worker.reseeded.then(resolveReseeded, () => resolveReseeded(false));
      return worker;
    });
  let backend: ReturnType<typeof open> | undefined;
  const connect = () => {
    if (!backend) {
      backend = open();
      backend.catch(showBootError);
    }
    return backend;
  };
  let intercepting: Promise<void> | undefined;
  const ready = () => {
    if (!intercepting) {
      intercepting = connect().then((worker) => {
        // The first call is coming (a login, or a stored session's screen): the rest of the backend
        // loads while the service worker starts (docs/demo-backend.md#what-loads-when).
        worker.warm();
        return import('./service-worker-relay').then(({ relayApiCalls }) =>
          relayApiCalls(worker, `${base}demo-service-worker.js`, base),
        );
      });
      intercepting.catch(showBootError);
    }
    return intercepting;
  };
  return {
    apiUrl,
    connect,
    ready,
    reset: () => connect().then((worker) => worker.reset()),
    reseeded,
  };
}

boot({ demo: startDemo }).catch(showBootError);
