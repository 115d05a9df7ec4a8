import { inject, injectable } from 'inversify';
import type { AuthGateway, ConnectAsResult } from '../../application/session/auth-gateway.port';
import type { LoginSession } from '../../domain/session/session';
import type { User } from '../../domain/users/user';
import { authApi } from '../../api/auth.api';
import { toConnectAsResult, toLoginSession } from '../shared/auth.mapping';
import { toUser } from '../shared/user.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The session calls of src/api/auth.api.ts. */
@injectable()
export class ApiAuthGateway implements AuthGateway {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async login(username: string, password: string): Promise<LoginSession> {
    const answer = await this.api.call(authApi.login, {
      body: { username, password, options: { value: 'bo-front' } },
      session: false,
    });
    return toLoginSession(answer);
  }

  async logout(token: string): Promise<void> {
    await this.api.call(authApi.logout, { token, session: false });
  }

  async currentUser(token: string): Promise<User> {
    return toUser(await this.api.call(authApi.getSessionUser, { body: { token }, token, session: false }));
  }

  async connectAs(adminId: number, userId: number): Promise<ConnectAsResult> {
    return toConnectAsResult(await this.api.call(authApi.connectAs, { params: { adminId, userId } }));
  }

  async checkUserMail(email: string): Promise<{ isExist: boolean; userId: number | null }> {
    const answer = await this.api.call(authApi.checkUserMail, { body: { email }, session: false });
    return { isExist: answer.isExist, userId: answer.user?.id ?? null };
  }

  async sendResetLink(userId: number): Promise<void> {
    await this.api.call(authApi.sendResetLink, { params: { userId }, session: false });
  }

  async changePassword(token: string, userId: number, password: string): Promise<void> {
    await this.api.call(authApi.changePassword, { params: { token, id: userId }, body: { password }, session: false });
  }
}
