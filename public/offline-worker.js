/**
 * The offline page (docs/screens.md#on-a-phone): a page opened or reloaded while the phone has no connection
 * shows offline.html, kept when this worker was installed, instead of the browser's error page. The production
 * build registers this worker (src/ui/main.tsx); the demo's own worker loads it first
 * (mocks/demo/public/demo-service-worker.js), a page having one worker for its scope. Only navigations pass
 * through it, and they still go to the network first: nothing else is cached.
 */
const OFFLINE_CACHE = 'bo-offline-1';
const OFFLINE_PAGE = new URL('offline.html', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(OFFLINE_PAGE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => key.startsWith('bo-offline-') && key !== OFFLINE_CACHE)
              .map((key) => caches.delete(key)),
          ),
        ),
      // A page's request starts while the worker wakes up: no wait added to a navigation.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(event.request));
      } catch (error) {
        const offline = await caches.match(OFFLINE_PAGE);
        if (offline) return offline;
        throw error;
      }
    })(),
  );
});
