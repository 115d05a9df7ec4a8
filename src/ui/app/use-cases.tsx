import { createContext, useContext, type ReactNode } from 'react';
import { AUDIT, type AuditTrail } from '../../application/audit/audit.use-cases';
import { CATALOGUE, type CatalogueUseCases } from '../../application/catalogue/catalogue.tokens';
import { COUNTRIES, type CountryUseCases } from '../../application/countries/countries.tokens';
import { DASHBOARD, type DashboardUseCases } from '../../application/dashboard/dashboard.tokens';
import { LIVE_EVENTS } from '../../application/events/events.tokens';
import type { LiveEvents } from '../../application/events/live-events';
import { LISTS, type ListSettings } from '../../application/lists/list-settings.use-cases';
import { SENT_MAILS, type SentMails } from '../../application/mails/sent-mails';
import { MARGIN_PRICES, type MarginPriceUseCases } from '../../application/margin-prices/margin-prices.tokens';
import { NOTIFICATIONS, type Notifications } from '../../application/notifications/notifications';
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
import { RECORDS, type RecordKey, type RecordsOf } from '../../application/shared/record-tokens';
import type { Injector } from '../../application/shared/token';
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

/** The screens' use cases from a container holding the screens' modules (src/infrastructure/di/screens.ts). */
export function resolveScreens(container: Injector): ScreenUseCases {
  const record = <K extends RecordKey>(key: K): RecordsOf<K> => container.get(RECORDS[key]);
  const records: RecordUseCases = {
    users: record('users'),
    resellers: record('resellers'),
    mandrels: record('mandrels'),
    poses: record('poses'),
    categories: record('categories'),
    categoryScenarios: record('categoryScenarios'),
    orientations: record('orientations'),
    papers: record('papers'),
    finishes: record('finishes'),
    quantitiesPerRoll: record('quantitiesPerRoll'),
    shapes: record('shapes'),
    dimensions: record('dimensions'),
    scenarios: record('scenarios'),
    tooltips: record('tooltips'),
    configEnv: record('configEnv'),
  };
  return {
    orders: container.get(ORDERS),
    cancellations: container.get(CANCELLATIONS),
    nonConformities: container.get(NON_CONFORMITIES),
    waitingCounts: container.get(WAITING_COUNTS),
    quotes: container.get(QUOTES),
    dashboard: container.get(DASHBOARD),
    records,
    resellers: container.get(RESELLERS),
    marginPrices: container.get(MARGIN_PRICES),
    countries: container.get(COUNTRIES),
    catalogue: container.get(CATALOGUE),
    settings: container.get(SETTINGS),
    translations: container.get(TRANSLATIONS),
    audit: container.get(AUDIT),
    mails: container.get(SENT_MAILS),
    notifications: container.get(NOTIFICATIONS),
    lists: container.get(LISTS),
    tour: container.get(TOUR),
    search: container.get(SEARCH),
    openSessions: container.get(OPEN_SESSIONS),
    live: container.get(LIVE_EVENTS),
  };
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
