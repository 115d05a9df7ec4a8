import type { OrderStatusId } from './order-status';

/**
 * The filters of the order list (docs/screens.md#orders), in domain terms; only the HTTP adapter
 * knows the API's names for them (docs/architecture.md). Empty or absent: not filtered.
 */
export interface OrderFilter {
  readonly statuses?: readonly OrderStatusId[];
  readonly scenarioIds?: readonly number[];
  /** Staff: the orders of these resellers; a reseller's list is asked with its own id (docs/access.md#reseller-scoping). */
  readonly resellerIds?: readonly number[];
  /**
   * Created on or after `createdFrom`, on or before `createdTo`: ISO instants, or days `YYYY-MM-DD`
   * (whole Europe/Paris days, docs/api/README.md#conventions).
   */
  readonly createdFrom?: string;
  readonly createdTo?: string;
  /** Only these orders: an export of the rows a user selected (docs/rules.md#exports). */
  readonly ids?: readonly number[];
}
