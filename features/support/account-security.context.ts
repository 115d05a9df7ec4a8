import assert from 'node:assert/strict';
import { roleOf } from '../../src/domain/users/role';
import { auth } from './auth.context';
import type { RawAnswer } from './spec-client';
import { users } from './users.context';
import type { BackOfficeWorld } from './world';

/** Where an account's own record is changed over the API: a reseller's profile or a user. */
const recordPath = (roles: readonly string[], id: number) =>
  roles[0] === 'ROLE_RESELLER' ? `/admin/resellers/${id}` : `/admin/users/${id}`;

/**
 * The server's rules on accounts and sessions as a scenario meets them (docs/access.md#passwords,
 * docs/api/README.md#authentication): another device of a user, calling the API as any client would
 * (the World's SpecClient), the server's clock, the back office's next call, the SPA's own user
 * forms where it has them.
 */
export class AccountSecurityContext {
  /** A session on another device: its login and token. */
  private device: { readonly login: string; readonly token: string } | null = null;
  /** The last answer the other device got. */
  private answer: RawAnswer | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  // ---------------------------------------------------------------- the server's clock

  /** Works on: a call every `every` minutes for `minutes` minutes, each one accepted. */
  async keepWorking(minutes: number, every: number): Promise<void> {
    for (let elapsed = every; elapsed <= minutes; elapsed += every) {
      this.world.passTime(every);
      await users(this.world).list();
      assert.equal(this.world.lastError, null, `a call after ${elapsed} minutes was refused`);
    }
  }

  /** The back office's next call (the user list) is answered. */
  async assertNextCallAnswered(): Promise<void> {
    await users(this.world).list();
    assert.equal(this.world.lastError, null, `the call was refused: ${String(this.world.lastError)}`);
  }

  /** The back office's next call is refused as unauthorized, and the user is back at the login. */
  async assertNextCallSendsToLogin(): Promise<void> {
    await users(this.world).list();
    this.world.assertRefused('unauthorized');
    auth(this.world).assertLoggedOut();
  }

  // ---------------------------------------------------------------- throttling

  async failLogins(login: string, times: number): Promise<void> {
    for (let i = 1; i <= times; i++) {
      await auth(this.world).logIn(login, `wrong-password-${i}`);
      this.world.assertRefused('unauthorized');
    }
  }

  // ---------------------------------------------------------------- another device (the API)

  async useApiElsewhere(login: string): Promise<void> {
    this.device = { login, token: await this.world.specClient.login(login) };
  }

  private get other(): { readonly login: string; readonly token: string } {
    assert.ok(this.device, 'nobody uses the API on another device');
    return this.device;
  }

  private async call(method: string, path: string, body?: unknown): Promise<RawAnswer> {
    this.answer = await this.world.specClient.call(method, path, { token: this.other.token, body });
    return this.answer;
  }

  /** The body that saves an account's record as it is, with `changes`. */
  private async bodyOf(login: string, changes: Record<string, unknown>): Promise<{ path: string; body: object }> {
    const account = this.world.account(login);
    const path = recordPath(account.roles, account.id);
    const current = await this.call('GET', path);
    assert.equal(current.status, 200, `GET ${path}: ${JSON.stringify(current.body)}`);
    const record = current.body as Record<string, unknown> & { country?: { id: number } | null };
    const body =
      account.roles[0] === 'ROLE_RESELLER'
        ? { ...record, country: record.country?.id ?? null }
        : { ...record, company: record.company ?? null };
    return { path, body: { ...body, ...changes } };
  }

  /** The device's user changes its own record: its password, login or name, with or without the current password. */
  async changeOwn(
    changes: { password?: string; username?: string; lastname?: string },
    currentPassword?: string,
  ): Promise<void> {
    const { path, body } = await this.bodyOf(this.other.login, {
      ...changes,
      ...(currentPassword === undefined ? {} : { currentPassword }),
    });
    await this.call('PUT', path, body);
  }

  /** An admin on the device saves another account with `changes`. */
  async changeAccount(login: string, changes: Record<string, unknown>): Promise<void> {
    const { path, body } = await this.bodyOf(login, changes);
    await this.call('PUT', path, body);
  }

  /** An admin on the device sets another account's password. */
  async setPasswordOf(login: string, password: string): Promise<void> {
    await this.changeAccount(login, { password });
    this.assertAnswered();
  }

  /** An admin on the device gives a staff account the reader role. */
  async makeReader(login: string): Promise<void> {
    await this.changeAccount(login, { roles: ['ROLE_READER'] });
    this.assertAnswered();
  }

  /** An admin on the device switches an account off (its answer is checked by the scenario). */
  async trySwitchOff(login: string): Promise<void> {
    const account = this.world.account(login);
    const path = roleOf(account) === 'ROLE_RESELLER' ? '/admin/resellers/active/' : '/admin/users/active/';
    await this.call('PUT', `${path}${account.id}`, { isActive: false });
  }

  async switchOff(login: string): Promise<void> {
    await this.trySwitchOff(login);
    this.assertAnswered();
  }

  async tryDelete(login: string): Promise<void> {
    await this.call('DELETE', `/admin/users/${this.world.account(login).id}`);
  }

  async endSessionsOf(login: string): Promise<void> {
    await this.call('POST', `/admin/users/${this.world.account(login).id}/sessions/end`);
    this.assertAnswered();
  }

  async endOtherSessions(): Promise<void> {
    await this.call('POST', '/me/sessions/end-others');
    this.assertAnswered();
  }

  assertAnswered(): void {
    assert.ok(this.answer, 'no call was made');
    assert.ok(this.answer.status < 300, `refused: ${this.answer.status} ${JSON.stringify(this.answer.body)}`);
  }

  /** The device's last call was a 403 saying `message`. */
  assertForbidden(message: string): void {
    assert.ok(this.answer, 'no call was made');
    assert.equal(this.answer.status, 403, JSON.stringify(this.answer.body));
    assert.equal((this.answer.body as { message?: unknown }).message, message);
  }

  /** The device's last call was a 400 naming `field` with `message`. */
  assertFieldRefused(field: string, message: string): void {
    assert.ok(this.answer, 'no call was made');
    assert.equal(this.answer.status, 400, JSON.stringify(this.answer.body));
    const errors = (this.answer.body as { errors?: { field: string; message: string }[] }).errors ?? [];
    assert.deepEqual(
      errors.filter((e) => e.field === field),
      [{ field, message }],
      JSON.stringify(errors),
    );
  }

  async assertDeviceStillIn(): Promise<void> {
    const answer = await this.world.specClient.call('GET', '/me/session', { token: this.other.token });
    assert.equal(answer.status, 200, 'the other device was logged out');
  }

  // ---------------------------------------------------------------- the back office's user forms

  /** The last refusal was a 400 naming `field` with `message` (in the back office's language). */
  assertRefusedOn(field: string, message: string): void {
    this.world.assertRefused('invalid', field);
    const errors = (this.world.lastError as { errors: readonly { field: string; message: string }[] }).errors;
    assert.equal(errors.find((e) => e.field === field)?.message, message);
  }
}

export const accountSecurity = (world: BackOfficeWorld): AccountSecurityContext => world.area(AccountSecurityContext);
