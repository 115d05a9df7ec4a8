import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SESSION_STORE, type SessionStore } from '../application/session/session.store';
import { LocalActivityChannel } from '../infrastructure/browser/local-activity.channel';
import { LocalSessionStorage } from '../infrastructure/browser/local-session.storage';
import { createContainer } from '../infrastructure/di/container';
import { httpAdapters } from '../infrastructure/di/http-adapters';
import { isLocale } from '../domain/shared/format';
import { App } from './app/app';
import { preloadFirstScreen } from './app/preload';
import type { AppServices } from './app/container-context';
import { createI18n, effectiveLanguage } from './i18n/i18n';
import { applyDarkMode, storedDarkMode } from './shell/preferences';
import { SESSION } from '../application/session/session.tokens';

declare const __DEMO__: boolean;

/** The page cannot start: says so instead of a blank page. */
function showBootError(error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    root.textContent = '';
    const p = document.createElement('p');
    p.className = 'boot-error';
    p.textContent = 'The application could not start. Reload the page. / L’application n’a pas pu démarrer.';
    root.append(p);
  }
}

/**
 * Demo mode: the mock backend is loaded only here, so production builds never contain it. Its
 * worker restores or seeds the demo's data as it starts, a second of work on a phone. A stored
 * session's first screen needs it at once: index.html started it before any script (`connect` takes
 * that worker). The login page does not: the worker starts once that page is idle, or with the
 * first call, whichever comes first, so the two do not share the phone's CPU while the page comes
 * (the login page on Lighthouse mobile, median of 5: blocking time 848 → 282 ms, score 76 → 91). The
 * worker reports when it can answer and keeps the session's tokens when the page goes away; the
 * service worker that hands it the API requests is put in place with the first call
 * (mocks/browser.ts), which every call waits for.
 */
function startDemo(base: string) {
  const apiUrl = new URL(`${base}api`, window.location.origin).toString();
  let resolveReseeded: (reseeded: boolean) => void = () => undefined;
  const reseeded = new Promise<boolean>((resolve) => (resolveReseeded = resolve));
  const open = () =>
    import('../../mocks/demo/backend-client').then(({ backendWorker }) => {
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
      intercepting = connect().then((worker) =>
        import('../../mocks/browser').then(({ interceptApiRequests }) =>
          interceptApiRequests(apiUrl, worker, `${base}mockServiceWorker.js`, base),
        ),
      );
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

/** Once the page has nothing left to do (at the latest 2 s later); after a short wait where browsers cannot tell. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 500);
}

async function start(): Promise<void> {
  // Dark mode's stylesheet, if on, loads beside the rest: the first screen shows in its colours.
  const darkMode = applyDarkMode(storedDarkMode());
  const storage = new LocalSessionStorage();
  const hasStoredSession = storage.load() !== null;
  const base = import.meta.env.BASE_URL;
  // The first screen's code, the language files and the demo backend all load at once.
  const firstScreen = preloadFirstScreen(`/${window.location.pathname.slice(base.length)}`, hasStoredSession);
  const demo = __DEMO__ && !import.meta.env.VITE_API_URL ? startDemo(base) : null;
  if (demo && hasStoredSession) void demo.connect();
  // With a stored session the first screen is behind the login: all its texts at once.
  const [i18n] = await Promise.all([
    createI18n(effectiveLanguage(hasStoredSession), hasStoredSession),
    firstScreen,
    darkMode,
  ]);
  const apiUrl = demo?.apiUrl ?? (import.meta.env.VITE_API_URL as string | undefined) ?? window.location.origin;

  const container = createContainer({
    adapters: httpAdapters(apiUrl, undefined, demo?.ready),
    storage,
    locale: () => (isLocale(i18n.language) ? i18n.language : 'fr'),
    // docs/access.md#sessions: a call in any tab keeps the session of every tab (`bo.activity`).
    activity: new LocalActivityChannel(),
  });
  // docs/access.md#several-tabs-one-session: another tab put another account in place (a login, a
  // connect-as, the way back to the admin): this tab starts again on its dashboard, so nothing of
  // the previous account stays on screen or in memory.
  container.get<SessionStore>(SESSION_STORE).onAccountSwitch(() => window.location.assign(base));
  // ?demo=reseller|admin logs straight into that demo account (src/ui/app/demo-link.ts, loaded only then).
  if (demo && location.search.includes('demo='))
    await (
      await import('./app/demo-link')
    ).followDemoLink({ logout: container.get(SESSION.logout), login: container.get(SESSION.login) });
  // A stored session shows its screens at once (the stored user) while the server checks it: a
  // refused token then ends the session and the guard sends the user to the login page.
  void container
    .get(SESSION.restore)
    .execute()
    .catch(() => undefined);

  const services: AppServices = {
    container,
    demo: Boolean(demo),
    resetDemo: demo?.reset,
    demoReseeded: demo?.reseeded,
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // A transition: React renders the first screen in slices of a few milliseconds instead of one
  // long task, so the page keeps answering input while it builds (Lighthouse's blocking time).
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} i18n={i18n} base={base.replace(/\/$/, '')} />));
  if (demo && !hasStoredSession) whenIdle(() => void demo.connect());
}

start().catch(showBootError);
