import { createContext, useContext, type ReactNode } from 'react';
import { AUDIT } from '../../application/audit/audit.tokens';
import type { AuditTrail } from '../../application/audit/audit.use-cases';
import { CATALOGUE, type CatalogueUseCases } from '../../application/catalogue/catalogue.tokens';
import { COUNTRIES, type CountryUseCases } from '../../application/countries/countries.tokens';
import { DASHBOARD, type DashboardUseCases } from '../../application/dashboard/dashboard.tokens';
import { LIVE_EVENTS } from '../../application/events/events.tokens';
import type { LiveEvents } from '../../application/events/live-events';
import { LISTS } from '../../application/lists/lists.tokens';
import type { ListSettings } from '../../application/lists/list-settings.use-cases';
import { SENT_MAILS } from '../../application/mails/mails.tokens';
import type { SentMails } from '../../application/mails/sent-mails';
import { MARGIN_PRICES, type MarginPriceUseCases } from '../../application/margin-prices/margin-prices.tokens';
import { NOTIFICATIONS } from '../../application/notifications/notifications.tokens';
import type { Notifications } from '../../application/notifications/notifications';
import { ORDERS, type OrderUseCases } from '../../application/orders/orders.tokens';
import { QUOTES, type QuoteUseCases } from '../../application/quotes/quotes.tokens';
import { CANCELLATIONS, type CancellationUseCases } from '../../application/cancellations/cancellations.tokens';
import {
  NON_CONFORMITIES,
  type NonConformityUseCases,
} from '../../application/non-conformities/non-conformities.tokens';
import { WAITING_COUNTS } from '../../application/requests/requests.tokens';
import type { CountWaitingRequests } from '../../application/requests/requests.use-cases';
import { RESELLERS, type ResellerUseCases } from '../../application/resellers/resellers.tokens';
import { SEARCH, type SearchUseCases } from '../../application/search/search.tokens';
import { OPEN_SESSIONS, type OpenSessionUseCases } from '../../application/session/session.tokens';
import { SETTINGS, type SettingsUseCases } from '../../application/settings/settings.tokens';
import { RECORD_KEYS, RECORDS, type RecordKey, type RecordsOf } from '../../application/shared/record-tokens';
import type { Injector, Token } from '../../application/shared/token';
import { TOUR, type TourUseCases } from '../../application/tour/tour.tokens';
import { TRANSLATIONS, type TranslationUseCases } from '../../application/translations/translations.tokens';

/** The generic use case of every record kind, by key. */
export type RecordUseCases = { readonly [K in RecordKey]: RecordsOf<K> };

/** Every use case of the screens behind the login, by feature: resolved once, when their modules load. */
export interface ScreenUseCases {
  readonly orders: OrderUseCases;
  readonly cancellations: CancellationUseCases;
  readonly nonConformities: NonConformityUseCases;
  readonly waitingCounts: CountWaitingRequests;
  readonly quotes: QuoteUseCases;
  readonly dashboard: DashboardUseCases;
  readonly records: RecordUseCases;
  readonly resellers: ResellerUseCases;
  readonly marginPrices: MarginPriceUseCases;
  readonly countries: CountryUseCases;
  readonly catalogue: CatalogueUseCases;
  readonly settings: SettingsUseCases;
  readonly translations: TranslationUseCases;
  readonly audit: AuditTrail;
  readonly mails: SentMails;
  readonly notifications: Notifications;
  readonly lists: ListSettings;
  readonly tour: TourUseCases;
  readonly search: SearchUseCases;
  readonly openSessions: OpenSessionUseCases;
  readonly live: LiveEvents;
}

/** Each feature's token, by the name the screens read it under. */
type FeatureKey = Exclude<keyof ScreenUseCases, 'records'>;
const FEATURES: { readonly [K in FeatureKey]: Token<ScreenUseCases[K]> } = {
  orders: ORDERS,
  cancellations: CANCELLATIONS,
  nonConformities: NON_CONFORMITIES,
  waitingCounts: WAITING_COUNTS,
  quotes: QUOTES,
  dashboard: DASHBOARD,
  resellers: RESELLERS,
  marginPrices: MARGIN_PRICES,
  countries: COUNTRIES,
  catalogue: CATALOGUE,
  settings: SETTINGS,
  translations: TRANSLATIONS,
  audit: AUDIT,
  mails: SENT_MAILS,
  notifications: NOTIFICATIONS,
  lists: LISTS,
  tour: TOUR,
  search: SEARCH,
  openSessions: OPEN_SESSIONS,
  live: LIVE_EVENTS,
};

/** An object whose every key is `make(key)`, made when first read and kept: each is made once, and only if used. */
function onFirstUse<K extends string, T extends Record<K, unknown>>(
  keys: readonly K[],
  make: <Key extends K>(key: Key) => T[Key],
): T {
  const out = {} as T;
  for (const key of keys) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make(key);
        Object.defineProperty(out, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return out;
}

/**
 * The screens' use cases from a container holding the screens' modules (src/infrastructure/di/screens.ts).
 * Each feature is resolved once, on its first use, not all of them when the shell loads: the dashboard
 * needs 4 of the 21, and resolving the others cost its first render 40 ms of main thread on a desktop
 * (docs/performance.md).
 */
export function resolveScreens(container: Injector): ScreenUseCases {
  const records = onFirstUse<RecordKey, RecordUseCases>(
    RECORD_KEYS,
    (key) => container.get(RECORDS[key]) as RecordUseCases[typeof key],
  );
  const features = Object.keys(FEATURES) as FeatureKey[];
  const screens = onFirstUse<FeatureKey, Omit<ScreenUseCases, 'records'>>(features, (key) =>
    container.get(FEATURES[key]),
  );
  return Object.defineProperty(screens, 'records', { value: records, enumerable: true }) as ScreenUseCases;
}

const ScreensContext = createContext<ScreenUseCases | null>(null);

/** Gives the screens' use cases to what renders behind the login (the shell provides them). */
export function ScreensProvider({ value, children }: { value: ScreenUseCases; children: ReactNode }) {
  return <ScreensContext.Provider value={value}>{children}</ScreensContext.Provider>;
}

/** The screens' use cases, by feature (`const { orders } = useScreens()`). */
export function useScreens(): ScreenUseCases {
  const screens = useContext(ScreensContext);
  if (!screens) throw new Error('useScreens: not inside the shell');
  return screens;
}
