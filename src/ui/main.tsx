import { boot, showBootError } from './boot';

// The production entry: the app against the API at VITE_API_URL (or this origin). The demo's entry,
// with its backend in the browser, is mocks/demo/main.ts (vite.config.ts picks it for demo builds).
boot().catch(showBootError);

// The offline page (public/offline-worker.js), once the page has loaded: a later visit without a connection shows
// it rather than the browser's error page. The demo's own service worker does the same (vite.config.ts).
if ('serviceWorker' in navigator)
  window.addEventListener('load', () => {
    const base = import.meta.env.BASE_URL;
    navigator.serviceWorker.register(`${base}offline-worker.js`, { scope: base }).catch(() => undefined);
  });
