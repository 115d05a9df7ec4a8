import { isLocale, type Locale } from '../src/domain/shared/format';
import { Database, type Snapshot } from './db/database';
import { seedDatabase } from './db/seed';
import { AuthService } from './services/auth.service';
import type { CallContext } from './services/context';
import type { ClientInfo, RawQuery } from './services/context';
import { UsersService } from './services/users.service';
import { ResellersService } from './services/resellers.service';
import { MargePricesService } from './services/marge-prices.service';
import { CountriesService } from './services/countries.service';
import { catalogueEntities, type CatalogueServices } from './services/catalogue/catalogue.entities';
import { ScenarioSyncService } from './services/catalogue/scenario-sync';
import { settingsEntities, type SettingsServices } from './services/settings/settings.entities';
import { OrdersService } from './services/orders/orders.service';
import { OrderRequestsService } from './services/orders/order-requests.service';
import { CancelRequestsService } from './services/requests/cancel-requests.service';
import { NonConformitiesService } from './services/requests/non-conformities.service';
import { QuotesService } from './services/quotes/quotes.service';
import { DashboardService } from './services/dashboard/dashboard.service';

/** What a listed entity's service offers: the record calls of one resource (src/api/records.ts). */
export interface RecordServiceLike {
  list(ctx: CallContext, query: RawQuery): unknown;
  get(ctx: CallContext, id: number): unknown;
  create(ctx: CallContext, body: unknown): unknown;
  update(ctx: CallContext, id: number, body: unknown): unknown;
  remove(ctx: CallContext, id: number): unknown;
  setActive?(ctx: CallContext, id: number, body: unknown): unknown;
}

/** The mock backend: one database and the services that hold the server's behaviour. */
export class MockBackend {
  readonly auth: AuthService;
  readonly users: UsersService;
  readonly resellers: ResellersService;
  readonly margePrices: MargePricesService;
  readonly countries: CountriesService;
  /** The catalogue's record services (src/api/catalogue.api.ts). */
  readonly catalogue: CatalogueServices;
  /** The settings' record services (src/api/settings.api.ts). */
  readonly settings: SettingsServices;
  /** GET /admin/scenarios/refresh: scenarios read back from the production system. */
  readonly scenarioSync: ScenarioSyncService;
  /** The order calls (src/api/orders.api.ts), and the requests the order screens write. */
  readonly orders: OrdersService;
  readonly orderRequests: OrderRequestsService;
  /** The request screens' calls (src/api/requests.api.ts): cancellation and non-conformity requests. */
  readonly cancelRequests: CancelRequestsService;
  readonly nonConformities: NonConformitiesService;
  /** The quote calls (src/api/quotes.api.ts). */
  readonly quotes: QuotesService;
  /** The /admin/dashboard/* figures (src/api/dashboard.api.ts). */
  readonly dashboard: DashboardService;
  /** The services of the generic listed entities, by the key the adapters use. */
  readonly records: Readonly<Record<string, RecordServiceLike>>;

  constructor(readonly db: Database = new Database()) {
    this.auth = new AuthService(db);
    this.users = new UsersService(db);
    this.resellers = new ResellersService(db);
    this.margePrices = new MargePricesService(db);
    this.countries = new CountriesService(db);
    this.catalogue = catalogueEntities(db);
    this.settings = settingsEntities(db);
    this.scenarioSync = new ScenarioSyncService(db);
    this.orders = new OrdersService(db);
    this.orderRequests = new OrderRequestsService(db, this.orders);
    this.cancelRequests = new CancelRequestsService(db, this.orders);
    this.nonConformities = new NonConformitiesService(db, this.orders);
    this.quotes = new QuotesService(db, this.orders);
    this.dashboard = new DashboardService(db, this.orders);
    this.records = {
      users: this.users,
      resellers: this.resellers,
      ...this.catalogue,
      ...this.settings,
    };
  }

  /** The caller of a bearer token, for a service call; throws a 401 ApiError. */
  context(token: string | null | undefined, locale: Locale = 'fr', _client?: ClientInfo): CallContext {
    const caller = this.auth.authenticate(token, locale);
    return token ? { caller, locale, token } : { caller, locale };
  }

  /** Builds the orders' indexes the first list and dashboard calls would otherwise build. */
  warmUp(): void {
    this.dashboard.warmUp();
  }

  async reset(): Promise<void> {
    this.db.clear();
    await seedDatabase(this.db);
  }

  static async seeded(): Promise<MockBackend> {
    const backend = new MockBackend();
    await seedDatabase(backend.db);
    return backend;
  }

  static async fromSnapshot(snapshot: Snapshot, options: { owned?: boolean } = {}): Promise<MockBackend> {
    const backend = new MockBackend();
    await backend.db.restore(snapshot, options);
    return backend;
  }
}

export function localeOf(value: string | null | undefined): Locale {
  return isLocale(value) ? value : 'fr';
}
