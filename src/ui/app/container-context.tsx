import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { SESSION_STORE, type SessionStore } from '../../application/session/session.store';
import { APP_EVENTS, type AppEvents } from '../../application/shared/events';
import type { Injector, Token } from '../../application/shared/token';

export interface AppServices {
  readonly container: Injector;
  /** Demo mode only: restores the seed. */
  readonly resetDemo?: () => Promise<void>;
  readonly demo: boolean;
  /** Demo mode only: resolves to true when the stored demo data was corrupt or outdated and the seed was loaded instead. */
  readonly demoReseeded?: Promise<boolean>;
  /**
   * Loads what a login opens (the shell, the screens' texts, the page it lands on) ahead of the login
   * (docs/performance.md#fast-on-a-phone); given by the boot, so the login page imports no route.
   */
  readonly preloadAfterLogin?: (landing: string) => void;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing');
  return services;
}

/** A use case (or any binding) from the container, of the type its token carries. */
export function useInjected<T>(token: Token<T>): T {
  return useServices().container.get(token);
}

export function useSessionStore(): SessionStore {
  return useInjected<SessionStore>(SESSION_STORE);
}

export function useEvents(): AppEvents {
  return useInjected<AppEvents>(APP_EVENTS);
}

/** The session as React state: re-renders when the user or token changes. */
export function useSession() {
  const store = useSessionStore();
  return useSnapshot(store.state);
}
