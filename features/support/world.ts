import assert from 'node:assert/strict';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { AppContainer } from '../../src/infrastructure/di/app-container';
import type { Token } from '../../src/application/shared/token';
import { MockBackend } from '../../mocks/backend';
import type { UserRecord } from '../../mocks/db/schema';
import { AUTH_GATEWAY, type AuthGateway } from '../../src/application/session/auth-gateway.port';
import { SESSION_STORAGE, type SessionStorage } from '../../src/application/session/session-storage.port';
import { SESSION_STORE, type SessionStore } from '../../src/application/session/session.store';
import { APP_EVENTS, type AppEvents, type Notice } from '../../src/application/shared/events';
import type {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../src/application/shared/record.use-cases';
import { USERS } from '../../src/application/users/users.tokens';
import {
  AccountNotAllowedError,
  AppError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../src/domain/shared/errors';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { roleOf, type Role } from '../../src/domain/users/role';
import { fullName, type User, type UserInput } from '../../src/domain/users/user';
import { InMemorySessionStorage } from '../../src/infrastructure/browser/local-session.storage';
import { createContainer } from '../../src/infrastructure/di/container';
import { httpAdapters } from '../../src/infrastructure/di/http-adapters';
import { memoryAdapters } from '../../src/infrastructure/di/memory-adapters';
import { createMemoryContainer } from '../../src/infrastructure/di/memory-container';
import { API_BASE, serveBackend } from './mock-api';
import { SpecClient } from './spec-client';
import { assertSortedAscending } from './assertions';
import { isSystemAccount } from '../../mocks/services/demo/demo-sandbox';
import { SESSION } from '../../src/application/session/session.tokens';

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

export const DEMO_PASSWORD = 'demo';
const NEW_USER_PASSWORD = 'welcome-2026';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * One scenario's world: a freshly seeded mock backend, a fresh container wired to it through
 * the profile's adapter, what the user last saw (a page of users, a user, an outcome) and the
 * last refusal and notices.
 */
export class BackOfficeWorld extends World<WorldParameters> {
  backend!: MockBackend;
  container!: AppContainer;
  /** Every notice (toast) the application published, in order. */
  readonly notices: Notice[] = [];
  /** State of other feature areas (resellers, catalogue…), by key: see features/support/*.context.ts. */
  readonly scratch = new Map<string, unknown>();

  /** One feature area's state for this scenario (`key`), made by `make` on first use. */
  area<T>(key: string, make: () => T): T {
    if (!this.scratch.has(key)) this.scratch.set(key, make());
    return this.scratch.get(key) as T;
  }
  /** The last refusal of a When step; null when it succeeded. */
  lastError: unknown = null;

  private page: Page<User> | null = null;
  private previousPage: Page<User> | null = null;
  private user: User | null = null;
  private outcome: string | null = null;
  private settled: PromiseSettledResult<unknown>[] = [];
  private resetLink: { token: string; userId: number } | null = null;
  private resetEmail: string | null = null;
  private deletedId: number | null = null;
  private formerToken: string | null = null;

  constructor(options: IWorldOptions<WorldParameters>) {
    super(options);
  }

  private rawClient: SpecClient | null = null;

  /** A client written from the original call list, sending only what it names (see spec-client.ts). */
  get specClient(): SpecClient {
    this.rawClient ??= new SpecClient(this.backend, this.adapter === 'http' ? 'fetch' : 'in-process');
    return this.rawClient;
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
    this.backend = await MockBackend.seeded();
    if (this.adapter === 'http') {
      serveBackend(this.backend);
      this.container = createContainer({
        adapters: httpAdapters(API_BASE),
        storage: new InMemorySessionStorage(),
        now: this.serverNow,
      });
    } else {
      this.container = createMemoryContainer(this.backend);
    }
    this.listen();
  }

  /** A reload of the page: a new container reading the same session storage. */
  private reopen(): void {
    const storage = this.storage;
    const adapters = this.adapter === 'http' ? httpAdapters(API_BASE) : memoryAdapters(this.backend);
    this.container = createContainer({ adapters, storage, now: this.serverNow });
    this.listen();
  }

  /** The session timeout's clock: the mock server's, so a scenario moves both forward at once. */
  readonly serverNow = (): number => this.backend.clock.now().getTime();

  private listen(): void {
    this.container.get<AppEvents>(APP_EVENTS).notices$.subscribe((notice) => this.notices.push(notice));
  }

  private get session(): SessionStore {
    return this.container.get<SessionStore>(SESSION_STORE);
  }

  private get storage(): SessionStorage {
    return this.container.get<SessionStorage>(SESSION_STORAGE);
  }

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

  private assertSucceeded(): void {
    if (this.lastError) assert.fail(`expected success, got ${String(this.lastError)}`);
  }

  // ---------------------------------------------------------------- seed data

  /** A seeded account by its login (test data, read straight from the database). */
  account(login: string): UserRecord {
    const record = this.backend.db.collections.users.findFirst((q) => q.where({ username: login }));
    assert.ok(record, `no account ${login} in the seed`);
    return record;
  }

  /** Seeded accounts, system ones (the demo sandbox) left out as the users calls leave them out. */
  private accountsWhere(predicate: (u: UserRecord) => boolean): UserRecord[] {
    return this.backend.db.collections.users.all().filter((u) => !isSystemAccount(u) && predicate(u));
  }

  // ---------------------------------------------------------------- session

  async logIn(login: string, password: string): Promise<void> {
    await this.attempt(() => this.container.get(SESSION.login).execute(login, password));
  }

  async loggedIn(login: string): Promise<void> {
    await this.logIn(login, DEMO_PASSWORD);
    this.assertSucceeded();
    assert.equal(this.session.user?.username, login);
  }

  async logOut(): Promise<void> {
    this.formerToken = this.session.token;
    await this.container.get(SESSION.logout).execute();
  }

  /** docs/api/README.md#authentication: a logged-out token is refused by the server. */
  async assertFormerTokenRefused(): Promise<void> {
    assert.ok(this.formerToken, 'nobody was logged in before');
    const refused = await this.container
      .get<AuthGateway>(AUTH_GATEWAY)
      .currentUser(this.formerToken)
      .then(
        () => null,
        (error: unknown) => error,
      );
    assert.ok(refused instanceof UnauthorizedError, `the former token still works (${String(refused)})`);
  }

  /** The page is reloaded and the stored session checked with the server. */
  async reload(): Promise<void> {
    this.reopen();
    await this.attempt(() => this.container.get(SESSION.restore).execute());
  }

  /** The server forgets the session's token (expired, revoked, logged out elsewhere). */
  revokeSession(): void {
    const token = this.session.token;
    assert.ok(token, 'no session to revoke');
    const removed = this.backend.db.collections.tokens.deleteMany((q) => q.where({ token }));
    assert.equal(removed.length, 1);
  }

  storeUnknownSession(login: string): void {
    const record = this.account(login);
    this.storage.save({
      token: 'f'.repeat(48),
      user: {
        id: record.id,
        username: record.username,
        roles: [...record.roles],
        firstname: record.firstname,
        lastname: record.lastname,
        company: record.company,
        lastConnection: record.lastConnection,
        isActive: record.isActive,
        parent: record.parent,
      },
      impersonator: null,
    });
  }

  assertSessionOpen(login: string, role: Role): void {
    this.assertSucceeded();
    const { token, user } = this.session;
    assert.ok(token, 'no token in the session');
    assert.equal(user?.username, login);
    assert.equal(roleOf(user), role);
    assert.equal(this.storage.load()?.token, token, 'the session is not kept for a reload');
  }

  assertLoggedOut(): void {
    assert.equal(this.session.token, null);
    assert.equal(this.session.user, null);
    assert.equal(this.session.state.impersonator, null);
    assert.equal(this.storage.load(), null, 'a session is still stored');
  }

  assertRefusedWithMessage(text: string): void {
    assert.ok(this.lastError instanceof AppError, `expected a refusal, got ${String(this.lastError)}`);
    assert.equal(this.lastError.message, text);
  }

  assertAccountNotAllowed(): void {
    assert.ok(
      this.lastError instanceof ForbiddenError || this.lastError instanceof AccountNotAllowedError,
      `expected a refusal of the account, got ${String(this.lastError)}`,
    );
  }

  /** Several screens load at once, e.g. the dashboard's lists. */
  async loadListsTogether(count: number): Promise<void> {
    const list = this.container.get<ListRecords<User>>(USERS.list);
    this.settled = await Promise.allSettled(
      Array.from({ length: count }, (_, i) => list.execute({ page: i + 1, size: 25 })),
    );
  }

  assertAllRefused(refusal: Refusal): void {
    assert.ok(this.settled.length > 0, 'nothing was loaded');
    for (const result of this.settled) {
      assert.equal(result.status, 'rejected');
      assert.ok(result.reason instanceof REFUSALS[refusal], `expected ${refusal}, got ${String(result.reason)}`);
    }
  }

  assertNotices(count: number, messageKey: string): void {
    assert.equal(this.notices.length, count, `notices: ${JSON.stringify(this.notices)}`);
    for (const notice of this.notices) assert.equal(notice.messageKey, messageKey);
  }

  // ---------------------------------------------------------------- password reset

  async askPasswordReset(email: string): Promise<void> {
    this.resetEmail = email;
    await this.attempt(() => this.container.get(SESSION.requestPasswordReset).execute(email));
  }

  async resetLinkSent(login: string): Promise<void> {
    await this.askPasswordReset(login);
    this.assertResetLinkFor(login);
  }

  assertResetLinkFor(login: string): void {
    this.assertSucceeded();
    const userId = this.account(login).id;
    const links = this.backend.db.collections.resetTokens.all().filter((r) => r.userId === userId && !r.used);
    assert.equal(links.length, 1, `expected one reset link for ${login}`);
    this.resetLink = { token: links[0]!.token, userId };
  }

  assertNoResetLink(): void {
    assert.equal(this.backend.db.collections.resetTokens.all().length, 0);
  }

  async choosePassword(password: string, link: { token?: string; forLogin?: string } = {}): Promise<void> {
    const sent = this.resetLink;
    const token = link.token ?? sent?.token;
    const userId = link.forLogin
      ? this.account(link.forLogin).id
      : (sent?.userId ?? this.account(this.resetEmail ?? '').id);
    assert.ok(token, 'no reset link');
    await this.attempt(() => this.container.get(SESSION.changePassword).execute(token, userId, password));
  }

  async choseNewPassword(password: string): Promise<void> {
    await this.choosePassword(password);
    this.assertSucceeded();
  }

  async assertCanLogIn(login: string, password: string): Promise<void> {
    await this.logIn(login, password);
    this.assertSucceeded();
    assert.equal(this.session.user?.username, login);
  }

  async assertCannotLogIn(login: string, password: string): Promise<void> {
    await this.logIn(login, password);
    assert.ok(
      this.lastError instanceof UnauthorizedError,
      `expected a refused login, got ${String(this.lastError ?? 'success')}`,
    );
  }

  // ---------------------------------------------------------------- connect as

  async connectAs(login: string): Promise<void> {
    await this.attempt(() => this.container.get(SESSION.connectAs).execute(this.account(login).id));
  }

  async backToAdmin(): Promise<void> {
    await this.attempt(() => this.container.get(SESSION.backToAdmin).execute());
  }

  async connectedAs(login: string): Promise<void> {
    await this.connectAs(login);
    this.assertSucceeded();
  }

  assertWorkingAs(login: string, impersonator: string | null): void {
    assert.equal(this.session.user?.username, login);
    assert.equal(this.session.state.impersonator?.user.username ?? null, impersonator);
    assert.equal(this.storage.load()?.user.username, login, 'the stored session is not the current user');
  }

  // ---------------------------------------------------------------- refusals

  /** Refused with a wait (429, docs/api/README.md#authentication) of `seconds`. */
  assertMustWait(seconds: number): void {
    const error = this.lastError;
    assert.ok(error instanceof TooManyRequestsError, `expected a wait, got ${String(error ?? 'success')}`);
    assert.equal(error.retryAfterSeconds, seconds);
  }

  assertRefused(refusal: Refusal, field?: string): void {
    const expected = REFUSALS[refusal];
    assert.ok(this.lastError instanceof expected, `expected ${refusal}, got ${String(this.lastError ?? 'success')}`);
    if (field !== undefined) {
      const fields = (this.lastError as ValidationError).errors.map((e) => e.field);
      assert.ok(fields.includes(field), `refused fields: ${fields.join(', ')}`);
    }
  }

  // ---------------------------------------------------------------- users

  private get users() {
    const c = this.container;
    return {
      list: c.get<ListRecords<User>>(USERS.list),
      get: c.get<GetRecord<User>>(USERS.get),
      save: c.get<SaveRecord<User, UserInput>>(USERS.save),
      remove: c.get<DeleteRecord>(USERS.remove),
      toggleActive: c.get<ToggleActive>(USERS.toggleActive),
    };
  }

  async listUsers(query: Partial<ListQuery> = {}): Promise<void> {
    this.previousPage = this.page;
    this.page = (await this.attempt(() => this.users.list.execute({ page: 1, size: 25, ...query }))) ?? null;
  }

  private get shown(): Page<User> {
    this.assertSucceeded();
    assert.ok(this.page, 'no list shown');
    return this.page;
  }

  private async findListed(login: string): Promise<User | undefined> {
    const page = await this.users.list.execute({ page: 1, size: 100, search: login });
    return page.items.find((u) => u.username === login);
  }

  /** What the admin (or reader) sees: every account but the resellers', newest first. */
  assertStaffView(rows: number): void {
    const page = this.shown;
    const visible = this.accountsWhere((u) => roleOf(u) !== 'ROLE_RESELLER')
      .map((u) => u.id)
      .sort((a, b) => b - a);
    assert.equal(page.total, visible.length);
    assert.equal(page.totalRequest, visible.length);
    assert.equal(page.items.length, rows);
    assert.deepEqual(
      page.items.map((u) => u.id),
      visible.slice(0, rows),
    );
  }

  /** Rows `from` to `to` (1-based) of the whole list, newest first, and none of the page before. */
  assertShowsRange(from: number, to: number): void {
    const page = this.shown;
    const visible = this.accountsWhere((u) => roleOf(u) !== 'ROLE_RESELLER')
      .map((u) => u.id)
      .sort((a, b) => b - a);
    const expected = visible.slice(from - 1, to);
    assert.equal(expected.length, to - from + 1, `the seed has fewer than ${to} users`);
    assert.deepEqual(
      page.items.map((u) => u.id),
      expected,
    );
    const before = new Set(this.previousPage?.items.map((u) => u.id) ?? []);
    assert.ok(
      page.items.every((u) => !before.has(u.id)),
      'a row of the previous page shows again',
    );
  }

  assertSearchMatches(text: string): void {
    const page = this.shown;
    const needle = fold(text);
    assert.ok(page.totalRequest > 0, 'the search found nothing');
    assert.ok(page.totalRequest < page.total, 'the search did not narrow the list');
    assert.equal(page.items.length, Math.min(page.totalRequest, 25));
    for (const u of page.items) {
      const haystack = fold(`${u.id} ${u.username} ${u.firstname} ${u.lastname} ${u.company ?? ''}`);
      assert.ok(haystack.includes(needle), `${u.username} does not match "${text}"`);
    }
  }

  assertNoResults(): void {
    const page = this.shown;
    assert.equal(page.items.length, 0);
    assert.equal(page.totalRequest, 0);
    assert.ok(page.total > 0, 'the unfiltered count should stay');
  }

  assertSortedByUsername(): void {
    const names = this.shown.items.map((u) => u.username);
    assertSortedAscending(names);
  }

  assertOnlyQuoteUsersOf(login: string, company: string): void {
    const page = this.shown;
    const owner = this.account(login);
    const own = this.accountsWhere((u) => u.parent === owner.id);
    assert.ok(own.length > 0, `${login} has no quote users in the seed`);
    assert.equal(page.total, own.length);
    assert.equal(page.items.length, Math.min(own.length, 25));
    for (const u of page.items) {
      assert.equal(u.parent, owner.id, `${u.username} is not a user of ${login}`);
      assert.equal(roleOf(u), 'ROLE_RESELLER_FRONT');
      assert.equal(u.company, company);
    }
  }

  assertNoUserOf(login: string): void {
    const owner = this.account(login);
    const page = this.shown;
    assert.ok(
      page.items.every((u) => u.parent !== owner.id),
      `a user of ${login} is shown`,
    );
  }

  async createUser(login: string, role: Role, password = NEW_USER_PASSWORD): Promise<void> {
    const input: UserInput = {
      username: login,
      firstname: 'Nina',
      lastname: 'Nouvelle',
      company: null,
      roles: [role],
      isActive: true,
      parent: null,
      password,
    };
    this.user = (await this.attempt(() => this.users.save.execute(input))) ?? null;
  }

  async assertListedAs(login: string, role: Role, owner?: string): Promise<void> {
    this.assertSucceeded();
    const listed = await this.findListed(login);
    assert.ok(listed, `${login} is not in the user list`);
    assert.equal(roleOf(listed), role);
    if (owner !== undefined) assert.equal(listed.parent, this.account(owner).id);
    assert.equal(this.user?.id, listed.id, 'the saved user is not the one listed');
  }

  /** A refused create leaves the accounts as they were: one per login. */
  assertSingleAccount(login: string): void {
    const matching = this.accountsWhere((u) => u.username.toLowerCase() === login.toLowerCase());
    assert.equal(matching.length, 1, `${login} exists ${matching.length} times`);
  }

  assertNoAccount(login: string): void {
    assert.equal(this.accountsWhere((u) => u.username === login).length, 0, `${login} was created`);
  }

  async rename(login: string, name: string): Promise<void> {
    const [firstname = '', ...rest] = name.split(' ');
    await this.attempt(async () => {
      const current = await this.users.get.execute(this.account(login).id);
      await this.users.save.execute(
        {
          username: current.username,
          firstname,
          lastname: rest.join(' '),
          company: current.company,
          roles: current.roles as Role[],
          isActive: current.isActive,
          parent: current.parent,
          password: '',
        },
        current.id,
      );
    });
  }

  /** Opens, by its id, a quote user belonging to another reseller. */
  async openUserOf(owner: string): Promise<void> {
    const ownerId = this.account(owner).id;
    const target = this.accountsWhere((u) => u.parent === ownerId)[0];
    assert.ok(target, `${owner} has no users`);
    this.user = (await this.attempt(() => this.users.get.execute(target.id))) ?? null;
  }

  async assertUserShows(login: string, name: string): Promise<void> {
    this.assertSucceeded();
    const user = await this.users.get.execute(this.account(login).id);
    assert.equal(fullName(user), name);
    const listed = await this.findListed(login);
    assert.equal(listed && fullName(listed), name, 'the list shows the old name');
  }

  async setActive(login: string, active: boolean): Promise<void> {
    await this.setActiveById(this.account(login).id, active);
  }

  async setActiveById(id: number, active: boolean): Promise<void> {
    this.outcome = (await this.attempt(() => this.users.toggleActive.execute(id, active))) ?? null;
  }

  async deactivated(login: string): Promise<void> {
    await this.setActive(login, false);
    this.assertSucceeded();
  }

  async assertActive(login: string, active: boolean, outcome: string): Promise<void> {
    this.assertSucceeded();
    assert.equal(this.outcome, outcome);
    const user = await this.users.get.execute(this.account(login).id);
    assert.equal(user.isActive, active);
  }

  async deleteUser(login: string): Promise<void> {
    const id = this.account(login).id;
    this.deletedId = id;
    await this.attempt(() => this.users.remove.execute(id));
  }

  async assertGone(login: string): Promise<void> {
    this.assertSucceeded();
    assert.ok(this.deletedId !== null, 'nothing was deleted');
    assert.equal(await this.findListed(login), undefined, `${login} is still listed`);
    await assert.rejects(this.users.get.execute(this.deletedId), NotFoundError);
  }

  async assertStillListed(login: string): Promise<void> {
    assert.ok(await this.findListed(login), `${login} is no longer listed`);
  }

  assertCreatedQuoteUserOf(owner: string): void {
    this.assertSucceeded();
    assert.ok(this.user, 'nothing was created');
    assert.equal(roleOf(this.user), 'ROLE_RESELLER_FRONT');
    assert.equal(this.user.parent, this.account(owner).id);
  }
}

setWorldConstructor(BackOfficeWorld);
