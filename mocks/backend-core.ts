import { isLocale, type Locale } from '../src/domain/shared/format';
import { Database, type ChunkReader, type PackedSnapshot, type Snapshot } from './db/database';
import { seedDatabase } from './db/seed';
import type { Fixture } from './db/hostile';
import type { AuditRecord } from './db/audit.schema';
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
import { auditLogOf } from './services/audit/audit-log';
import type { BackendServices, ServicesBase, ServicesOptions } from './backend-services';

/** Makes the services beyond the login's (mocks/backend-services.ts). */
export type MakeServices = (base: ServicesBase, options: ServicesOptions) => BackendServices;

/**
 * The maker of the services when the module holding it was loaded with the backend (mocks/backend.ts,
 * the Node doors' import); otherwise (the demo's worker) `loadServices` imports that module.
 */
let servicesAtHand: MakeServices | null = null;

/** The services' module is loaded already: backends make their services from it, without an import. */
export function useServices(make: MakeServices): void {
  servicesAtHand = make;
}

/**
 * How a backend is made: its clock and session lengths (docs/api/README.md#authentication), and what
 * its other services take (ServicesOptions).
 */
export interface BackendOptions extends ServicesOptions {
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
  /**
   * When the services beyond the login's (sessions, auth) are made: `at-once` (the default) before
   * the seed or the restore; `on-demand` with `loadServices()`, which the demo's worker calls with
   * the first request that needs them, so the login page does not load them
   * (docs/demo-backend.md#what-loads-when).
   */
  readonly services?: 'at-once' | 'on-demand';
}

/**
 * The mock backend: one database and the services that hold the server's behaviour. The sessions
 * and the auth service (what a login uses) are made with it; the others come from
 * mocks/backend-services.ts, made by `seeded` and `fromSnapshot` unless the backend asked for them
 * on demand (the demo's worker: docs/demo-backend.md#what-loads-when). The Node doors import it
 * through mocks/backend.ts, which loads that module with it.
 */
export class MockBackend {
  /** The server's clock: every service that reads the time asks it. */
  readonly clock: Clock;
  /** Sessions: opened by logins, checked by every authenticated call, ended by logout and revocations. */
  readonly sessions: SessionsService;
  readonly auth: AuthService;
  /** The day a (re)seed reads as today, when the data follows the calendar (the demo). */
  private readonly seedAt: (() => number) | undefined;
  /** The test fixture this backend loads on top of its seed, if any. */
  readonly fixture: Fixture | undefined;
  private loaded: BackendServices | undefined;
  private loading: Promise<void> | undefined;
  /**
   * The entries the audit trail recorded before the services were loaded (only a login can write
   * then), followed as they load, in order: their events and notifications are then the same as if
   * the services had been there (a login concerns no reseller's record, and no stream is open yet).
   */
  private unfollowed: AuditRecord[] = [];

  constructor(
    readonly db: Database = new Database(),
    private readonly options: BackendOptions = {},
  ) {
    this.fixture = options.fixture;
    const { seedAt } = options;
    this.seedAt = typeof seedAt === 'number' ? () => seedAt : seedAt;
    const clock = (this.clock = options.clock ?? new Clock());
    auditLogOf(db).useClock(() => clock.now());
    // The audit log appends through the fast loader in the same turn as each write (audit-log.ts).
    void fastLoader();
    this.sessions = new SessionsService(db, clock, {
      idleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
      maxMs: (options.sessionMaxHours ?? DEFAULT_SESSION_MAX_HOURS) * 3_600_000,
    });
    this.auth = new AuthService(db, this.sessions, clock, () => this.mails);
    // Every change the trail records is an event, then the notifications and mails it gives, in the same turn.
    auditLogOf(db).listen((entry) => {
      if (this.loaded) this.loaded.follow(entry);
      else this.unfollowed.push(entry);
    });
  }

  /** Makes the other services (once); the entries recorded until then are followed now. */
  loadServices(): Promise<void> {
    this.loading ??= (
      servicesAtHand
        ? Promise.resolve(servicesAtHand)
        : import('./backend-services').then((module) => module.backendServices)
    ).then((make) => {
      const services = make({ db: this.db, sessions: this.sessions, now: () => this.clock.now() }, this.options);
      const recorded = this.unfollowed;
      this.unfollowed = [];
      this.loaded = services;
      for (const entry of recorded) services.follow(entry);
    });
    return this.loading;
  }

  /** Whether `loadServices()` has made them. */
  get servicesLoaded(): boolean {
    return this.loaded !== undefined;
  }

