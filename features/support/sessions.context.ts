import assert from 'node:assert/strict';
import type { AppContainer } from '../../src/infrastructure/di/app-container';
import { ACTIVITY_CHANNEL } from '../../src/application/session/activity-channel.port';
import { SESSION_STORAGE, type SessionStorage } from '../../src/application/session/session-storage.port';
import type { SessionTimeout } from '../../src/application/session/session-timeout';
import { SESSION_STORE, type SessionStore } from '../../src/application/session/session.store';
import { countdown } from '../../src/domain/session/idle';
import type { OpenSession } from '../../src/domain/session/session';
import { UnauthorizedError } from '../../src/domain/shared/errors';
import { InMemoryActivityChannel } from '../../src/infrastructure/browser/local-activity.channel';
import { tokenRefusal } from './auth.context';
import { DEMO_PASSWORD, type BackOfficeWorld } from './world';
import { OPEN_SESSIONS, SESSION } from '../../src/application/session/session.tokens';

/** Another browser (its own storage and tabs) or another tab of the user's browser: a container of its own. */
interface Browser {
  readonly container: AppContainer;
  readonly token: string | null;
}

/**
 * What a scenario about sessions remembers (docs/access.md#sessions): the other browsers and tabs
 * it opened, the sessions the user last saw, the token of the session that timed out.
 */
export class SessionsContext {
  private readonly others: Browser[] = [];
  private secondTab: AppContainer | null = null;
  private shown: readonly OpenSession[] | null = null;
  private timedOutToken: string | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get session(): SessionStore {
    return this.world.use<SessionStore>(SESSION_STORE);
  }

  private get timeout(): SessionTimeout {
    return this.world.use(SESSION).timeout;
  }

  // ---------------------------------------------------------------- other browsers

  /** `login` logs in on another browser (another device): a session of its own. */
  async loggedInElsewhere(login: string, count = 1): Promise<void> {
    for (let i = 0; i < count; i++) {
      const container = this.world.browser();
      await container.get(SESSION).login.execute(login, DEMO_PASSWORD);
      this.others.push({ container, token: container.get<SessionStore>(SESSION_STORE).token });
    }
  }

  /** An admin on another browser connects as `reseller`: support working in its account. */
  async supportWorksIn(admin: string, reseller: string): Promise<void> {
    const container = this.world.browser();
    await container.get(SESSION).login.execute(admin, DEMO_PASSWORD);
    await container.get(SESSION).connectAs.execute(this.world.account(reseller).id);
    this.others.push({ container, token: container.get<SessionStore>(SESSION_STORE).token });
  }

  /** Each other browser's next call is refused: it is logged out there. */
  async assertOthersLoggedOut(): Promise<void> {
    assert.ok(this.others.length > 0, 'no other browser was opened');
    for (const other of this.others) {
      const refused = await other.container
        .get(OPEN_SESSIONS)
        .listMine.execute()
        .then(
          () => null,
          (error: unknown) => error,
        );
      assert.ok(refused instanceof UnauthorizedError, `the other browser's session still works (${String(refused)})`);
      assert.equal(other.container.get<SessionStore>(SESSION_STORE).token, null, 'the other browser kept its session');
    }
  }

  /**
   * The other browser ends, from its list, the session this browser logged in with (while connected
   * as a reseller, the admin's own session, kept for "back to admin").
   */
  async otherBrowserEndsThisSession(): Promise<void> {
    const other = this.others.at(-1);
    assert.ok(other, 'no other browser was opened');
    const theirs = await other.container.get(OPEN_SESSIONS).listMine.execute();
    const first = theirs.filter((s) => !s.current);
    assert.equal(first.length, 1, `sessions the other browser sees: ${JSON.stringify(theirs)}`);
    await other.container.get(OPEN_SESSIONS).endMine.execute(first[0]!.id);
  }

  async assertOthersStillIn(): Promise<void> {
    for (const other of this.others) {
      const sessions = await other.container.get(OPEN_SESSIONS).listMine.execute();
      assert.ok(
        sessions.some((s) => s.current),
        'the other browser does not see its own session',
      );
    }
  }

  // ---------------------------------------------------------------- my sessions

  async openMySessions(): Promise<void> {
    this.shown = (await this.world.attempt(() => this.world.use(OPEN_SESSIONS).listMine.execute())) ?? null;
  }

