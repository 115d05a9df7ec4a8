import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import { AUTH_GATEWAY, type AuthGateway } from '../../src/application/session/auth-gateway.port';
import { USERS } from '../../src/application/users/users.tokens';
import {
  AccountNotAllowedError,
  AppError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../src/domain/shared/errors';
import { roleOf, type Role } from '../../src/domain/users/role';
import { french } from './i18n';
import { toastsShown } from './notices';
import { DEMO_PASSWORD, REFUSALS, type BackOfficeWorld, type Refusal } from './world';
import { SESSION } from '../../src/application/session/session.tokens';

/** The token's refusal by the server, or null when it is still accepted. */
export async function tokenRefusal(world: BackOfficeWorld, token: string): Promise<unknown> {
  return world
    .use<AuthGateway>(AUTH_GATEWAY)
    .currentUser(token)
    .then(
      () => null,
      (error: unknown) => error,
    );
}

/**
 * Logging in and out, reloading the page, connecting as another account (docs/access.md): the
 * session as the user's browser keeps it, and the refusals a login meets.
 */
export class AuthContext {
  private formerToken: string | null = null;
  private settled: PromiseSettledResult<unknown>[] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  async logIn(login: string, password: string): Promise<void> {
    await this.world.attempt(() => this.world.use(SESSION).login.execute(login, password));
  }

  async loggedIn(login: string): Promise<void> {
    await this.logIn(login, DEMO_PASSWORD);
    this.world.assertSucceeded();
    assert.equal(this.world.session.user?.username, login);
  }

  async logOut(): Promise<void> {
    this.formerToken = this.world.session.token;
    await this.world.use(SESSION).logout.execute();
  }

  /** docs/api/README.md#authentication: a logged-out token is refused by the server. */
  async assertFormerTokenRefused(): Promise<void> {
    assert.ok(this.formerToken, 'nobody was logged in before');
    const refused = await tokenRefusal(this.world, this.formerToken);
    assert.ok(refused instanceof UnauthorizedError, `the former token still works (${String(refused)})`);
  }

  /** The page is reloaded and the stored session checked with the server. */
  async reload(): Promise<void> {
    this.world.reopen();
    await this.world.attempt(() => this.world.use(SESSION).restore.execute());
  }

  /** The server forgets the session's token (expired, revoked, logged out elsewhere). */
  revokeSession(): void {
    const token = this.world.session.token;
    assert.ok(token, 'no session to revoke');
    const removed = this.world.backend.db.collections.tokens.deleteMany((q) => q.where({ token }));
    assertCount(removed.length, 1, 'records removed, one');
  }

  storeUnknownSession(login: string): void {
    const record = this.world.account(login);
    this.world.storage.save({
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
    this.world.assertSucceeded();
    const { token, user } = this.world.session;
    assert.ok(token, 'no token in the session');
    assert.equal(user?.username, login);
    assert.equal(roleOf(user), role);
    assert.equal(this.world.storage.load()?.token, token, 'the session is not kept for a reload');
  }

  assertLoggedOut(): void {
    const { session, storage } = this.world;
    assert.equal(session.token, null);
    assert.equal(session.user, null);
    assert.equal(session.state.impersonator, null);
    assert.equal(storage.load(), null, 'a session is still stored');
  }

  async assertCanLogIn(login: string, password: string): Promise<void> {
    await this.logIn(login, password);
    this.world.assertSucceeded();
    assert.equal(this.world.session.user?.username, login);
  }

  async assertCannotLogIn(login: string, password: string): Promise<void> {
    await this.logIn(login, password);
    assert.ok(
      this.world.lastError instanceof UnauthorizedError,
      `expected a refused login, got ${String(this.world.lastError ?? 'success')}`,
    );
  }

  // ---------------------------------------------------------------- refusals

  /**
   * The last action was refused and the user reads `text`: the French text of the refusal's i18n key
   * (`keyOf` names where the screen looks it up; `values` fill it), or the server's message as sent.
   */
  assertRefusedWithMessage(
    text: string,
    keyOf: (message: string) => string = (message) => message,
    values: Readonly<Record<string, string>> = {},
  ): void {
    const error = this.world.lastError;
    assert.ok(error instanceof AppError, `expected a refusal, got ${String(error ?? 'success')}`);
    assert.equal(french(keyOf(error.message), values) ?? error.message, text);
  }

  assertAccountNotAllowed(): void {
    const error = this.world.lastError;
    assert.ok(
      error instanceof ForbiddenError || error instanceof AccountNotAllowedError,
      `expected a refusal of the account, got ${String(error)}`,
    );
  }

  /** Refused with a wait (429, docs/api/README.md#authentication) of `seconds`. */
  assertMustWait(seconds: number): void {
    const error = this.world.lastError;
    assert.ok(error instanceof TooManyRequestsError, `expected a wait, got ${String(error ?? 'success')}`);
    assert.equal(error.retryAfterSeconds, seconds);
  }

  /** Several screens load at once, e.g. the dashboard's lists. */
  async loadListsTogether(count: number): Promise<void> {
    const list = this.world.use(USERS);
    this.settled = await Promise.allSettled(
      Array.from({ length: count }, (_, i) => list.list({ page: i + 1, size: 25 })),
    );
  }

  assertAllRefused(refusal: Refusal): void {
    assert.ok(this.settled.length > 0, 'nothing was loaded');
    for (const result of this.settled) {
      assert.equal(result.status, 'rejected');
      assert.ok(result.reason instanceof REFUSALS[refusal], `expected ${refusal}, got ${String(result.reason)}`);
    }
  }

  /** Exactly `count` toasts were shown, each reading `text` (in French). */
  assertNotices(count: number, text: string): void {
    const { notices } = this.world;
    assert.equal(notices.length, count, `the toasts shown were:\n${toastsShown(notices)}`);
    for (const notice of notices) assert.equal(french(notice.messageKey, notice.values) ?? notice.message, text);
  }

  // ---------------------------------------------------------------- connect as

  async connectAs(login: string): Promise<void> {
    await this.world.attempt(() => this.world.use(SESSION).connectAs.execute(this.world.account(login).id));
  }

  async connectedAs(login: string): Promise<void> {
    await this.connectAs(login);
    this.world.assertSucceeded();
  }

  /** The admin's own session, kept for "back to admin", is logged out on the server (POST /logout with its token). */
  async logOutAdminSession(): Promise<void> {
    const token = this.world.session.state.impersonator?.token;
    assert.ok(token, 'nobody is connected as another account');
    const answer = await this.world.specClient.call('POST', '/logout', { token });
    assert.equal(answer.status, 204, JSON.stringify(answer.body));
  }

  async backToAdmin(): Promise<void> {
    await this.world.attempt(() => this.world.use(SESSION).backToAdmin.execute());
  }

  assertWorkingAs(login: string, impersonator: string | null): void {
    const { session, storage } = this.world;
    assert.equal(session.user?.username, login);
    assert.equal(session.state.impersonator?.user.username ?? null, impersonator);
    assert.equal(storage.load()?.user.username, login, 'the stored session is not the current user');
  }
}

export const auth = (world: BackOfficeWorld): AuthContext => world.area(AuthContext);
