import {
  isResellerPlaced,
  nonConformityPrecheck,
  type NonConformity,
  type NonConformityInput,
  type OrderSummary,
  type QuoteSeries,
} from '../../domain/orders/order';
import { NonConformityProcessError, OrderActionRefusedError } from '../../domain/orders/order-errors';
import { RequestActionRefusedError } from '../../domain/requests/request-errors';
import {
  canAnswerNonConformity,
  seriesMissingFiles,
  type NonConformityAnswerInput,
  type NonConformityFilter,
  type NonConformityRow,
} from '../../domain/requests/requests';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { UploadProgress } from '../orders/order-repository.port';
import { reportingMissing } from '../requests/requests.use-cases';
import type { SessionStore } from '../session/session.store';
import type { AppSignals } from '../shared/signals';
import { scopeToOwnReseller } from '../shared/reseller-scope';
import { refusalOf } from '../shared/upload';
import type { NonConformityRepository } from './non-conformity-repository.port';

/** A non-conformity: placed by staff, answered by the reseller (docs/rules.md#non-conformity). */

export class ListNonConformities {
  constructor(
    private readonly requests: Pick<NonConformityRepository, 'list'>,
    private readonly session: SessionStore,
  ) {}

  execute(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>> {
    return this.requests.list(scopeToOwnReseller(query, this.session.user, 'non-conformity'), signal);
  }
}

/**
 * docs/rules.md#non-conformity: only a reseller's order may be placed in non-conforming; an admin's
 * gets the danger toast 'Please choose an order made by a reseller'. A failed procedure gets its
 * message (docs/screens.md#errors-and-notices).
 */
export class FlagNonConformity {
  constructor(
    private readonly requests: Pick<NonConformityRepository, 'flag'>,
    private readonly signals: AppSignals,
  ) {}

  /**
   * The precheck (`nonConformityPrecheck`) as the admin tries: a refusal the page could not show before the
   * click gets its danger toast; the reason is returned, or null when the order may be placed.
   */
  private refusal(order: Pick<OrderSummary, 'status' | 'resellerId'>, waiting: NonConformity | null) {
    const refusal = nonConformityPrecheck(order, waiting);
    if (refusal?.shown === 'whenTried') {
      this.signals.notify({ intent: 'danger', messageKey: `orders.refusals.${refusal.reason}` });
    }
    return refusal?.reason ?? null;
  }

  /**
   * Whether the form may open: the order page asks before opening it, and gets the same refusals as
   * `execute`, at once: nothing to ask the server.
   */
  mayOpen(order: Pick<OrderSummary, 'status' | 'resellerId'>, waiting: NonConformity | null): boolean {
    return this.refusal(order, waiting) === null;
  }

  async execute(
    order: Pick<OrderSummary, 'id' | 'status' | 'resellerId'>,
    waiting: NonConformity | null,
    input: Omit<NonConformityInput, 'orderId'>,
  ): Promise<NonConformity> {
    const refusal = this.refusal(order, waiting);
    if (refusal) throw new OrderActionRefusedError(refusal);
    try {
      const created = await this.requests.flag({
        ...input,
        orderId: order.id,
        resellerId: isResellerPlaced(order) ? (order.resellerId as number) : 0,
      });
      this.signals.notify({ intent: 'success', messageKey: 'orders.toasts.nonConformityCreated' });
      return created;
    } catch (error) {
      if (error instanceof NonConformityProcessError) {
        this.signals.notify({
          intent: 'danger',
          titleKey: 'orders.nonConformity.failedTitle',
          messageKey: 'orders.nonConformity.failed',
          values: { message: error.processMessage },
        });
      }
      throw error;
    }
  }
}

/** One series' new PDF, checked by content and size first (docs/rules.md#uploads); the answer replaces the series. */
export class UploadNonConformityFile {
  constructor(
    private readonly requests: Pick<NonConformityRepository, 'uploadSeriesFile'>,
    private readonly signals: AppSignals,
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
    this.signals.notify({ intent: 'success', messageKey: 'requests.toasts.fileUploaded' });
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
    private readonly signals: AppSignals,
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
    const answered = await reportingMissing(this.signals, () => this.requests.answer(request.id, input));
    this.signals.notify({ intent: 'success', messageKey: 'requests.toasts.answerSent' });
    return answered;
  }
}
