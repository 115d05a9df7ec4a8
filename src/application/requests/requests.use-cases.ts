import { awaitedAnswer, type AwaitedAnswer, type CountedRequests } from '../../domain/requests/waiting-counts';
import { NotFoundError } from '../../domain/shared/errors';
import type { CancellationRepository } from '../cancellations/cancellation-repository.port';
import type { NonConformityRepository } from '../non-conformities/non-conformity-repository.port';
import type { SessionStore } from '../session/session.store';
import type { AppSignals } from '../shared/signals';

/**
 * What the two kinds of request on an order (cancellations: application/cancellations/,
 * non-conformities: application/non-conformities/) share: the sidebar's count of those waiting, and
 * the toast of a request no longer there.
 */

/** docs/screens.md#errors-and-notices: a request that is no longer there gets the error toast titled Error. */
export async function reportingMissing<T>(signals: AppSignals, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NotFoundError) {
      signals.notify({
        intent: 'danger',
        titleKey: 'requests.toasts.errorTitle',
        messageKey: 'requests.toasts.notFound',
      });
    }
    throw error;
  }
}

/** A sidebar count: how many requests wait, and for whose answer (docs/product.md#what-the-sidebar-counts). */
export interface WaitingCount {
  readonly count: number;
  readonly awaiting: AwaitedAnswer;
}

/**
 * The sidebar's count beside a requests list, or null when the user has none there
 * (docs/product.md#what-the-sidebar-counts): a reseller's own waiting non-conformities (the count
 * call); for staff, the total of a one-row page of the waiting non-conformities or of the pending
 * cancellation requests, every reseller's.
 */
export class CountWaitingRequests {
  constructor(
    private readonly cancels: Pick<CancellationRepository, 'list'>,
    private readonly nonConformities: Pick<NonConformityRepository, 'list' | 'countWaiting'>,
    private readonly session: SessionStore,
  ) {}

  async execute(list: CountedRequests): Promise<WaitingCount | null> {
    const user = this.session.user;
    const awaiting = awaitedAnswer(user, list);
    if (!user || !awaiting) return null;
    const count =
      list === 'cancel-requests'
        ? (await this.cancels.list({ page: 1, size: 1, filter: { statuses: ['pending'] } })).totalRequest
        : awaiting === 'yours'
          ? await this.nonConformities.countWaiting(user.id)
          : (await this.nonConformities.list({ page: 1, size: 1, filter: { statuses: ['waiting'] } })).totalRequest;
    return { count, awaiting };
  }
}
