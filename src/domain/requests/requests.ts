import type { NonConformityAnswer, NonConformityReason, OrderStatusRef, QuoteSeries } from '../orders/order';

/** docs/rules.md#cancellation-requests: a cancellation request's life. */
/** The longest comment a request or its answer takes (a cancellation's, a non-conformity's, its answer's). */
export const COMMENT_MAX_LENGTH = 2000;

export const CANCEL_REQUEST_STATUSES = ['pending', 'approved', 'unapproved', 'treatment_cancelled'] as const;
export type CancelRequestStatus = (typeof CANCEL_REQUEST_STATUSES)[number];

/** The cancellation request list's filters; `resellerId`: one reseller's (docs/access.md#reseller-scoping). */
export interface CancelRequestFilter {
  readonly statuses?: readonly CancelRequestStatus[];
  readonly resellerId?: number;
}

/** The admin's answer to a pending request (`answerCancelRequest`: respond approved or unapproved). */
export const CANCEL_ANSWERS = ['approved', 'unapproved'] as const;
export type CancelAnswer = (typeof CANCEL_ANSWERS)[number];

/** docs/entities.md#cancellation-request: one row of the cancellation requests list. */
export interface CancelRequestRow {
  readonly id: number;
  readonly createdAt: string;
  readonly status: CancelRequestStatus;
  /** The reseller's comment. */
  readonly reason: string;
  readonly reference: string;
  readonly resellerId: number;
  readonly company: string | null;
  readonly order: {
    readonly id: number;
    readonly internalReference: string;
    readonly status: OrderStatusRef;
    readonly createdAt: string;
    readonly scenario: string | null;
  };
}

/** docs/rules.md#cancellation-requests: only a pending request is approved or refused. */
export const canAnswerCancellation = (request: Pick<CancelRequestRow, 'status'>): boolean =>
  request.status === 'pending';

/** docs/rules.md#cancel-the-treatment: undoes an answer (approved or unapproved); the order goes back to 1. */
export const canCancelTreatment = (request: Pick<CancelRequestRow, 'status'>): boolean =>
  request.status === 'approved' || request.status === 'unapproved';

export const NON_CONFORMITY_STATUSES = ['waiting', 'answered'] as const;
type NonConformityStatus = (typeof NON_CONFORMITY_STATUSES)[number];

/** The non-conformity request list's filters; `resellerId`: one reseller's (docs/access.md#reseller-scoping). */
export interface NonConformityFilter {
  readonly statuses?: readonly NonConformityStatus[];
  readonly resellerId?: number;
}

/**
 * docs/entities.md#non-conformity-request: one row of the non-conforming orders list, with the order's series (one new
 * PDF each).
 */
export interface NonConformityRow {
  readonly id: number;
  readonly orderId: number;
  readonly resellerId: number;
  readonly company: string | null;
  readonly reason: NonConformityReason;
  readonly commentAdmin: string;
  readonly commentReseller: string | null;
  readonly responseReseller: NonConformityAnswer | null;
  readonly status: NonConformityStatus;
  readonly createdAt: string;
  readonly order: {
    readonly id: number;
    readonly internalReference: string;
    readonly status: OrderStatusRef;
    readonly series: readonly QuoteSeries[];
  };
  /** Series given a new file since the request was made (send-new-file needs all of them). */
  readonly replacedSeries: readonly number[];
}

export interface NonConformityAnswerInput {
  readonly responseType: NonConformityAnswer;
  readonly commentReseller: string;
}

/** docs/rules.md#non-conformity: only a waiting request is answered. */
export const canAnswerNonConformity = (request: Pick<NonConformityRow, 'status'>): boolean =>
  request.status === 'waiting';

/**
 * The series still lacking a new file for a 'send new file' answer (docs/rules.md#non-conformity:
 * one PDF per series); empty when the answer may be sent.
 */
export function seriesMissingFiles(
  request: Pick<NonConformityRow, 'order' | 'replacedSeries'>,
  uploadedNow: Iterable<number> = [],
): QuoteSeries[] {
  const done = new Set([...request.replacedSeries, ...uploadedNow]);
  return request.order.series.filter((series) => !done.has(series.id));
}
