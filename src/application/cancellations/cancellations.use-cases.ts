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
import type { ListQuery, Page } from '../../domain/shared/page';
import { reportingMissing } from '../requests/requests.use-cases';
import type { SessionStore } from '../session/session.store';
import type { AppEvents } from '../shared/events';
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
    private readonly events: AppEvents,
  ) {}

  async execute(
    order: Pick<OrderSummary, 'id' | 'status' | 'cancellationPending'>,
    input: Omit<CancellationInput, 'orderId'>,
  ) {
    if (!mayAskCancellation(order)) throw new OrderActionRefusedError('cancellationNotAllowed');
    const request: CancellationRequest = await this.requests.ask({ ...input, orderId: order.id });
    this.events.notify({ intent: 'success', messageKey: 'orders.toasts.cancellationAsked' });
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
    private readonly requests: Pick<CancellationRepository, 'cancelTreatment'>,
    private readonly events: AppEvents,
  ) {}

  async execute(request: Pick<CancelRequestRow, 'id' | 'status'>): Promise<CancelRequestRow> {
    if (!canCancelTreatment(request)) throw new RequestActionRefusedError('notAnswered');
    const undone = await reportingMissing(this.events, () => this.requests.cancelTreatment(request.id));
    this.events.notify({ intent: 'success', messageKey: 'requests.toasts.treatmentCancelled' });
    return undone;
  }
}
