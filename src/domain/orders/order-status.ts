/**
 * Order statuses (id = ext_id, docs/rules.md#order-statuses) and the transitions the domain allows
 * (docs/rules.md#status-transitions).
 * The same rules run in the UI (to offer only what is possible) and in the mock server.
 */
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 99, 100] as const;
export type OrderStatusId = (typeof ORDER_STATUSES)[number];

export const PENDING: OrderStatusId = 0;
export const IN_PROGRESS: OrderStatusId = 1;
const IN_PRODUCTION: OrderStatusId = 2;
export const SHIPPED: OrderStatusId = 3;
export const CANCELLATION_REQUESTED: OrderStatusId = 4;
export const NOT_CONFORMED: OrderStatusId = 5;
const DELIVERED: OrderStatusId = 99;
export const CANCELLED: OrderStatusId = 100;

export type StatusColour = 'warning' | 'info' | 'dark' | 'primary' | 'not-conformity' | 'success' | 'danger';

/** Display colours by status id (docs/rules.md#order-statuses). */
export const STATUS_COLOUR: Readonly<Record<OrderStatusId, StatusColour>> = {
  0: 'warning',
  1: 'info',
  2: 'dark',
  3: 'primary',
  4: 'warning',
  5: 'not-conformity',
  99: 'success',
  100: 'danger',
};

export function isOrderStatus(value: unknown): value is OrderStatusId {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

const isFinal = (status: OrderStatusId): boolean => status === DELIVERED || status === CANCELLED;

export type TransitionRefusal =
  'unknownStatus' | 'sameStatus' | 'finalStatus' | 'reservedStatus' | 'notNextStep' | 'nonConformityWaiting';

export type TransitionCheck = { readonly ok: true } | { readonly ok: false; readonly reason: TransitionRefusal };

const NEXT_STEP: Partial<Record<OrderStatusId, OrderStatusId>> = {
  [PENDING]: IN_PROGRESS,
  [IN_PROGRESS]: IN_PRODUCTION,
  [IN_PRODUCTION]: SHIPPED,
  [SHIPPED]: DELIVERED,
};

/**
 * An admin's status change (detail page or bulk): 0→1, 1→2, 2→3, 3→99, any non-final → 100;
 * never into 4 or 5 (requests do that), never out of 99 or 100, never while a non-conformity
 * request waits for the reseller.
 */
export function checkAdminTransition(
  from: OrderStatusId,
  to: number,
  options: { readonly nonConformityWaiting?: boolean } = {},
): TransitionCheck {
  if (!isOrderStatus(to)) return { ok: false, reason: 'unknownStatus' };
  if (from === to) return { ok: false, reason: 'sameStatus' };
  if (isFinal(from)) return { ok: false, reason: 'finalStatus' };
  if (options.nonConformityWaiting) return { ok: false, reason: 'nonConformityWaiting' };
  if (to === CANCELLATION_REQUESTED || to === NOT_CONFORMED) return { ok: false, reason: 'reservedStatus' };
  if (to === CANCELLED) return { ok: true };
  return NEXT_STEP[from] === to ? { ok: true } : { ok: false, reason: 'notNextStep' };
}

/** The statuses an admin may move an order to from `from`. */
export function adminTargets(
  from: OrderStatusId,
  options: { readonly nonConformityWaiting?: boolean } = {},
): OrderStatusId[] {
  return ORDER_STATUSES.filter((to) => checkAdminTransition(from, to, options).ok);
}

/**
 * The statuses at least one of several orders may move to: the bulk change's menu (docs/rules.md#admin-changes),
 * in the statuses' order. An order not conformed (5) has its request waiting for the reseller's answer
 * (docs/rules.md#non-conformity): it may move nowhere.
 */
export function bulkTargets(froms: readonly OrderStatusId[]): OrderStatusId[] {
  const from = [...new Set(froms)];
  return ORDER_STATUSES.filter((to) =>
    from.some((status) => checkAdminTransition(status, to, { nonConformityWaiting: status === NOT_CONFORMED }).ok),
  );
}

/** A reseller may ask to cancel a pending or in-progress order. */
export const canAskCancellation = (status: OrderStatusId): boolean => status === PENDING || status === IN_PROGRESS;

/** An admin may flag a reseller-placed order as not conforming while it is 0, 1 or 2. */
export const canFlagNonConformity = (status: OrderStatusId): boolean =>
  status === PENDING || status === IN_PROGRESS || status === IN_PRODUCTION;
