import type { SessionGateway } from '../../application/session/session-gateway.port';
import type { CurrentSession, OpenSession } from '../../domain/session/session';
import { sessionsApi } from '../../api/sessions.api';
import { toCurrentSession, toOpenSession } from '../shared/session.mapping';
import type { HttpClient } from './http-client';

/** The session calls of src/api/sessions.api.ts over HTTP. */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly http: HttpClient) {}

  async currentSession(): Promise<CurrentSession> {
    return toCurrentSession(await this.http.call(sessionsApi.getCurrentSession));
  }

  async listSessions(): Promise<readonly OpenSession[]> {
    return (await this.http.call(sessionsApi.listMySessions)).list.map(toOpenSession);
  }

  async endSession(id: string): Promise<void> {
    await this.http.call(sessionsApi.endMySession, { params: { sessionId: id } });
  }

  async endOtherSessions(): Promise<number> {
    return (await this.http.call(sessionsApi.endMyOtherSessions)).ended;
  }

  async endUserSessions(userId: number): Promise<number> {
    return (await this.http.call(sessionsApi.endUserSessions, { params: { id: userId } })).ended;
  }
}
