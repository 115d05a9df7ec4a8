import { OverlaysProvider } from '@blueprintjs/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MockBackend } from '../../../mocks/backend';
import { memoryModule } from '../../../mocks/in-process/memory.module';
import { SESSION_STORE } from '../../application/session/session.store';
import { SESSION } from '../../application/session/session.tokens';
import { APP_SIGNALS, type Notice } from '../../application/shared/signals';
import { InMemorySessionStorage } from '../../infrastructure/browser/local-session.storage';
import type { AppContainer } from '../../infrastructure/di/app-container';
import { createContainer } from '../../infrastructure/di/container';
import { SCREENS } from '../../infrastructure/di/screens';
import { ServicesProvider, type AppServices } from '../app/container-context';
import { resolveScreens, ScreensProvider, type ScreenUseCases } from '../app/use-cases';
import { createI18n } from '../i18n/i18n';
import { DataProvider } from '../shell/data-provider';

/** What a component test drives and reads: the user, the backend behind the screen, what the screen said. */
export interface Screen extends Omit<RenderResult, 'container'> {
  readonly user: UserEvent;
  readonly backend: MockBackend;
  /** The composition root of the screen (RenderResult's `container` is the DOM one: `baseElement`). */
  readonly container: AppContainer;
  readonly screens: ScreenUseCases;
  /** The toasts the application asked for, in order. */
  readonly notices: Notice[];
  /** The address the screen is at now (path and search). */
  location(): string;
}

export interface ScreenOptions {
  /** The demo account the screen is seen by. */
  readonly as?: string;
  /** The address it opens at (a list's URL state lives in it), or how to find it in the seeded backend. */
  readonly path?: string | ((backend: MockBackend) => string);
}

let accounts = 0;

// jsdom lays nothing out and scrolls nothing: the list page keeps a focused control in sight with
// scrollBy (list-page.tsx), which jsdom's elements lack.
const elements: { scrollBy?: unknown } = typeof Element === 'undefined' ? {} : Element.prototype;
elements.scrollBy ??= () => undefined;

/**
 * Renders a real screen as the app shows it behind the login (docs/architecture.md#tests): the
 * composition root of the app over the mock backend in-process (the memory adapter family, a freshly
 * seeded backend), a demo account logged in, the French texts, the account's one query cache, and a
 * router at `path`.
 */
export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Promise<Screen> {
  const backend = await MockBackend.seeded();
  const container = createContainer({
    adapters: memoryModule(backend),
    storage: new InMemorySessionStorage(),
    now: () => backend.clock.now().getTime(),
    screens: SCREENS,
  });
  const session = container.get(SESSION);
  await session.login.execute(options.as ?? 'admin@demo.local', 'demo');
  const signals = container.get(APP_SIGNALS);
  const notices: Notice[] = [];
  signals.notices$.subscribe((notice) => notices.push(notice));
  const screens = resolveScreens(container);
  const services: AppServices = {
    session,
    store: container.get(SESSION_STORE),
    signals,
    screens: () => Promise.resolve(screens),
    demo: true,
  };
  const i18n = await createI18n('fr', true);
  const path = typeof options.path === 'function' ? options.path(backend) : (options.path ?? '/');
  const { hook, searchHook } = memoryLocation({ path });
  let at = path;
  const Where = () => {
    const [path] = hook();
    const search = searchHook();
    at = search ? `${path}?${search}` : path;
    return null;
  };
  accounts += 1;
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <ScreensProvider value={screens}>
          <DataProvider account={`test-${accounts}`}>
            <OverlaysProvider>
              <Router hook={hook} searchHook={searchHook}>
                <Where />
                {ui}
              </Router>
            </OverlaysProvider>
          </DataProvider>
        </ScreensProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { ...result, user: userEvent.setup(), backend, container, screens, notices, location: () => at };
}

/**
 * Another person at work on the same backend meanwhile (another admin's browser): their own
 * container, logged in as `login`, with the screens' use cases.
 */
export async function anotherPerson(backend: MockBackend, login: string): Promise<ScreenUseCases> {
  const container = createContainer({
    adapters: memoryModule(backend),
    storage: new InMemorySessionStorage(),
    now: () => backend.clock.now().getTime(),
    screens: SCREENS,
  });
  await container.get(SESSION).login.execute(login, 'demo');
  return resolveScreens(container);
}

/**
 * The serious and critical accessibility violations axe finds in `element` (WCAG 2 A and AA, as the
 * journeys check them: e2e/support.ts), as "rule: target" lines. jsdom lays nothing out: colour
 * contrast is left to the journeys.
 */
export async function seriousViolations(element: Element): Promise<string[]> {
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
