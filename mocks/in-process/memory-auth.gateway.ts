import type { AuthGateway, ConnectAsResult } from '../../src/application/session/auth-gateway.port';
import type { LoginSession } from '../../src/domain/session/session';
import type { User } from '../../src/domain/users/user';
import { authApi } from '../../src/api/auth.api';
import { toConnectAsResult, toLoginSession } from '../../src/infrastructure/shared/auth.mapping';
import { toUser } from '../../src/infrastructure/shared/user.mapping';
import { parseAnswer } from '../../src/infrastructure/shared/wire';
import type { MemoryCaller } from './memory-caller';

/** The session calls by direct calls to the mock backend, parsed and mapped as the HTTP adapter does. */
export class MemoryAuthGateway implements AuthGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get auth() {
    return this.caller.backend.auth;
  }

  async login(username: string, password: string): Promise<LoginSession> {
    const answer = await this.caller.open((locale) =>
      this.auth.login({ username, password, options: { value: 'bo-front' } }, locale),
    );
    return toLoginSession(parseAnswer(authApi.login, answer));
  }

  async logout(token: string): Promise<void> {
    await this.caller.authed(() => this.auth.logout(token), token);
  }

  async currentUser(token: string): Promise<User> {
    const answer = await this.caller.authed((ctx) => this.auth.authUser(ctx, { token }), token);
    return toUser(parseAnswer(authApi.getSessionUser, answer));
  }

  async connectAs(adminId: number, userId: number): Promise<ConnectAsResult> {
    return toConnectAsResult(
      await this.caller.answer(authApi.connectAs, (ctx) => this.auth.connectAs(ctx, adminId, userId)),
    );
  }

  async checkUserMail(email: string): Promise<{ isExist: boolean; userId: number | null }> {
    const answer = parseAnswer(
      authApi.checkUserMail,
      await this.caller.open((locale) => this.auth.checkUserMail({ email }, locale)),
    );
    return { isExist: answer.isExist, userId: answer.user?.id ?? null };
  }

  async sendResetLink(userId: number): Promise<void> {
    await this.caller.open((locale) => this.auth.sendResetLink(userId, locale));
  }

  async changePassword(token: string, userId: number, password: string): Promise<void> {
    await this.caller.open((locale) => this.auth.changePassword(token, userId, { password }, locale));
  }
}
