import type { AuthGateway } from '../../application/session/auth-gateway.port';
import type { OrderRepository } from '../../application/orders/order-repository.port';
import type { QuoteRepository } from '../../application/quotes/quote-repository.port';
import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../application/requests/request-repository.port';
import type { ScenarioSync } from '../../application/catalogue/scenario-sync.port';
import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { AppEvents } from '../../application/shared/events';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { UserRepository } from '../../application/users/user-repository.port';
import type { Locale } from '../../domain/shared/format';
import type { RecordKey } from '../shared/records';

export type AnyRecordRepository = RecordRepository<unknown, unknown> & ActivatableRepository;

/** Every port's adapter: one set over HTTP, one by direct calls to the mock backend. */
export interface Adapters {
  readonly auth: AuthGateway;
  readonly users: UserRepository;
  /** The generic repositories of RECORD_ENDPOINTS, by key. */
  readonly records: Readonly<Record<RecordKey, AnyRecordRepository>>;
  /** Resellers' view counts and search, the margin grid, the delivery countries. */
  readonly resellerDirectory: ResellerDirectory;
  readonly marginPrices: MarginPriceGateway;
  readonly countries: CountryGateway;
  /** GET /admin/scenarios/refresh. */
  readonly scenarioSync: ScenarioSync;
  /** SPEC 7's order calls. */
  readonly orders: OrderRepository;
  /** SPEC 7's cancellation and non-conformity request calls. */
  readonly cancelRequests: CancelRequestRepository;
  readonly nonConformities: NonConformityRepository;
  /** SPEC 7's quote calls. */
  readonly quotes: QuoteRepository;
  /** SPEC 7's /admin/dashboard/* calls. */
  readonly dashboard: DashboardGateway;
  /** Issue 9's demo-only POST /demo/tour/{situation} (the mock backend answers it). */
  readonly tourSandbox: TourSandbox;
}

export interface AdapterDeps {
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly events: AppEvents;
}

export type AdapterFactory = (deps: AdapterDeps) => Adapters;
