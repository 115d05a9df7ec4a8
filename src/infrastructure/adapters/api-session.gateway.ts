import { inject, injectable } from 'inversify';
import type { SessionGateway } from '../../application/session/session-gateway.port';
import type { CurrentSession, OpenSession } from '../../domain/session/session';
import { sessionsApi } from '../../api/sessions.api';
import { toCurrentSession, toOpenSession } from '../shared/session.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The session calls of src/api/sessions.api.ts. */
@injectable()
export class ApiSessionGateway implements SessionGateway {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async currentSession(): Promise<CurrentSession> {
    return toCurrentSession(await this.api.call(sessionsApi.getCurrentSession));
  }

  async listSessions(): Promise<readonly OpenSession[]> {
    return (await this.api.call(sessionsApi.listMySessions)).list.map(toOpenSession);
  }

  async endSession(id: string): Promise<void> {
    await this.api.call(sessionsApi.endMySession, { params: { sessionId: id } });
  }

  async endOtherSessions(): Promise<number> {
    return (await this.api.call(sessionsApi.endMyOtherSessions)).ended;
  }

  async endUserSessions(userId: number): Promise<number> {
    return (await this.api.call(sessionsApi.endUserSessions, { params: { id: userId } })).ended;
  }
}
