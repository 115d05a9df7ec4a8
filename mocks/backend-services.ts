import type { AuditRecord } from './db/audit.schema';
import type { Database } from './db/database';
import type { CallContext } from './services/shared/context';
import type { ListRequest } from './services/shared/list-query';
import type { SessionsService } from './services/sessions/sessions.service';
import { UsersService } from './services/users/users.service';
import { ResellersService } from './services/resellers/resellers.service';
import { MarginPricesService } from './services/margin-prices/margin-prices.service';
import { CountriesService } from './services/countries/countries.service';
import { catalogueEntities, type CatalogueServices } from './services/catalogue/catalogue.entities';
import { ScenarioSyncService } from './services/catalogue/scenario-sync';
import { settingsEntities, type SettingsServices } from './services/settings/settings.entities';
import { OrdersService } from './services/orders/orders.service';
import { CancellationsService } from './services/cancellations/cancellations.service';
import { NonConformitiesService } from './services/non-conformities/non-conformities.service';
import { QuotesService } from './services/quotes/quotes.service';
import { DashboardService } from './services/dashboard/dashboard.service';
import { AuditService } from './services/audit/audit.service';
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

/** What the services beyond the login's take from the backend's options (mocks/backend-core.ts). */
export interface ServicesOptions {
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

/** What they are made over: the backend's database, its sessions and its clock. */
export interface ServicesBase {
  readonly db: Database;
  readonly sessions: SessionsService;
  readonly now: () => Date;
}

/**
 * Every service of the mock backend beyond the login's (the sessions and the auth service, made with
 * the backend: mocks/backend-core.ts). A module of its own so that the demo's backend worker loads it with
 * the first request that needs it, not with the login page (docs/demo-backend.md#what-loads-when).
 */
export interface BackendServices {
  readonly users: UsersService;
  readonly resellers: ResellersService;
  readonly marginPrices: MarginPricesService;
  readonly countries: CountriesService;
  readonly catalogue: CatalogueServices;
  readonly settings: SettingsServices;
  readonly scenarioSync: ScenarioSyncService;
  readonly orders: OrdersService;
  readonly cancellations: CancellationsService;
  readonly nonConformities: NonConformitiesService;
  readonly quotes: QuotesService;
  readonly dashboard: DashboardService;
  readonly audit: AuditService;
  readonly listSettings: ListSettingsService;
  readonly events: EventsService;
  readonly mails: MailsService;
  readonly notifications: NotificationsService;
  readonly records: Readonly<Record<string, RecordServiceLike>>;
  /** What an entry of the audit trail gives: its change event, then its notifications and mails. */
  follow(entry: AuditRecord): void;
}

/** Makes the services over a backend's database, sessions and clock. */
export function backendServices({ db, sessions, now }: ServicesBase, options: ServicesOptions): BackendServices {
  const mails = new MailsService(db, now);
  if (options.appUrl) mails.useAppUrl(options.appUrl);
  if (options.mailTransport) mails.useTransport(options.mailTransport);
  const users = new UsersService(db, sessions, now);
  const resellers = new ResellersService(db, sessions, now);
  const catalogue = catalogueEntities(db);
  const settings = settingsEntities(db);
  const orders = new OrdersService(db, () => mails.app);
  const events = new EventsService(
    db,
    sessions,
    (id) => orders.orderById(id)?.resellerId,
    options.events,
    options.eventsStartAfter,
  );
  const notifications = new NotificationsService(db, events, mails, (id) => orders.orderById(id), now);
  return {
    users,
    resellers,
    marginPrices: new MarginPricesService(db, now),
    countries: new CountriesService(db),
    catalogue,
    settings,
    scenarioSync: new ScenarioSyncService(db),
    orders,
    cancellations: new CancellationsService(db, orders, now),
    nonConformities: new NonConformitiesService(db, orders, now),
    quotes: new QuotesService(db, orders, now),
    dashboard: new DashboardService(db, orders),
    audit: new AuditService(db, (ctx, id) => orders.findVisible(ctx, id)),
    listSettings: new ListSettingsService(db, now),
    events,
    mails,
    notifications,
    records: { users, resellers, ...catalogue, ...settings },
    follow: (entry) => {
      events.change(entry);
      notifications.react(entry);
    },
  };
}
