/**
 * The demo's service worker (docs/demo-backend.md#the-browser-demo): MSW's own
 * (mockServiceWorker.js, as `msw init` writes it), shown only the API's requests.
 *
 * MSW's worker hands every request it sees to a page and waits for that page's answer, the app's
 * files included; a request made by a worker (the demo backend's script and the modules it loads
 * on demand) has no page of its own, so MSW picks any tab of the demo that runs it. If that tab is
 * going away (reloaded, closed, a link followed) or frozen in the background, it never answers,
 * and the other tab's backend waited for its module for ever: every call but a login stayed
 * unanswered, its lists on "Chargement…". Every request outside `<base>api/` now goes to the network
 * as if there were no service worker; only the API's calls reach MSW, each answered by the tab
 * that made it.
 */
const API_PATH = new URL('api/', self.registration.scope).pathname;

// The offline page (public/offline-worker.js): a page's navigation it cannot get from the network.
importScripts('./offline-worker.js');

// Registered before MSW's own listener, so it runs first and can keep the request from it.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(API_PATH)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
