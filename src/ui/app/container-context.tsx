import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { SessionStore } from '../../application/session/session.store';
import type { SessionUseCases } from '../../application/session/session.tokens';
import type { AppSignals } from '../../application/shared/signals';
import type { ScreenUseCases } from './use-cases';

/**
 * What the composition root (src/ui/boot.tsx) hands the screens, each resolved once: the session's
 * store, signals and use cases at boot, the screens' use cases when their modules have loaded (with
 * the shell, after login). No page asks the container at a render.
 */
export interface AppServices {
  readonly session: SessionUseCases;
  readonly store: SessionStore;
  readonly signals: AppSignals;
  /**
   * The screens' use cases, once their modules have loaded into the container: the same promise at
   * every call, started by the first (the shell suspends on it).
   */
  readonly screens: () => Promise<ScreenUseCases>;
  /** Demo mode only: restores the seed. */
  readonly resetDemo?: () => Promise<void>;
  readonly demo: boolean;
  /** Demo mode only: resolves to true when the stored demo data was corrupt or outdated and the seed was loaded instead. */
  readonly demoReseeded?: Promise<boolean>;
  /**
   * Loads what a login opens (the shell, the screens' texts and use cases, the page it lands on) ahead
   * of the login (docs/performance.md#fast-on-a-phone); given by the boot, so the login page imports no route.
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

export function useSessionStore(): SessionStore {
  return useServices().store;
}

export function useSignals(): AppSignals {
  return useServices().signals;
}

/** The session's use cases (login, logout, connect-as…), made at boot. */
export function useSessionUseCases(): SessionUseCases {
  return useServices().session;
}

/** The session as React state: re-renders when the user or token changes. */
export function useSession() {
  return useSnapshot(useServices().store.state);
}
