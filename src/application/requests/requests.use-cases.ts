import type { QuoteSeries } from '../../domain/orders/order';
import { RequestActionRefusedError } from '../../domain/requests/request-errors';
import {
  canAnswerCancellation,
  canAnswerNonConformity,
  canCancelTreatment,
  seriesMissingFiles,
  type CancelAnswer,
  type CancelRequestFilter,
  type CancelRequestRow,
  type NonConformityAnswerInput,
  type NonConformityFilter,
  type NonConformityRow,
} from '../../domain/requests/requests';
import { awaitedAnswer, type AwaitedAnswer, type CountedRequests } from '../../domain/requests/waiting-counts';
import { NotFoundError } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { UploadProgress } from '../orders/order-repository.port';
import type { SessionStore } from '../session/session.store';
import type { AppEvents } from '../shared/events';
import { scopeToOwnReseller } from '../shared/reseller-scope';
import { refusalOf } from '../shared/upload';
import type { CancelRequestRepository, NonConformityRepository } from './request-repository.port';

/** docs/screens.md#errors-and-notices: a request that is no longer there gets the error toast titled Error. */
async function reportingMissing<T>(events: AppEvents, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NotFoundError) {
      events.notify({
        intent: 'danger',
        titleKey: 'requests.toasts.errorTitle',
        messageKey: 'requests.toasts.notFound',
      });
    }
    throw error;
  }
}

export class ListCancelRequests {
  constructor(
    private readonly requests: Pick<CancelRequestRepository, 'list'>,
    private readonly session: SessionStore,
  ) {}

  execute(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>> {
    return this.requests.list(scopeToOwnReseller(query, this.session.user, 'cancel-request'), signal);
  }
}

/**
 * docs/rules.md#cancellation-requests: approved → order cancelled (100); unapproved → order back to its previous
 * status.
 */
export class AnswerCancelRequest {
  constructor(
    private readonly requests: Pick<CancelRequestRepository, 'answer'>,
    private readonly events: AppEvents,
  ) {}

  async execute(request: Pick<CancelRequestRow, 'id' | 'status'>, answer: CancelAnswer): Promise<CancelRequestRow> {
    if (!canAnswerCancellation(request)) throw new RequestActionRefusedError('notPending');
    const answered = await reportingMissing(this.events, () => this.requests.answer(request.id, answer));
    this.events.notify({
      intent: 'success',
      messageKey: answer === 'approved' ? 'requests.toasts.approved' : 'requests.toasts.refused',
    });
    return answered;
  }
}

/** docs/rules.md#cancel-the-treatment: undoes an answer; the order goes back to In progress (1). */
export class CancelTreatment {
  constructor(
    private readonly requests: Pick<CancelRequestRepository, 'cancelTreatment'>,
    private readonly events: AppEvents,
  ) {}

  async execute(request: Pick<CancelRequestRow, 'id' | 'status'>): Promise<CancelRequestRow> {
    if (!canCancelTreatment(request)) throw new RequestActionRefusedError('notAnswered');
    const undone = await reportingMissing(this.events, () => this.requests.cancelTreatment(request.id));
    this.events.notify({ intent: 'success', messageKey: 'requests.toasts.treatmentCancelled' });
    return undone;
  }
}

export class ListNonConformities {
  constructor(
    private readonly requests: Pick<NonConformityRepository, 'list'>,
    private readonly session: SessionStore,
  ) {}

  execute(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>> {
    return this.requests.list(scopeToOwnReseller(query, this.session.user, 'non-conformity'), signal);
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
    private readonly cancels: Pick<CancelRequestRepository, 'list'>,
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

/** One series' new PDF, checked by content and size first (docs/rules.md#uploads); the answer replaces the series. */
export class UploadNonConformityFile {
  constructor(
    private readonly requests: Pick<NonConformityRepository, 'uploadSeriesFile'>,
    private readonly events: AppEvents,
  ) {}

  async execute(
    request: Pick<NonConformityRow, 'id' | 'status' | 'orderId'>,
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<QuoteSeries> {
    if (!canAnswerNonConformity(request)) throw new RequestActionRefusedError('notWaiting');
    const refusal = await refusalOf(file);
    if (refusal) throw new RequestActionRefusedError(refusal);
    const series = await this.requests.uploadSeriesFile(request, seriesId, file, onProgress);
    this.events.notify({ intent: 'success', messageKey: 'requests.toasts.fileUploaded' });
    return series;
  }
}

/**
 * The reseller's answer: 'print anyway', or 'send new file' once every series has its new PDF
 * (uploaded earlier or in this dialog). The order goes back to In progress.
 */
export class AnswerNonConformity {
  constructor(
    private readonly requests: Pick<NonConformityRepository, 'answer'>,
    private readonly events: AppEvents,
  ) {}

  async execute(
    request: Pick<NonConformityRow, 'id' | 'status' | 'order' | 'replacedSeries'>,
    input: NonConformityAnswerInput,
    uploadedNow: Iterable<number> = [],
  ): Promise<NonConformityRow> {
    if (!canAnswerNonConformity(request)) throw new RequestActionRefusedError('notWaiting');
    if (input.responseType === 'send-new-file' && seriesMissingFiles(request, uploadedNow).length) {
      throw new RequestActionRefusedError('filesMissing');
    }
    const answered = await reportingMissing(this.events, () => this.requests.answer(request.id, input));
    this.events.notify({ intent: 'success', messageKey: 'requests.toasts.answerSent' });
    return answered;
  }
}
