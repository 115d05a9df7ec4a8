import type { AppContainer } from './app-container';
import { ORDER_REPOSITORY, type OrderRepository } from '../../application/orders/order-repository.port';
import { ORDERS } from '../../application/orders/orders.tokens';
import type * as UseCases from '../../application/orders/orders.use-cases';
import type { SessionStore } from '../../application/session/session.store';
import type { AppEvents } from '../../application/shared/events';

/**
 * The order screens' use cases, each bound under its token and loaded with the first call
 * (the login page does not download them), over one order repository.
 */
export function bindOrderUseCases(
  container: AppContainer,
  orders: OrderRepository,
  session: SessionStore,
  events: AppEvents,
): void {
  const bind = container.lazy<typeof UseCases>(() => import('../../application/orders/orders.use-cases'));
  container.bind(ORDER_REPOSITORY, orders);
  bind(ORDERS.list, (m) => new m.ListOrders(orders, session));
  bind(ORDERS.detail, (m) => new m.GetOrderDetail(orders, session));
  bind(ORDERS.changeStatus, (m) => new m.ChangeOrderStatus(orders, events));
  bind(ORDERS.changeStatuses, (m) => new m.ChangeOrdersStatus(orders, events));
  bind(ORDERS.export, (m) => new m.ExportOrders(orders));
  bind(ORDERS.zip, (m) => new m.DownloadOrderZip(orders, events));
  bind(ORDERS.syncFiles, (m) => new m.SyncOrderFiles(orders, events));
  bind(ORDERS.downloadFile, (m) => new m.DownloadOrderFile(orders));
  bind(ORDERS.uploadDeliveryNote, (m) => new m.UploadDeliveryNote(orders, events));
  bind(ORDERS.askCancellation, (m) => new m.AskCancellation(orders, events));
  bind(ORDERS.flagNonConformity, (m) => new m.FlagNonConformity(orders, events));
  bind(ORDERS.suggestScenarios, (m) => new m.SuggestScenarios(orders));
  bind(ORDERS.suggestResellers, (m) => new m.SuggestResellers(orders));
}
