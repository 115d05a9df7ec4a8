import assert from 'node:assert/strict';
import type { BackOfficeWorld } from './world';
import { SESSION } from '../../src/application/session/session.tokens';

/** A reset link as the server keeps it: its token and whose password it resets. */
interface ResetLink {
  readonly token: string;
  readonly userId: number;
}

/**
 * The forgotten password workflow (docs/access.md#passwords): the link asked for and sent, the
 * first link kept when a second one is asked for, the new password chosen through one of them.
 */
export class PasswordResetContext {
  private link: ResetLink | null = null;
  private firstLink: ResetLink | null = null;
  private email: string | null = null;

  /** The e-mail the reset was last asked for, as typed. */
  get askedFor(): string {
    return this.email?.trim() ?? '';
  }

  constructor(private readonly world: BackOfficeWorld) {}

  /** The newest link of `login` in the database (test data, straight from the server). */
  private linkOf(login: string): ResetLink {
    const userId = this.world.account(login).id;
    const link = this.world.backend.db.collections.resetTokens
      .all()
      .filter((r) => r.userId === userId)
      .at(-1);
    assert.ok(link, `no reset link for ${login}`);
    return { token: link.token, userId };
  }

  async ask(email: string): Promise<void> {
    this.email = email;
    await this.world.attempt(() => this.world.use(SESSION).requestPasswordReset.execute(email));
  }

  async linkSent(login: string): Promise<void> {
    await this.ask(login);
    this.assertLinkFor(login);
  }

  assertLinkFor(login: string): void {
    this.world.assertSucceeded();
    this.link = this.linkOf(login);
  }

  assertNoLink(): void {
    assert.equal(this.world.backend.db.collections.resetTokens.all().length, 0);
  }

  /** Keeps the link just sent, before a second one is asked for. */
  keepFirstLink(login: string): void {
    this.firstLink = this.linkOf(login);
  }

  /** The new password, chosen through the link sent (or `token`, as a crafted link would carry it). */
  async choose(password: string, link: { token?: string; forLogin?: string } = {}): Promise<void> {
    const sent = this.link;
    const token = link.token ?? sent?.token;
    const userId = link.forLogin
      ? this.world.account(link.forLogin).id
      : (sent?.userId ?? this.world.account(this.email ?? '').id);
    assert.ok(token, 'no reset link');
    await this.world.attempt(() => this.world.use(SESSION).changePassword.execute(token, userId, password));
  }

  async chose(password: string): Promise<void> {
    await this.choose(password);
    this.world.assertSucceeded();
  }

  async chooseWithFirstLink(password: string): Promise<void> {
    assert.ok(this.firstLink, 'no first link');
    await this.choose(password, { token: this.firstLink.token, forLogin: this.world.loginOf(this.firstLink.userId) });
  }
}

export const passwordReset = (world: BackOfficeWorld): PasswordResetContext => world.area(PasswordResetContext);
