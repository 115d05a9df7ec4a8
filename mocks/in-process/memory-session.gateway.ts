import type { SessionGateway } from '../../src/application/session/session-gateway.port';
import type { CurrentSession, OpenSession } from '../../src/domain/session/session';
import { sessionsApi } from '../../src/api/sessions.api';
import { toCurrentSession, toOpenSession } from '../../src/infrastructure/shared/session.mapping';
import type { MemoryCaller } from './memory-caller';

/** The session calls by direct calls to the mock backend, parsed and mapped as the HTTP adapter does. */
export class MemorySessionGateway implements SessionGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get sessions() {
    return this.caller.backend.auth;
  }

  async currentSession(): Promise<CurrentSession> {
    return toCurrentSession(
      await this.caller.answer(sessionsApi.getCurrentSession, (ctx) => this.sessions.currentSession(ctx)),
    );
  }

  async listSessions(): Promise<readonly OpenSession[]> {
    const page = await this.caller.answer(sessionsApi.listMySessions, (ctx) => this.sessions.listSessions(ctx));
    return page.list.map(toOpenSession);
  }

  async endSession(id: string): Promise<void> {
    await this.caller.authed((ctx) => this.sessions.endSession(ctx, id));
  }

  async endOtherSessions(): Promise<number> {
    return (await this.caller.answer(sessionsApi.endMyOtherSessions, (ctx) => this.sessions.endOtherSessions(ctx)))
      .ended;
  }

  async endUserSessions(userId: number): Promise<number> {
    return (await this.caller.answer(sessionsApi.endUserSessions, (ctx) => this.sessions.endUserSessions(ctx, userId)))
      .ended;
  }
}
