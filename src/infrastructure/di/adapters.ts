import type { AuthGateway } from '../../application/session/auth-gateway.port';
import type { SessionGateway } from '../../application/session/session-gateway.port';
import type { OrderRepository } from '../../application/orders/order-repository.port';
import type { QuoteRepository } from '../../application/quotes/quote-repository.port';
import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { AuditRepository } from '../../application/audit/audit-repository.port';
import type { ListSettingsRepository } from '../../application/lists/list-settings.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../application/requests/request-repository.port';
import type { ScenarioSync } from '../../application/catalogue/scenario-sync.port';
import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { AppEvents } from '../../application/shared/events';
import type { RecordKey, RecordRepositoryOf } from '../../application/shared/record-tokens';
import type { UserRepository } from '../../application/users/user-repository.port';
import type { Locale } from '../../domain/shared/format';

/** The generic record repositories, each with its entity's own types. */
export type RecordRepositories = { readonly [K in RecordKey]: RecordRepositoryOf<K> };

/** One repository per record key, each built by `make` with its key's types. */
export function recordRepositories(make: <K extends RecordKey>(key: K) => RecordRepositoryOf<K>): RecordRepositories {
  return {
    users: make('users'),
    resellers: make('resellers'),
    mandrels: make('mandrels'),
    poses: make('poses'),
    categories: make('categories'),
    categoryScenarios: make('categoryScenarios'),
    orientations: make('orientations'),
    papers: make('papers'),
    finishes: make('finishes'),
    quantitiesPerRoll: make('quantitiesPerRoll'),
    shapes: make('shapes'),
    dimensions: make('dimensions'),
    scenarios: make('scenarios'),
    tooltips: make('tooltips'),
    configEnv: make('configEnv'),
  };
}

/** Every port's adapter: one set over HTTP, one by direct calls to the mock backend. */
export interface Adapters {
  readonly auth: AuthGateway;
  /** The caller's sessions: the current one, the open ones, ending them (src/api/sessions.api.ts). */
  readonly sessions: SessionGateway;
  readonly users: UserRepository;
  /** The generic repositories of RECORD_ENDPOINTS, by key. */
  readonly records: RecordRepositories;
  /** Resellers' view counts and search, the margin grid, the delivery countries. */
  readonly resellerDirectory: ResellerDirectory;
  readonly marginPrices: MarginPriceGateway;
  readonly countries: CountryGateway;
  /** GET /admin/scenarios/refresh. */
  readonly scenarioSync: ScenarioSync;
  /** The order calls (docs/api/README.md#calls). */
  readonly orders: OrderRepository;
  /** The cancellation and non-conformity request calls (docs/api/README.md#calls). */
  readonly cancelRequests: CancelRequestRepository;
  readonly nonConformities: NonConformityRepository;
  /** The quote calls (docs/api/README.md#calls). */
  readonly quotes: QuoteRepository;
  /** The /admin/dashboard/* calls (docs/api/README.md#calls). */
  readonly dashboard: DashboardGateway;
  /**
   * The guided tour's demo-only POST /demo/tour/{situation} (`prepareTourSituation`,
   * docs/product.md#demo-links-and-guided-tour; the mock backend answers it).
   */
  readonly tourSandbox: TourSandbox;
  /** The audit trail and an order's timeline (docs/audit.md). */
  readonly audit: AuditRepository;
  /** The caller's saved views and list preferences (docs/lists.md). */
  readonly listSettings: ListSettingsRepository;
}

export interface AdapterDeps {
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly events: AppEvents;
}

export type AdapterFactory = (deps: AdapterDeps) => Adapters;
