import { isLocale, type Locale } from '../src/domain/shared/format';
import { Database, type Snapshot } from './db/database';
import { seedDatabase } from './db/seed';
import type { Fixture } from './db/hostile';
import { fastLoader } from './db/record-loader';
import { AuthService } from './services/auth/auth.service';
import { Clock } from './services/shared/clock';
import {
  DEFAULT_SESSION_IDLE_MINUTES,
  DEFAULT_SESSION_MAX_HOURS,
  SessionsService,
} from './services/sessions/sessions.service';
import type { CallContext } from './services/shared/context';
import type { ClientInfo } from './services/shared/context';
import type { ListRequest } from './services/shared/list-query';
import { UsersService } from './services/users/users.service';
import { ResellersService } from './services/resellers/resellers.service';
import { MarginPricesService } from './services/margin-prices/margin-prices.service';
import { CountriesService } from './services/countries/countries.service';
import { catalogueEntities, type CatalogueServices } from './services/catalogue/catalogue.entities';
import { ScenarioSyncService } from './services/catalogue/scenario-sync';
import { settingsEntities, type SettingsServices } from './services/settings/settings.entities';
import { OrdersService } from './services/orders/orders.service';
import { OrderRequestsService } from './services/orders/order-requests.service';
import { CancelRequestsService } from './services/requests/cancel-requests.service';
import { NonConformitiesService } from './services/requests/non-conformities.service';
import { QuotesService } from './services/quotes/quotes.service';
import { DashboardService } from './services/dashboard/dashboard.service';
import { AuditService } from './services/audit/audit.service';
import { auditLogOf } from './services/audit/audit-log';
import { ListSettingsService } from './services/lists/list-settings.service';
import { EventsService, type EventsOptions } from './services/events/events.service';
import { MailsService, type MailTransport } from './services/mails/mails.service';
import { NotificationsService } from './services/notifications/notifications.service';

/** What a listed entity's service offers: the record calls of one resource (src/api/records.ts). */
export interface RecordServiceLike {
  /** The list's request, typed (mocks/services/shared/list-query.ts); its filter is the entity's own. */
  list(ctx: CallContext, request: ListRequest<unknown>): unknown;
  get(ctx: CallContext, id: number): unknown;
  create(ctx: CallContext, body: unknown): unknown;
  /** `ifMatch`: the version the caller read; a stale one is a 412 (mocks/services/shared/versions.ts). */
  update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): unknown;
  remove(ctx: CallContext, id: number): unknown;
  setActive?(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): unknown;
}

/** How a backend is made: its clock and session lengths (docs/api/README.md#authentication). */
export interface BackendOptions {
  /** The server's clock (default: the real time); tests advance it. */
  readonly clock?: Clock;
  /** Minutes a session lasts without a call (default 30; `SESSION_IDLE_MINUTES` for `npm run mock-api`). */
  readonly sessionIdleMinutes?: number;
  /** Hours a session lasts at most (default 12; `SESSION_MAX_HOURS` for `npm run mock-api`). */
  readonly sessionMaxHours?: number;
  /**
   * A test fixture loaded on top of the seed, and again on each reset: `hostile`, the strings the
   * rendering and security tests check stay text (mocks/db/hostile.ts). The demo loads none.
   */
  readonly fixture?: Fixture;
  /**
   * The day the seeded data reads as today (ms), or how to know it at each (re)seed: the demo's
   * visit, `() => Date.now()` (docs/product.md#seed-sizes). Absent, the data is dated at the seed's
   * own clock (SEED_NOW), as every test expects.
   */
  readonly seedAt?: number | (() => number);
  /** The event stream's keep-alive period and how many events it keeps (docs/api/README.md#events). */
  readonly events?: EventsOptions;
  /**
   * The id this backend's events start after: a backend replacing another in the same worker (the
   * demo reloading data another tab saved) goes on from the last one's, so a stream resumes.
   */
  readonly eventsStartAfter?: number;
  /** The back office's address the mails link to (`APP_URL` for `npm run mock-api`). */
  readonly appUrl?: string;
  /** Delivers each mail to a mail server too (`SMTP_URL` for `npm run mock-api`). */
  readonly mailTransport?: MailTransport;
}

/** The mock backend: one database and the services that hold the server's behaviour. */
export class MockBackend {
  /** The server's clock: every service that reads the time asks it. */
  readonly clock: Clock;
  /** Sessions: opened by logins, checked by every authenticated call, ended by logout and revocations. */
  readonly sessions: SessionsService;
  readonly auth: AuthService;
  readonly users: UsersService;
  readonly resellers: ResellersService;
  readonly marginPrices: MarginPricesService;
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
  /** The audit trail, read (docs/audit.md); the services write it as they write. */
  readonly audit: AuditService;
  /** A user's own list settings: preferences and saved views (docs/lists.md). */
  readonly listSettings: ListSettingsService;
  /** GET /events: every change the audit records, streamed to whoever may see it (docs/api/README.md#events). */
  readonly events: EventsService;
  /** The outbox of the mails sent (docs/api/README.md#mails). */
  readonly mails: MailsService;
  /** Each user's notifications, and the mails of the changes (docs/rules.md#notifications-and-mails). */
  readonly notifications: NotificationsService;
  /** The day a (re)seed reads as today, when the data follows the calendar (the demo). */
  private readonly seedAt: (() => number) | undefined;
  /** The test fixture this backend loads on top of its seed, if any. */
  readonly fixture: Fixture | undefined;
  /** The services of the generic listed entities, by the key the adapters use. */
  readonly records: Readonly<Record<string, RecordServiceLike>>;

