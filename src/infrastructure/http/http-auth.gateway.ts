import * as v from 'valibot';
import type { AuthGateway, ConnectAsResult } from '../../application/session/auth-gateway.port';
import type { User } from '../../domain/users/user';
import { user as userWire } from '../../api/users.api';
import { toUser as fromWire } from '../shared/user.mapping';

// TRANSITION: the auth calls move to src/api/auth.api.ts.
const toUser = (dto: unknown) => fromWire(v.parse(userWire, dto));
import type { HttpClient } from './http-client';

const tokenSchema = v.object({ token: v.string() });
const connectAsSchema = v.object({ userConnectAsToken: v.string(), adminUser: v.record(v.string(), v.unknown()) });
const checkSchema = v.object({ isExist: v.boolean(), user: v.optional(v.nullable(v.object({ id: v.number() }))) });

export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  async login(username: string, password: string): Promise<string> {
    const answer = await this.http.request('POST', '/login', {
      body: { username, password, options: { value: 'bo-front' } },
      session: false,
    });
    return v.parse(tokenSchema, answer).token;
  }

  async logout(token: string): Promise<void> {
    await this.http.request('POST', '/logout', { token, session: false });
  }

  async currentUser(token: string): Promise<User> {
    return toUser(await this.http.request('POST', '/admin/auth-user', { body: { token }, token, session: false }));
  }

  async connectAs(adminId: number, userId: number): Promise<ConnectAsResult> {
    const answer = v.parse(
      connectAsSchema,
      await this.http.request('POST', `/admin/users/connect_as/${adminId}/${userId}`),
    );
    const apiToken = answer.adminUser.api_token;
    return {
      token: answer.userConnectAsToken,
      adminUser: { ...toUser(answer.adminUser), apiToken: typeof apiToken === 'string' ? apiToken : null },
    };
  }

  async checkUserMail(email: string): Promise<{ isExist: boolean; userId: number | null }> {
    const answer = v.parse(
      checkSchema,
      await this.http.request('POST', '/reset-password/check-user-mail', { body: { email }, session: false }),
    );
    return { isExist: answer.isExist, userId: answer.user?.id ?? null };
  }

  async sendResetLink(userId: number): Promise<void> {
    await this.http.request('GET', `/reset-password/${userId}`, { session: false });
  }

  async changePassword(token: string, userId: number, password: string): Promise<void> {
    await this.http.request('POST', `/reset-password/change_password/${encodeURIComponent(token)}/${userId}`, {
      body: { password },
      session: false,
    });
  }
}
