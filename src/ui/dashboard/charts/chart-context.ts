import type { Period } from '../../../domain/dashboard/dashboard';
import type { OrderStatusId } from '../../../domain/orders/order-status';
import type { Locale } from '../../../domain/shared/format';
import type { Badge } from '../../shared/list/list-filters-url';

/** What every chart needs beside its figures: the language, the period and how to open the order list. */
export interface ChartContext {
  readonly locale: Locale;
  readonly period: Period;
  readonly reseller: Badge | null;
  readonly statusName: (status: OrderStatusId) => string;
  /** "12 commandes" in the user's language and number format. */
  readonly orderCount: (count: number) => string;
  readonly open: (href: string) => void;
}
