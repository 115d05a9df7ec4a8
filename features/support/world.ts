import assert from 'node:assert/strict';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { AppContainer } from '../../src/infrastructure/di/app-container';
import type { Token } from '../../src/application/shared/token';
import { MockBackend } from '../../mocks/backend';
import type { UserRecord } from '../../mocks/db/schema';
import { SEED_NOW } from '../../mocks/db/seed-clock';
import { isSystemAccount } from '../../mocks/services/tour/tour-sandbox';
import type { ActivityChannel } from '../../src/application/session/activity-channel.port';
import { SESSION_STORAGE, type SessionStorage } from '../../src/application/session/session-storage.port';
import { SESSION_STORE, type SessionStore } from '../../src/application/session/session.store';
import { APP_SIGNALS, type AppSignals, type Notice } from '../../src/application/shared/signals';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  type AppError,
} from '../../src/domain/shared/errors';
import type { Locale } from '../../src/domain/shared/format';
import { InMemorySessionStorage } from '../../src/infrastructure/browser/local-session.storage';
import { createContainer } from '../../src/infrastructure/di/container';
import { httpModule } from '../../src/infrastructure/di/http.module';
import { SCREENS } from '../../src/infrastructure/di/screens';
import { memoryModule } from '../../mocks/in-process/memory.module';
import { french } from './i18n';
import { API_BASE, REMOTE, serveBackend, type RemoteServer } from './mock-api';
import { SpecClient } from './spec-client';

export type AdapterName = 'memory' | 'http';

export interface WorldParameters {
  /** memory: use cases over the memory adapters; http: over the HTTP adapter and msw/node. */
  readonly adapter: AdapterName;
}

/** How a refusal reads in a scenario, and the domain error it must be. */
export const REFUSALS = {
  invalid: ValidationError,
  unauthorized: UnauthorizedError,
  forbidden: ForbiddenError,
  'not found': NotFoundError,
} as const;
export type Refusal = keyof typeof REFUSALS;

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo';

/** A feature area's context: made once per scenario, from the World, on first use. */
export type AreaType<T extends object> = new (world: BackOfficeWorld) => T;

/** A domain refusal (before any call): an error class carrying the refusal's `reason`. */
type ReasonedRefusal = abstract new (...args: never[]) => AppError & { readonly reason: string };

/** What a browser of the scenario is made with: its storage, tabs and language. */
export interface BrowserOptions {
  readonly storage?: SessionStorage;
  readonly activity?: ActivityChannel;
  readonly locale?: () => Locale;
}

/**
 * One scenario's world (docs/architecture.md#tests): a freshly seeded mock backend, a fresh
 * container wired to it through the profile's adapter, the notices it published, the last
 * refusal, and each feature area's context (features/support/*.context.ts), typed by its class.
 */
export class BackOfficeWorld extends World<WorldParameters> {
  private seededBackend: MockBackend | null = null;
  container!: AppContainer;
  /** What the scenario set up on a server it does not own, undone after it (last first). */
  readonly cleanUps: (() => Promise<unknown>)[] = [];
  private readonly ids = new Map<string, number>();
  /** Every notice (toast) the application published, in order. */
  readonly notices: Notice[] = [];
  /** The last refusal of a When step; null when it succeeded. */
  lastError: unknown = null;

  private readonly areas = new Map<AreaType<object>, object>();
  private client: SpecClient | null = null;

  constructor(options: IWorldOptions<WorldParameters>) {
    super(options);
  }

  /** The context of one feature area for this scenario, made on first use. */
  area<T extends object>(Type: AreaType<T>): T {
    const made = this.areas.get(Type);
    if (made) return made as T;
    const area = new Type(this);
    this.areas.set(Type, area);
    return area;
  }

  /**
   * The server of `npm run feature -- --base-url` (docs/qa.md#the-specs-against-any-server), or null: the
   * scenario's own seeded mock backend.
   */
  get remote(): RemoteServer | null {
    return REMOTE;
  }

  /** The scenario's seeded mock backend: its database is test data the steps may read and write. */
  get backend(): MockBackend {
    if (!this.seededBackend) {
      throw new Error(
        `this step reads the demo seed's database, which ${this.remote?.baseUrl ?? 'this run'} does not have: tag the scenario @seed, saying why`,
      );
    }
    return this.seededBackend;
  }

  /** A client written from the original call list, sending only what it names (see spec-client.ts). */
  get specClient(): SpecClient {
    this.client ??= this.remote
      ? new SpecClient(null, this.remote)
      : new SpecClient(this.backend, this.adapter === 'http' ? 'fetch' : 'in-process');
    return this.client;
  }

  /** The id of an account, as the API says it (its own auth-user), asked once per scenario. */
  async idOf(login: string): Promise<number> {
    let id = this.ids.get(login);
    if (id === undefined) {
      id = (await this.specClient.whoIs(await this.specClient.login(login))).id;
      this.ids.set(login, id);
    }
    return id;
  }

