import type { AuthGateway, ConnectAsResult } from '../../application/session/auth-gateway.port';
import type { User } from '../../domain/users/user';
import * as v from 'valibot';
import { user as userWire } from '../../api/users.api';
import { toUser as fromWire } from '../shared/user.mapping';

// TRANSITION: the auth calls move to src/api/auth.api.ts.
const toUser = (dto: unknown) => fromWire(v.parse(userWire, dto));
import type { MemoryCaller } from './memory-caller';

export class MemoryAuthGateway implements AuthGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get auth() {
    return this.caller.backend.auth;
  }

  async login(username: string, password: string): Promise<string> {
    const { token } = await this.caller.open((locale) =>
      this.auth.login({ username, password, options: { value: 'bo-front' } }, locale),
    );
    return token;
  }

  async logout(token: string): Promise<void> {
    await this.caller.authed(() => this.auth.logout(token), token);
  }

  async currentUser(token: string): Promise<User> {
    return toUser(await this.caller.authed(() => this.auth.authUser({ token }, this.caller.locale()), token));
  }

  async connectAs(adminId: number, userId: number): Promise<ConnectAsResult> {
    const answer = await this.caller.authed((ctx) => this.auth.connectAs(ctx, adminId, userId));
    return {
      token: answer.userConnectAsToken,
      adminUser: { ...toUser(answer.adminUser), apiToken: answer.adminUser.api_token },
    };
  }

  async checkUserMail(email: string): Promise<{ isExist: boolean; userId: number | null }> {
    const answer = await this.caller.open(() => this.auth.checkUserMail({ email }));
    return { isExist: answer.isExist, userId: answer.user?.id ?? null };
  }

  async sendResetLink(userId: number): Promise<void> {
    await this.caller.open((locale) => this.auth.sendResetLink(userId, locale));
  }

  async changePassword(token: string, userId: number, password: string): Promise<void> {
    await this.caller.open((locale) => this.auth.changePassword(token, userId, { password }, locale));
  }
}
