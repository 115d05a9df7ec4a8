import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { SESSION_STORE } from '../application/session/session.store';
import { APP_SIGNALS } from '../application/shared/signals';
import { LocalActivityChannel } from '../infrastructure/browser/local-activity.channel';
import { LocalSessionStorage } from '../infrastructure/browser/local-session.storage';
import { createContainer } from '../infrastructure/di/container';
import { httpModule } from '../infrastructure/di/http.module';
import { formatInteger, isLocale, type Locale } from '../domain/shared/format';
import { localTimeZone } from '../domain/dashboard/dashboard-figures';
import { App } from './app/app';
import { preloadAfterLogin, preloadFirstScreen } from './app/preload';
import type { AppServices } from './app/container-context';
import { resolveScreens, type ScreenUseCases } from './app/use-cases';
import { createI18n, effectiveLanguage } from './i18n/i18n';
import { applyDarkMode, followSystemDarkMode, preferredDarkMode } from './shell/preferences';
import { whenIdle } from './shared/when-idle';
import { FRAME_STORAGE_KEY } from './shell/frame-key';
import { SESSION } from '../application/session/session.tokens';

/**
 * The in-browser demo's backend (docs/architecture.md#the-mock-backends-doors), as the demo's entry
 * (mocks/demo/main.ts) starts it: the production entry (./main.tsx) has none, so a production build
 * holds no mock.
 */
export interface DemoBackend {
  /** The API's base URL, under the app's base (`<base>api`). */
  readonly apiUrl: string;
  /** Starts the backend's worker, if it has not started yet. */
  connect(): Promise<unknown>;
  /** The API's requests reach the backend: every call waits for it (the first one starts it). */
  ready(): Promise<void>;
  /** Restores the seed. */
  reset(): Promise<void>;
  /** Resolves to true when the stored demo data was corrupt or outdated and the seed was loaded instead. */
  readonly reseeded: Promise<boolean>;
}

/** The page cannot start: says so instead of a blank page. */
export function showBootError(error: unknown): void {
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

export interface BootOptions {
  /** Demo mode: the backend in the browser, started for the app's base. */
  readonly demo?: (base: string) => DemoBackend;
}

/**
 * A promise that says when it has settled, as React's `use()` reads it: a component reading one that
 * has already resolved renders at once instead of suspending.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** Resolves in a later task: what follows it runs in a task of its own, after the browser's other work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The runtime's locale data, each read in a task of its own while the first calls are out and the first
 * screen's files download, rather than inside the task that builds the first screen:
 * - the time zone, which the dashboard's periods and the exports are in: where the browser has no `Temporal`,
 *   its first reading loads the browser's date-format data (30–120 ms, four times that on a phone); with
 *   `Temporal` it costs nothing;
 * - the number formats of the counts and amounts (`formatInteger`): the first number format loads the
 *   browser's number data (26–33 ms in Chromium 156, four times that on a phone), which the task that first
 *   showed a count paid (docs/performance.md#fast-on-a-phone).
 */
function warmLocaleData(locale: Locale): void {
  setTimeout(() => void localTimeZone(), 0);
  setTimeout(() => void formatInteger(0, locale), 0);
}

/** Starts the app: its container, the stored session, the first screen. */
export async function boot(options: BootOptions = {}): Promise<void> {
  // In a task of its own, not in the one that evaluated the app's code: that task was 300–400 ms with the CPU
  // slowed 4×, a quarter of it this start (docs/performance.md#fast-on-a-phone).
  await nextTask();
  // Dark mode's stylesheet, if on, loads beside the rest: the first screen shows in its colours.
  const darkMode = applyDarkMode(preferredDarkMode());
  followSystemDarkMode();
  // What the pages remember of the session goes with it.
  const storage = new LocalSessionStorage([FRAME_STORAGE_KEY]);
  const hasStoredSession = storage.load() !== null;
  const base = import.meta.env.BASE_URL;
  // The first screen's code, the language files and the demo backend all load at once.
  const firstScreen = preloadFirstScreen(`/${window.location.pathname.slice(base.length)}`, hasStoredSession);
  const demo = options.demo?.(base) ?? null;
  if (demo && hasStoredSession) void demo.connect();
  // With a stored session the first screen is behind the login: all its texts at once.
  const language = effectiveLanguage(hasStoredSession);
  const texts = Promise.all([createI18n(language, hasStoredSession), firstScreen, darkMode]);
  texts.catch(() => undefined); // Awaited below, where a failure stops the boot (showBootError).
  let i18n: I18n | null = null;
  const apiUrl = demo?.apiUrl ?? (import.meta.env.VITE_API_URL as string | undefined) ?? window.location.origin;

  // The container is made in a task of its own while those files download: not in the task that evaluates
  // the app's code, nor in the one that builds the first screen (docs/performance.md#fast-on-a-phone).
  await nextTask();
  const container = createContainer({
    adapters: httpModule({ baseUrl: apiUrl, ready: demo?.ready }),
    storage,
    // The language the texts load in, until they are there; then the one the user shows.
    locale: () => (i18n && isLocale(i18n.language) ? i18n.language : language),
    // docs/access.md#sessions: a call in any tab keeps the session of every tab (`bo.activity`).
    activity: new LocalActivityChannel(),
  });
  // docs/access.md#several-tabs-one-session: another tab put another account in place (a login, a
  // connect-as, the way back to the admin): this tab starts again on its dashboard, so nothing of
  // the previous account stays on screen or in memory.
  const store = container.get(SESSION_STORE);
  store.switched$.subscribe(() => window.location.assign(base));
  const session = container.get(SESSION);
  // ?demo=reseller|admin logs straight into that demo account (src/ui/app/demo-link.ts, loaded only then).
  if (demo && location.search.includes('demo='))
    await (await import('./app/demo-link')).followDemoLink({ logout: session.logout, login: session.login });
  // A stored session shows its screens at once (the stored user) while the server checks it: a
  // refused token then ends the session and the guard sends the user to the login page.
  void session.restore.execute().catch(() => undefined);
  if (hasStoredSession) warmLocaleData(language);

  // The screens' adapters and use cases load with the shell, after login (or as the login is typed):
  // the login page downloads none of them. Loaded once into the container, resolved once.
  let screens: Promise<ScreenUseCases> | null = null;
  const loadScreens = () =>
    (screens ??= settled(
      import('../infrastructure/di/screens').then(({ SCREENS }) => {
        container.load(...SCREENS);
        return resolveScreens(container);
      }),
    ));
  if (hasStoredSession) void loadScreens();

  const services: AppServices = {
    session,
    store,
    signals: container.get(APP_SIGNALS),
    screens: loadScreens,
    demo: Boolean(demo),
    resetDemo: demo?.reset,
    demoReseeded: demo?.reseeded,
    preloadAfterLogin: (landing) => {
      preloadAfterLogin(landing);
      warmLocaleData(i18n && isLocale(i18n.language) ? i18n.language : language);
      void loadScreens();
    },
  };
  const [loaded] = await texts;
  i18n = loaded;
  // A signed-in page's shell needs the screens' use cases: waited for here, so that the first screen commits
  // whole, not a loader first, which would replace the page's remembered frame (src/ui/shell/remembered-frame.ts)
  // with a spinner. A failure is the shell's to show.
  if (hasStoredSession) await loadScreens().catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // A transition: React renders the first screen in slices of a few milliseconds instead of one
  // long task, so the page keeps answering input while it builds (Lighthouse's blocking time).
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} i18n={loaded} base={base.replace(/\/$/, '')} />));
  if (demo && !hasStoredSession) whenIdle(() => void demo.connect());
}