  assertShown(count: number): void {
    this.world.assertSucceeded();
    assert.ok(this.shown, 'no list of sessions shown');
    assert.equal(this.shown.length, count, `sessions shown: ${JSON.stringify(this.shown)}`);
    assert.equal(this.shown.filter((s) => s.current).length, 1, 'exactly one session is marked as this one');
    const starts = this.shown.map((s) => Date.parse(s.startedAt));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => b - a),
      'newest first',
    );
  }

  /** One session shown is support's: named so, nothing of the admin's browser, not this one. */
  assertSupportShown(): void {
    const support = this.shown?.filter((s) => s.support) ?? [];
    assert.equal(support.length, 1, `sessions shown: ${JSON.stringify(this.shown)}`);
    assert.equal(support[0]?.userAgent, '', "the admin's browser is shown");
    assert.equal(support[0]?.current, false);
  }

  async endSupportSession(): Promise<void> {
    const support = this.shown?.find((s) => s.support);
    assert.ok(support, 'no support session shown');
    await this.world.attempt(() => this.world.use(OPEN_SESSIONS).endMine.execute(support.id));
  }

  /** Ends the first session shown that is not this one, then looks again. */
  async endOther(): Promise<void> {
    const other = this.shown?.find((s) => !s.current);
    assert.ok(other, 'no other session shown');
    await this.world.attempt(() => this.world.use(OPEN_SESSIONS).endMine.execute(other.id));
    this.world.assertSucceeded();
    await this.openMySessions();
  }

  /** Tries to end a session of another account, by its id (as a crafted request would). */
  async endSessionOf(login: string): Promise<void> {
    const other = this.others.find((b) => b.token !== null);
    assert.ok(other, `no other browser of ${login}`);
    const theirs = await other.container.get(OPEN_SESSIONS).listMine.execute();
    const id = theirs.find((s) => s.current)?.id;
    assert.ok(id);
    await this.world.attempt(() => this.world.use(OPEN_SESSIONS).endMine.execute(id));
  }

  private ended: number | null = null;

  async endAllOthers(): Promise<void> {
    this.ended = (await this.world.attempt(() => this.world.use(OPEN_SESSIONS).endMyOthers.execute())) ?? null;
  }

  assertEndedOthers(count: number): void {
    this.world.assertSucceeded();
    assert.equal(this.ended, count);
  }

  // ---------------------------------------------------------------- an account's sessions

  async endSessionsOf(login: string): Promise<void> {
    const id = this.world.account(login).id;
    await this.world.attempt(() => this.world.use(OPEN_SESSIONS).endUsers.execute(id));
  }

  /** The toast of "end sessions": how many ended. */
  assertToldEnded(count: number): void {
    this.world.assertSucceeded();
    const told = this.world.notices.filter((n) => n.messageKey === 'sessions.endedForAccount');
    assert.equal(told.length, 1, `notices: ${JSON.stringify(this.world.notices)}`);
    assert.equal(told[0]?.values?.count, count);
  }

  // ---------------------------------------------------------------- idle timeout

  /** The user's browser gets a second tab on the same session (shared storage and activity). */
  openSecondTab(): void {
    const storage = this.world.use<SessionStorage>(SESSION_STORAGE);
    const channel = this.world.use(ACTIVITY_CHANNEL);
    assert.ok(channel instanceof InMemoryActivityChannel, 'the scenario’s activity channel is the in-memory one');
    this.secondTab = this.world.browser({ storage, activity: channel.another() });
  }

  async secondTabCalls(): Promise<void> {
    assert.ok(this.secondTab, 'no second tab');
    await this.secondTab.get(OPEN_SESSIONS).listMine.execute();
  }

  /** Time passes on the server and in the browser; every tab looks at its session's end. */
  async timePasses(minutes: number): Promise<void> {
    this.timedOutToken = this.session.token;
    this.world.passTime(minutes);
    this.timeout.check();
    this.secondTab?.get(SESSION).timeout.check();
    await this.timeout.settle();
  }

  assertWarned(time: string): void {
    assert.equal(this.timeout.state.phase, 'warning', 'no warning shown');
    assert.equal(countdown(this.timeout.state.remainingMs), time);
  }

  assertNotWarned(): void {
    assert.notEqual(this.timeout.state.phase, 'warning', 'a warning is shown');
    assert.equal(this.timeout.state.phase, 'active', 'the session is not timed');
  }

  async stayConnected(): Promise<void> {
    await this.world.attempt(() => this.timeout.stayConnected());
    this.world.assertSucceeded();
  }

  /** The token of the session that timed out is refused by the server. */
  async assertTimedOutTokenRefused(): Promise<void> {
    assert.ok(this.timedOutToken, 'no session was timed');
    const error = await tokenRefusal(this.world, this.timedOutToken);
    assert.ok(error instanceof UnauthorizedError, `the timed-out token still works (${String(error)})`);
  }
}

export const sessions = (world: BackOfficeWorld): SessionsContext => world.area(SessionsContext);