  /** Undoes `undo` after the scenario, whatever its outcome (a changed setting, a record made for it). */
  afterwards(undo: () => Promise<unknown>): void {
    this.cleanUps.push(undo);
  }

  /** A use case (or any binding) from the scenario's container. */
  use<T>(token: Token<T>): T {
    return this.container.get(token);
  }

  get adapter(): AdapterName {
    return this.parameters.adapter ?? 'memory';
  }

  // ---------------------------------------------------------------- set-up

  async start(): Promise<void> {
    if (!this.remote) {
      this.seededBackend = await MockBackend.seeded();
      if (this.adapter === 'http') serveBackend(this.seededBackend);
    }
    this.container = this.browser();
    this.listen();
  }

  /** A container on the scenario's backend through the profile's adapter: a browser, or a tab of one. */
  browser(options: BrowserOptions = {}): AppContainer {
    const adapters = this.remote
      ? httpModule({ baseUrl: this.remote.baseUrl })
      : this.adapter === 'http'
        ? httpModule({ baseUrl: API_BASE })
        : memoryModule(this.backend);
    const storage = options.storage ?? new InMemorySessionStorage();
    return createContainer({ ...options, adapters, storage, now: this.serverNow, screens: SCREENS });
  }

  /** A reload of the page: a new container reading the same session storage. */
  reopen(): void {
    this.container = this.browser({ storage: this.storage });
    this.listen();
  }

  /** The session timeout's clock: the mock server's, so a scenario moves both forward at once. */
  readonly serverNow = (): number => (this.seededBackend ? this.seededBackend.clock.now().getTime() : Date.now());

  /**
   * When the data is as of: the seed's clock for the scenario's own backend, which dates its records from it
   * (mocks/db/seed-clock.ts), so that "last month" has the seed's orders whatever the day of the run; today for a
   * server of its own (`--base-url`).
   */
  readonly dataNow = (): number => (this.seededBackend ? SEED_NOW : Date.now());

  /** The server's clock moves on (the back office's own clock with it: it reads the server's). */
  passTime(minutes: number): void {
    this.backend.clock.advance(minutes * 60_000);
  }

  private listen(): void {
    this.container.get<AppSignals>(APP_SIGNALS).notices$.subscribe((notice) => this.notices.push(notice));
  }

  get session(): SessionStore {
    return this.container.get<SessionStore>(SESSION_STORE);
  }

  get storage(): SessionStorage {
    return this.container.get<SessionStorage>(SESSION_STORAGE);
  }

  /** The login of the user the session is open for. */
  get currentLogin(): string {
    const login = this.session.user?.username;
    assert.ok(login, 'nobody is logged in');
    return login;
  }

  // ---------------------------------------------------------------- outcomes

  /** Runs a When action, keeping its refusal in lastError instead of failing the step. */
  async attempt<T>(action: () => Promise<T> | T): Promise<T | undefined> {
    this.lastError = null;
    try {
      return await action();
    } catch (error) {
      this.lastError = error;
      return undefined;
    }
  }

  /** The last action succeeded. */
  assertSucceeded(): void {
    if (this.lastError) assert.fail(`expected success, got ${String(this.lastError)}`);
  }

  assertRefused(refusal: Refusal, field?: string): void {
    const expected = REFUSALS[refusal];
    assert.ok(this.lastError instanceof expected, `expected ${refusal}, got ${String(this.lastError ?? 'success')}`);
    if (field !== undefined) {
      const fields = (this.lastError as ValidationError).errors.map((e) => e.field);
      assert.ok(fields.includes(field), `refused fields: ${fields.join(', ')}`);
    }
  }

  /**
   * The last action was refused by the domain (before any call), as one of `kinds`, the UI telling
   * the user `text` (the refusal's French text, docs/qa.md#the-language-of-steps).
   */
  assertRefusedShowing(text: string, ...kinds: readonly ReasonedRefusal[]): void {
    const error = this.lastError;
    const refusal = kinds.some((kind) => error instanceof kind) ? (error as InstanceType<ReasonedRefusal>) : null;
    assert.ok(refusal, `expected a refusal by the domain, got ${String(error ?? 'success')}`);
    assert.equal(french(refusal.message) ?? refusal.message, text);
  }

  // ---------------------------------------------------------------- seed data

  /** A seeded account by its login (test data, read straight from the database). */
  account(login: string): UserRecord {
    const record = this.backend.db.collections.users.findFirst((q) => q.where({ username: login }));
    assert.ok(record, `no account ${login} in the seed`);
    return record;
  }

  /** The login of a seeded account by its id. */
  loginOf(id: number): string {
    const record = this.backend.db.collections.users.findFirst((q) => q.where({ id }));
    assert.ok(record, `no account #${id}`);
    return record.username;
  }

  /** Seeded accounts, system ones (the demo sandbox) left out as the users calls leave them out. */
  accountsWhere(predicate: (u: UserRecord) => boolean): UserRecord[] {
    return this.backend.db.collections.users.all().filter((u) => !isSystemAccount(u) && predicate(u));
  }
}

setWorldConstructor(BackOfficeWorld);