  private get services(): BackendServices {
    if (!this.loaded) throw new Error('The mock backend was made with services on demand: await loadServices() first');
    return this.loaded;
  }

  get users() {
    return this.services.users;
  }
  get resellers() {
    return this.services.resellers;
  }
  get marginPrices() {
    return this.services.marginPrices;
  }
  get countries() {
    return this.services.countries;
  }
  /** The catalogue's record services (src/api/catalogue.api.ts). */
  get catalogue() {
    return this.services.catalogue;
  }
  /** The settings' record services (src/api/settings.api.ts). */
  get settings() {
    return this.services.settings;
  }
  /** GET /admin/scenarios/refresh: scenarios read back from the production system. */
  get scenarioSync() {
    return this.services.scenarioSync;
  }
  /** The order calls (src/api/orders.api.ts). */
  get orders() {
    return this.services.orders;
  }
  /** The requests' calls (src/api/requests.api.ts): cancellation requests, asked and answered. */
  get cancellations() {
    return this.services.cancellations;
  }
  /** Non-conformity requests, placed and answered. */
  get nonConformities() {
    return this.services.nonConformities;
  }
  /** The quote calls (src/api/quotes.api.ts). */
  get quotes() {
    return this.services.quotes;
  }
  /** The /admin/dashboard/* figures (src/api/dashboard.api.ts). */
  get dashboard() {
    return this.services.dashboard;
  }
  /** The audit trail, read (docs/audit.md); the services write it as they write. */
  get audit() {
    return this.services.audit;
  }
  /** A user's own list settings: preferences and saved views (docs/lists.md). */
  get listSettings() {
    return this.services.listSettings;
  }
  /** GET /events: every change the audit records, streamed to whoever may see it (docs/api/README.md#events). */
  get events() {
    return this.services.events;
  }
  /** The outbox of the mails sent (docs/api/README.md#mails). */
  get mails() {
    return this.services.mails;
  }
  /** Each user's notifications, and the mails of the changes (docs/rules.md#notifications-and-mails). */
  get notifications() {
    return this.services.notifications;
  }
  /** The services of the generic listed entities, by the key the adapters use. */
  get records() {
    return this.services.records;
  }

  /**
   * The id of the latest event (docs/api/README.md#events); before the services load, the one this
   * backend's events start after: nobody could read a stream yet.
   */
  get lastEventId(): number {
    return this.loaded?.events.log.last ?? this.options.eventsStartAfter ?? 0;
  }

  /**
   * The caller of a bearer token, for a service call: 401 (ApiError) for a missing, unknown,
   * revoked, idle or expired session; otherwise the call counts as the session's activity, unless
   * `activity` is false (an event stream opened: docs/api/README.md#events).
   */
  context(token: string | null | undefined, locale: Locale = 'fr', client?: ClientInfo, activity = true): CallContext {
    const caller = this.auth.authenticate(token, locale, client, activity);
    return token ? { caller, locale, token } : { caller, locale };
  }

  /** Builds the orders' indexes the first list and dashboard calls would otherwise build (once the services are loaded). */
  warmUp(): void {
    this.loaded?.dashboard.warmUp();
  }

  async reset(): Promise<void> {
    // Every session goes with the data: the open streams end.
    this.loaded?.events.endAll();
    this.unfollowed = [];
    this.db.clear();
    await seedDatabase(this.db, undefined, this.seedAt?.());
    await applyFixture(this.db, this.fixture);
  }

  static async seeded(options: BackendOptions = {}): Promise<MockBackend> {
    const backend = new MockBackend(new Database(), options);
    if (options.services !== 'on-demand') await backend.loadServices();
    await seedDatabase(backend.db, undefined, backend.seedAt?.());
    await applyFixture(backend.db, options.fixture);
    return backend;
  }

  static async fromSnapshot(snapshot: Snapshot, options: BackendOptions = {}): Promise<MockBackend> {
    const backend = new MockBackend(new Database(), options);
    if (options.services !== 'on-demand') await backend.loadServices();
    await backend.db.restore(snapshot);
    return backend;
  }

  /** The demo's stored data (mocks/persistence/demo-store.ts): each collection read on its first use (Database.restorePacked). */
  static async fromPacked(
    packed: PackedSnapshot,
    options: BackendOptions = {},
    read?: ChunkReader,
  ): Promise<MockBackend> {
    const backend = new MockBackend(new Database(), options);
    if (options.services !== 'on-demand') await backend.loadServices();
    await backend.db.restorePacked(packed, read);
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
