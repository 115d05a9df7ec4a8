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
import type { AppServices } from './app/container-context';
import { createI18n, effectiveLanguage } from './i18n/i18n';
import { applyDarkMode, storedDarkMode } from './shell/preferences';

declare const __DEMO__: boolean;

async function start(): Promise<void> {
  applyDarkMode(storedDarkMode());
  const storage = new LocalSessionStorage();
  const i18n = await createI18n(effectiveLanguage(storage.load() !== null));
  const base = import.meta.env.BASE_URL;
  let apiUrl = import.meta.env.VITE_API_URL as string | undefined;
  let resetDemo: (() => Promise<void>) | undefined;
  let reseeded = false;

  if (__DEMO__ && !apiUrl) {
    // Demo mode: the mock backend is loaded only here, so production builds never contain it.
    apiUrl = new URL(`${base}api`, window.location.origin).toString();
    const { startDemoBackend } = await import('../../mocks/browser');
    const demo = await startDemoBackend(apiUrl, `${base}mockServiceWorker.js`);
    resetDemo = demo.reset;
    reseeded = demo.reseeded;
  }

  const container = createContainer({
    adapters: httpAdapters(apiUrl ?? window.location.origin),
    storage,
    locale: () => (isLocale(i18n.language) ? i18n.language : 'fr'),
  });
  // A stored session is checked before the first screen; a refused token ends it quietly.
  await container
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
