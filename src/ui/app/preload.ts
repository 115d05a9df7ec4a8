import { loadShell } from './app';
import type { Preloadable } from './lazy-page';
import { ROUTES, type AppRoute } from './routes';

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

function routeOf(path: string): AppRoute | undefined {
  return ROUTES.find((route) => patternOf(route.path).test(path));
}

const preload = (route: AppRoute | undefined) =>
  void (route?.page as Preloadable<unknown> | undefined)?.preload?.().catch(() => undefined);

/**
 * Starts downloading the first screen's code while the app boots (language files, demo backend,
 * session check), instead of after: the page the path shows, or the login page when the path needs
 * a session and none is stored, and the shell around it when a session is.
 */
export function preloadFirstScreen(path: string, hasStoredSession: boolean): void {
  const route = routeOf(path);
  const needsLogin = route !== undefined && route.access !== 'public' && route.access !== 'guest';
  if (!hasStoredSession && needsLogin) preload(routeOf('/login'));
  else preload(route);
  if (hasStoredSession && route && !route.bare) void loadShell().catch(() => undefined);
}
