import type { OpenSession } from '../../domain/session/session';
import { ForbiddenError } from '../../domain/shared/errors';
import { can } from '../../domain/session/can';
import type { AppSignals } from '../shared/signals';
import type { SessionGateway } from './session-gateway.port';
import type { SessionStore } from './session.store';

/** "My sessions" (docs/access.md#sessions): the caller's open sessions, newest first, this one marked. */
export class ListMySessions {
  constructor(private readonly gateway: Pick<SessionGateway, 'listSessions'>) {}
  execute(): Promise<readonly OpenSession[]> {
    return this.gateway.listSessions();
  }
}

/** Ends one of the caller's other sessions (another browser is logged out). */
export class EndMySession {
  constructor(private readonly gateway: Pick<SessionGateway, 'endSession'>) {}
  execute(id: string): Promise<void> {
    return this.gateway.endSession(id);
  }
}

/** Ends every session of the caller but this one; how many ended. */
export class EndMyOtherSessions {
  constructor(private readonly gateway: Pick<SessionGateway, 'endOtherSessions'>) {}
  execute(): Promise<number> {
    return this.gateway.endOtherSessions();
  }
}

/**
 * An admin ends every session of a user or reseller (its detail page): that account must log in
 * again everywhere. Says how many ended.
 */
export class EndUserSessions {
  constructor(
    private readonly gateway: Pick<SessionGateway, 'endUserSessions'>,
    private readonly session: SessionStore,
    private readonly signals: AppSignals,
  ) {}

  async execute(userId: number): Promise<number> {
    if (!can(this.session.user, 'end-sessions', 'user')) throw new ForbiddenError('errors.forbidden');
    const ended = await this.gateway.endUserSessions(userId);
    this.signals.notify({ intent: 'success', messageKey: 'sessions.endedForAccount', values: { count: ended } });
    return ended;
  }
}
