import { demoApiUrl, isDemo } from './demo-boot';
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { RestoreSession } from '../application/session/session.use-cases';
import { LocalSessionStorage } from '../infrastructure/browser/local-session.storage';
import { createContainer } from '../infrastructure/di/container';
import { httpAdapters } from '../infrastructure/di/http-adapters';
import { isLocale } from '../domain/shared/format';
import { App } from './app/app';
import { preloadFirstScreen } from './app/preload';
import type { AppServices } from './app/container-context';
import { createI18n, effectiveLanguage } from './i18n/i18n';
import { applyDarkMode, storedDarkMode } from './shell/preferences';

/** Demo mode: the mock backend is loaded only here, so production builds never contain it. */
async function startDemo(base: string) {
  const apiUrl = demoApiUrl();
  const { startDemoBackend } = await import('../../mocks/browser');
  // Resolves once the service worker is in place; the backend itself starts in a worker meanwhile.
  const demo = await startDemoBackend(apiUrl, `${base}mockServiceWorker.js`, base);
  return { apiUrl, demo };
}

async function start(): Promise<void> {
  applyDarkMode(storedDarkMode());
  const storage = new LocalSessionStorage();
  const hasStoredSession = storage.load() !== null;
  const base = import.meta.env.BASE_URL;
  // The first screen's code, the language files and the demo backend all load at once.
  preloadFirstScreen(`/${window.location.pathname.slice(base.length)}`, hasStoredSession);
  const [i18n, demoStart] = await Promise.all([
    createI18n(effectiveLanguage(hasStoredSession)),
    isDemo() ? startDemo(base) : null,
  ]);
  const apiUrl = demoStart?.apiUrl ?? (import.meta.env.VITE_API_URL as string | undefined);
  const resetDemo = demoStart?.demo.reset;
  const reseeded = demoStart?.demo.reseeded;

  const container = createContainer({
    adapters: httpAdapters(apiUrl ?? window.location.origin),
    storage,
    locale: () => (isLocale(i18n.language) ? i18n.language : 'fr'),
  });
  // ?demo=reseller|admin logs straight into that demo account (src/ui/app/demo-link.ts, loaded only then).
  if (resetDemo && location.search.includes('demo=')) await (await import('./app/demo-link')).followDemoLink(container);
  // A stored session shows its screens at once (the stored user) while the server checks it: a
  // refused token then ends the session and the guard sends the user to the login page.
  void container
    .get(RestoreSession)
    .execute()
    .catch(() => undefined);

  const services: AppServices = { container, demo: Boolean(resetDemo), resetDemo, demoReseeded: reseeded };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(<App services={services} i18n={i18n} base={base.replace(/\/$/, '')} />);
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    root.textContent = '';
    const p = document.createElement('p');
    p.className = 'boot-error';
    p.textContent = 'The application could not start. Reload the page. / L’application n’a pas pu démarrer.';
    root.append(p);
  }
});
