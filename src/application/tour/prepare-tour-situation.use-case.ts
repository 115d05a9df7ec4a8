import { ForbiddenError } from '../../domain/shared/errors';
import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import { can } from '../../domain/session/can';
import type { SessionStore } from '../session/session.store';
import type { TourSandbox } from './tour-sandbox.port';

/** A tour step's situation, prepared in the sandbox for the signed-in reseller (the tour is theirs only). */
export class PrepareTourSituation {
  constructor(
    private readonly sandbox: TourSandbox,
    private readonly session: Pick<SessionStore, 'user'>,
  ) {}

  execute(situation: TourSituation): Promise<PreparedSituation> {
    const user = this.session.user;
    if (!can(user, 'run', 'tour')) return Promise.reject(new ForbiddenError('errors.forbidden'));
    return this.sandbox.prepare(situation);
  }
}
