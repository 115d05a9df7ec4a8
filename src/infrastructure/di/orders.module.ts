import { ORDER_REPOSITORY } from '../../application/orders/order-repository.port';
import { ORDERS } from '../../application/orders/orders.tokens';
import {
  ChangeOrderStatus,
  ChangeOrdersStatus,
  DownloadOrderFile,
  DownloadOrderZip,
  ExportOrders,
  GetOrderDetail,
  ListOrders,
  SuggestResellers,
  SuggestScenarios,
  SyncOrderFiles,
  UploadDeliveryNote,
} from '../../application/orders/orders.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_SIGNALS } from '../../application/shared/signals';
import { ApiOrderRepository } from '../adapters/api-order.repository';
import { bindings } from './app-container';

/** The order screens: the order repository and the orders' use cases. */
export const ordersModule = bindings((bind) => {
  bind.adapter(ORDER_REPOSITORY, ApiOrderRepository);
  bind.factory(ORDERS, [ORDER_REPOSITORY, SESSION_STORE, APP_SIGNALS], (orders, session, signals) => ({
    list: new ListOrders(orders, session),
    detail: new GetOrderDetail(orders, session),
    changeStatus: new ChangeOrderStatus(orders, signals),
    changeStatuses: new ChangeOrdersStatus(orders, signals),
    export: new ExportOrders(orders),
    zip: new DownloadOrderZip(orders, signals),
    syncFiles: new SyncOrderFiles(orders, signals),
    downloadFile: new DownloadOrderFile(orders),
    uploadDeliveryNote: new UploadDeliveryNote(orders, signals),
    suggestScenarios: new SuggestScenarios(orders),
    suggestResellers: new SuggestResellers(orders),
  }));
});
