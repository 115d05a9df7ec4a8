/**
 * The situations a step of the guided tour (docs/product.md#demo-links-and-guided-tour) prepares in
 * the demo sandbox, and what the sandbox answers (the ids the step's screen needs).
 */
export const TOUR_SITUATIONS = ['order-to-cancel', 'non-conformity', 'quote-ready'] as const;
export type TourSituation = (typeof TOUR_SITUATIONS)[number];

export const isTourSituation = (value: unknown): value is TourSituation =>
  typeof value === 'string' && (TOUR_SITUATIONS as readonly string[]).includes(value);

/** A prepared situation: the order (cancel, non-conformity) or the quote (validation) to act on. */
export interface PreparedSituation {
  readonly situation: TourSituation;
  readonly orderId: number | null;
  readonly quoteId: number | null;
  /** The order's internal reference or the quote's reference: what the list's search finds. */
  readonly reference: string;
}
