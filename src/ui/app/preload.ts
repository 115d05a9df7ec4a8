import { Shell } from './app';
import type { Preloadable } from './lazy-page';
import { ROUTES, type AppRoute } from './routes';

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

function routeOf(path: string): AppRoute | undefined {
  return ROUTES.find((route) => patternOf(route.path).test(path));
}

const preload = (route: AppRoute | undefined): Promise<unknown> =>
  (route?.page as Preloadable<unknown> | undefined)?.preload?.() ?? Promise.resolve();

/**
 * Loads the first screen's code while the app boots (language files, demo backend), instead of
 * after: the page the path shows, or the login page when the path needs a session and none is
 * stored, and the shell around it when a session is. Resolves when it is there (or failed: the
 * page's own loading then reports it), so the first render does not suspend.
 */
export function preloadFirstScreen(path: string, hasStoredSession: boolean): Promise<void> {
  const route = routeOf(path);
  const needsLogin = route !== undefined && route.access !== 'public' && route.access !== 'guest';
  const loads = [!hasStoredSession && needsLogin ? preload(routeOf('/login')) : preload(route)];
  if (hasStoredSession && route && !route.bare) loads.push(Shell.preload());
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Loads what a login opens (the shell, the screens' texts and the page it lands on) as the user starts
 * typing on the login page, so that the dashboard follows the login's answer instead of its code
 * loading after it: a new user's login to the dashboard took 1.1 s on a quiet desktop, 420 ms of it
 * that code (docs/performance.md#fast-on-a-phone). Not as the page opens: a visit that never logs in
 * downloads none of it. Failures are the pages' to report when they render.
 */
export function preloadAfterLogin(landing: string): void {
  void Promise.all([Shell.preload(), preload(routeOf(landing.split('?')[0] ?? '/'))]).catch(() => undefined);
}
