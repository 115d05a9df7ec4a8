/**
 * Imported first by src/ui/main.tsx: in demo mode, starts the mock backend's worker before the
 * rest of the app's code is even evaluated, so it seeds or restores its data while the page loads.
 * Production builds (VITE_API_URL set) drop this, and the mock with it.
 */
declare const __DEMO__: boolean;

export const isDemo = (): boolean => __DEMO__ && !import.meta.env.VITE_API_URL;

/** Where the demo's API lives: under the app's base path, served by the MSW service worker. */
export const demoApiUrl = (): string => new URL(`${import.meta.env.BASE_URL}api`, window.location.origin).toString();

if (isDemo()) {
  void import('../../mocks/demo/backend-client').then(({ backendWorker }) => backendWorker(demoApiUrl()));
}