  constructor(
    readonly db: Database = new Database(),
    options: BackendOptions = {},
  ) {
    this.fixture = options.fixture;
    const { seedAt } = options;
    this.seedAt = typeof seedAt === 'number' ? () => seedAt : seedAt;
    const clock = (this.clock = options.clock ?? new Clock());
    const now = () => clock.now();
    auditLogOf(db).useClock(now);
    // The audit log appends through the fast loader in the same turn as each write (audit-log.ts).
    void fastLoader();
    this.sessions = new SessionsService(db, clock, {
      idleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
      maxMs: (options.sessionMaxHours ?? DEFAULT_SESSION_MAX_HOURS) * 3_600_000,
    });
    this.mails = new MailsService(db, now);
    if (options.appUrl) this.mails.useAppUrl(options.appUrl);
    if (options.mailTransport) this.mails.useTransport(options.mailTransport);
    this.auth = new AuthService(db, this.sessions, clock, this.mails);
    this.users = new UsersService(db, this.sessions, now);
    this.resellers = new ResellersService(db, this.sessions, now);
    this.marginPrices = new MarginPricesService(db, now);
    this.countries = new CountriesService(db);
    this.catalogue = catalogueEntities(db);
    this.settings = settingsEntities(db);
    this.scenarioSync = new ScenarioSyncService(db);
    this.orders = new OrdersService(db);
    this.orderRequests = new OrderRequestsService(db, this.orders, now);
    this.cancelRequests = new CancelRequestsService(db, this.orders);
    this.nonConformities = new NonConformitiesService(db, this.orders);
    this.quotes = new QuotesService(db, this.orders, now);
    this.dashboard = new DashboardService(db, this.orders);
    this.audit = new AuditService(db, (ctx, id) => this.orders.findVisible(ctx, id));
    this.listSettings = new ListSettingsService(db, now);
    this.events = new EventsService(
      db,
      this.sessions,
      (id) => this.orders.orderById(id)?.resellerId,
      options.events,
      options.eventsStartAfter,
    );
    this.notifications = new NotificationsService(db, this.events, this.mails, (id) => this.orders.orderById(id), now);
    // Every change the trail records is an event, then the notifications and mails it gives, in the same turn.
    auditLogOf(db).listen((entry) => {
      this.events.change(entry);
      this.notifications.react(entry);
    });
    this.records = {
      users: this.users,
      resellers: this.resellers,
      ...this.catalogue,
      ...this.settings,
    };
  }

  /**
   * The caller of a bearer token, for a service call: 401 (ApiError) for a missing, unknown,
   * revoked, idle or expired session; otherwise the call counts as the session's activity.
   */
  context(token: string | null | undefined, locale: Locale = 'fr', client?: ClientInfo): CallContext {
    const caller = this.auth.authenticate(token, locale, client);
    return token ? { caller, locale, token } : { caller, locale };
  }

  /** Builds the orders' indexes the first list and dashboard calls would otherwise build. */
  warmUp(): void {
    this.dashboard.warmUp();
  }

  async reset(): Promise<void> {
    // Every session goes with the data: the open streams end.
    this.events.endAll();
    this.db.clear();
    await seedDatabase(this.db, undefined, this.seedAt?.());
    await applyFixture(this.db, this.fixture);
  }

  static async seeded(options: BackendOptions = {}): Promise<MockBackend> {
    const backend = new MockBackend(new Database(), options);
    await seedDatabase(backend.db, undefined, backend.seedAt?.());
    await applyFixture(backend.db, options.fixture);
    return backend;
  }

  static async fromSnapshot(
    snapshot: Snapshot,
    options: { owned?: boolean } & BackendOptions = {},
  ): Promise<MockBackend> {
    const backend = new MockBackend(new Database(), options);
    await backend.db.restore(snapshot, options);
    return backend;
  }
}

export function localeOf(value: string | null | undefined): Locale {
  return isLocale(value) ? value : 'fr';
}

/** A test fixture on top of the seed, its module loaded only by a backend that asks for one: the demo's starts without it. */
async function applyFixture(db: Database, fixture: Fixture | undefined): Promise<void> {
  if (fixture === 'hostile') await (await import('./db/hostile')).applyHostileFixture(db);
}
