import type { ContainerModule } from 'inversify';
import { AUDIT_REPOSITORY, type AuditRepository } from '../../application/audit/audit-repository.port';
import { SCENARIO_SYNC, type ScenarioSync } from '../../application/catalogue/scenario-sync.port';
import { COUNTRY_GATEWAY, type CountryGateway } from '../../application/countries/country-gateway.port';
import { DASHBOARD_GATEWAY, type DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import { EVENT_STREAM, type EventStreamPort } from '../../application/events/event-stream.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../application/mails/mail-outbox.port';
import { NOTIFICATION_FEED, type NotificationFeed } from '../../application/notifications/notification-feed.port';
import { LIST_SETTINGS, type ListSettingsRepository } from '../../application/lists/list-settings.port';
import {
  MARGIN_PRICE_GATEWAY,
  type MarginPriceGateway,
} from '../../application/margin-prices/margin-price-gateway.port';
import { ORDER_REPOSITORY, type OrderRepository } from '../../application/orders/order-repository.port';
import { QUOTE_REPOSITORY, type QuoteRepository } from '../../application/quotes/quote-repository.port';
import {
  CANCELLATION_REPOSITORY,
  type CancellationRepository,
} from '../../application/cancellations/cancellation-repository.port';
import {
  NON_CONFORMITY_REPOSITORY,
  type NonConformityRepository,
} from '../../application/non-conformities/non-conformity-repository.port';
import { RESELLER_DIRECTORY, type ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import { AUTH_GATEWAY, type AuthGateway } from '../../application/session/auth-gateway.port';
import { SESSION_GATEWAY, type SessionGateway } from '../../application/session/session-gateway.port';
import { APP_SIGNALS, type AppSignals } from '../../application/shared/signals';
import type { RecordKey, RecordRepositoryOf } from '../../application/shared/record-tokens';
import type { Injector } from '../../application/shared/token';
import { TOUR_SANDBOX, type TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { UserRepository } from '../../application/users/user-repository.port';
import type { Locale } from '../../domain/shared/format';
import { API_TRANSPORT, BEARER_TOKEN, CALL_LOCALE } from '../adapters/api-transport';
import { AppContainer, bindings } from './app-container';
import { httpModule } from './http.module';
import { recordRepository } from './records.module';
import { SCREENS } from './screens';
import { sessionModule } from './session.module';

/** The generic record repositories, each with its entity's own types. */
type RecordRepositories = { readonly [K in RecordKey]: RecordRepositoryOf<K> };

/**
 * Every port's adapter, as one object: what the port contract suites (mocks/contract) and the
 * conformance run (scripts/api) call, without the app's use cases and session.
 */
export interface Adapters {
  readonly auth: AuthGateway;
  /** The caller's sessions: the current one, the open ones, ending them (src/api/sessions.api.ts). */
  readonly sessions: SessionGateway;
  readonly users: UserRepository;
  /** The generic repositories of RECORD_ENDPOINTS, by key. */
  readonly records: RecordRepositories;
  /** Resellers' view counts and search. */
  readonly resellerDirectory: ResellerDirectory;
  readonly marginPrices: MarginPriceGateway;
  readonly countries: CountryGateway;
  /** GET /admin/scenarios/refresh. */
  readonly scenarioSync: ScenarioSync;
  readonly orders: OrderRepository;
  readonly cancellations: CancellationRepository;
  readonly nonConformities: NonConformityRepository;
  readonly quotes: QuoteRepository;
  readonly dashboard: DashboardGateway;
  /** The guided tour's demo-only POST /demo/tour/{situation} (docs/product.md#demo-links-and-guided-tour). */
  readonly tourSandbox: TourSandbox;
  /** The audit trail and an order's timeline (docs/audit.md). */
  readonly audit: AuditRepository;
  /** The caller's saved views and list preferences (docs/lists.md). */
  readonly listSettings: ListSettingsRepository;
  /** The user's notifications (docs/api/README.md#events). */
  readonly notifications: NotificationFeed;
  /** The outbox of the mails sent (docs/api/README.md#mails). */
  readonly mails: MailOutbox;
  /** GET /events (docs/api/README.md#events). */
  readonly events: EventStreamPort;
}

/** Every port's adapter bound in `container`. */
function adaptersOf(container: Injector): Adapters {
  const api = container.get(API_TRANSPORT);
  const repository = <K extends RecordKey>(key: K): RecordRepositoryOf<K> => recordRepository(api, key);
  const records: RecordRepositories = {
    users: repository('users'),
    resellers: repository('resellers'),
    mandrels: repository('mandrels'),
    poses: repository('poses'),
    categories: repository('categories'),
    categoryScenarios: repository('categoryScenarios'),
    orientations: repository('orientations'),
    papers: repository('papers'),
    finishes: repository('finishes'),
    quantitiesPerRoll: repository('quantitiesPerRoll'),
    shapes: repository('shapes'),
    dimensions: repository('dimensions'),
    scenarios: repository('scenarios'),
    tooltips: repository('tooltips'),
    configEnv: repository('configEnv'),
  };
  return {
    auth: container.get(AUTH_GATEWAY),
    sessions: container.get(SESSION_GATEWAY),
    users: records.users,
    records,
    resellerDirectory: container.get(RESELLER_DIRECTORY),
    marginPrices: container.get(MARGIN_PRICE_GATEWAY),
    countries: container.get(COUNTRY_GATEWAY),
    scenarioSync: container.get(SCENARIO_SYNC),
    orders: container.get(ORDER_REPOSITORY),
    cancellations: container.get(CANCELLATION_REPOSITORY),
    nonConformities: container.get(NON_CONFORMITY_REPOSITORY),
    quotes: container.get(QUOTE_REPOSITORY),
    dashboard: container.get(DASHBOARD_GATEWAY),
    tourSandbox: container.get(TOUR_SANDBOX),
    audit: container.get(AUDIT_REPOSITORY),
    listSettings: container.get(LIST_SETTINGS),
    notifications: container.get(NOTIFICATION_FEED),
    mails: container.get(MAIL_OUTBOX),
    events: container.get(EVENT_STREAM),
  };
}

/** Who the adapters call as, in which language, and where they announce a 401 and the session's activity. */
export interface AdapterDeps {
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly signals: AppSignals;
}

export type AdapterFactory = (deps: AdapterDeps) => Adapters;

/** The adapters of one family (httpModule, memoryModule) in a fresh container of their own, calling as `deps` say. */
export function adaptersOver(family: ContainerModule, deps: AdapterDeps): Adapters {
  const caller = bindings((bind) => {
    bind.value(BEARER_TOKEN, deps.token);
    bind.value(CALL_LOCALE, deps.locale);
    bind.value(APP_SIGNALS, deps.signals);
  });
  return adaptersOf(new AppContainer().load(family, caller, sessionModule, ...SCREENS));
}

/**
 * Every port's HTTP adapter, in a fresh container of its own, calling as `deps` say: the
 * conformance run's (scripts/api) and the HTTP contract suites', against any server.
 */
export function httpAdapters(baseUrl: string, fetchImpl?: typeof fetch): AdapterFactory {
  return (deps) => adaptersOver(httpModule({ baseUrl, fetch: fetchImpl }), deps);
}
