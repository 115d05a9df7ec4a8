import {
  mayAskCancellation,
  type CancellationInput,
  type CancellationRequest,
  type OrderSummary,
} from '../../domain/orders/order';
import { OrderActionRefusedError } from '../../domain/orders/order-errors';
import { RequestActionRefusedError } from '../../domain/requests/request-errors';
import {
  canAnswerCancellation,
  canCancelTreatment,
  type CancelAnswer,
  type CancelRequestFilter,
  type CancelRequestRow,
} from '../../domain/requests/requests';
import { UnauthorizedError } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../domain/shared/page';
import { reportingMissing } from '../requests/requests.use-cases';
import type { SessionStore } from '../session/session.store';
import type { AppSignals } from '../shared/signals';
import { scopeToOwnReseller } from '../shared/reseller-scope';
import type { CancellationRepository } from './cancellation-repository.port';

/** A cancellation request: asked by a reseller, answered by staff (docs/rules.md#cancellation-requests). */

export class ListCancellations {
  constructor(
    private readonly requests: Pick<CancellationRepository, 'list'>,
    private readonly session: SessionStore,
  ) {}

  execute(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>> {
    return this.requests.list(scopeToOwnReseller(query, this.session.user, 'cancel-request'), signal);
  }
}

/** A reseller asks to cancel one of its pending or in-progress orders. */
export class AskCancellation {
  constructor(
    private readonly requests: Pick<CancellationRepository, 'ask'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(
    order: Pick<OrderSummary, 'id' | 'status' | 'cancellationPending'>,
    input: Omit<CancellationInput, 'orderId'>,
  ) {
    if (!mayAskCancellation(order)) throw new OrderActionRefusedError('cancellationNotAllowed');
    const request: CancellationRequest = await this.requests.ask({ ...input, orderId: order.id });
    this.signals.notify({ intent: 'success', messageKey: 'orders.toasts.cancellationAsked' });
    return request;
  }
}

/**
 * docs/rules.md#cancellation-requests: approved → order cancelled (100); unapproved → order back to its previous
 * status.
 */
export class AnswerCancellation {
  constructor(
    private readonly requests: Pick<CancellationRepository, 'answer'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(request: Pick<CancelRequestRow, 'id' | 'status'>, answer: CancelAnswer): Promise<CancelRequestRow> {
    if (!canAnswerCancellation(request)) throw new RequestActionRefusedError('notPending');
    const answered = await reportingMissing(this.signals, () => this.requests.answer(request.id, answer));
    this.signals.notify({
      intent: 'success',
      messageKey: answer === 'approved' ? 'requests.toasts.approved' : 'requests.toasts.refused',
    });
    return answered;
  }
}

/** What a bulk answer did to one request: answered, or left as it was and why (an i18n key or the server's words). */
export type BulkAnswerResult =
  { readonly id: number; readonly ok: true } | { readonly id: number; readonly ok: false; readonly error: unknown };

/**
 * The selection panel's answer (docs/rules.md#cancellation-requests): the same answer to each selected
 * request in turn, one call each; a request that is not pending, or that the server refuses, is left as
 * it was with its reason, and does not stop the others. One toast counts the answers, another the
 * refusals; a session that ends stops it.
 */
export class AnswerCancellations {
  constructor(
    private readonly requests: Pick<CancellationRepository, 'answer'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(
    requests: readonly Pick<CancelRequestRow, 'id' | 'status'>[],
    answer: CancelAnswer,
  ): Promise<BulkAnswerResult[]> {
    const results: BulkAnswerResult[] = [];
    for (const request of requests) {
      if (!canAnswerCancellation(request)) {
        results.push({ id: request.id, ok: false, error: new RequestActionRefusedError('notPending') });
        continue;
      }
      try {
        await this.requests.answer(request.id, answer);
        results.push({ id: request.id, ok: true });
      } catch (error) {
        if (error instanceof UnauthorizedError) throw error;
        results.push({ id: request.id, ok: false, error });
      }
    }
    const answered = results.filter((r) => r.ok).length;
    if (answered)
      this.signals.notify({
        intent: 'success',
        messageKey: answer === 'approved' ? 'requests.toasts.approvedMany' : 'requests.toasts.refusedMany',
        values: { count: answered },
      });
    if (answered < results.length)
      this.signals.notify({
        intent: 'warning',
        messageKey: 'requests.toasts.answersRefused',
        values: { count: results.length - answered },
      });
    return results;
  }
}

/** docs/rules.md#cancel-the-treatment: undoes an answer; the order goes back to In progress (1). */
export class CancelTreatment {
  constructor(
    private readonly requests: Pick<CancellationRepository, 'cancelTreatment'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(request: Pick<CancelRequestRow, 'id' | 'status'>): Promise<CancelRequestRow> {
    if (!canCancelTreatment(request)) throw new RequestActionRefusedError('notAnswered');
    const undone = await reportingMissing(this.signals, () => this.requests.cancelTreatment(request.id));
    this.signals.notify({ intent: 'success', messageKey: 'requests.toasts.treatmentCancelled' });
    return undone;
  }
}
