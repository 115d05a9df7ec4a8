import { ORDER_REPOSITORY } from '../../application/orders/order-repository.port';
import { ORDERS } from '../../application/orders/orders.tokens';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings, loaded } from './app-container';

const useCases = () => import('../../application/orders/orders.use-cases');

/**
 * The order screens: the order repository and each use case, loaded with its first call (the login
 * page downloads none of them).
 */
export const ordersModule = bindings((bind) => {
  bind.lazyAdapter(ORDER_REPOSITORY, () =>
    import('../adapters/api-order.repository').then((m) => m.ApiOrderRepository),
  );
  const withSession = [ORDER_REPOSITORY, SESSION_STORE] as const;
  const withEvents = [ORDER_REPOSITORY, APP_EVENTS] as const;
  bind.factory(
    ORDERS.list,
    [...withSession],
    loaded(useCases, (m, orders, session) => new m.ListOrders(orders, session)),
  );
  bind.factory(
    ORDERS.detail,
    [...withSession],
    loaded(useCases, (m, orders, session) => new m.GetOrderDetail(orders, session)),
  );
  bind.factory(
    ORDERS.changeStatus,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.ChangeOrderStatus(orders, events)),
  );
  bind.factory(
    ORDERS.changeStatuses,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.ChangeOrdersStatus(orders, events)),
  );
  bind.factory(
    ORDERS.export,
    [ORDER_REPOSITORY],
    loaded(useCases, (m, orders) => new m.ExportOrders(orders)),
  );
  bind.factory(
    ORDERS.zip,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.DownloadOrderZip(orders, events)),
  );
  bind.factory(
    ORDERS.syncFiles,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.SyncOrderFiles(orders, events)),
  );
  bind.factory(
    ORDERS.downloadFile,
    [ORDER_REPOSITORY],
    loaded(useCases, (m, orders) => new m.DownloadOrderFile(orders)),
  );
  bind.factory(
    ORDERS.uploadDeliveryNote,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.UploadDeliveryNote(orders, events)),
  );
  bind.factory(
    ORDERS.askCancellation,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.AskCancellation(orders, events)),
  );
  bind.factory(
    ORDERS.flagNonConformity,
    [...withEvents],
    loaded(useCases, (m, orders, events) => new m.FlagNonConformity(orders, events)),
  );
  bind.factory(
    ORDERS.suggestScenarios,
    [ORDER_REPOSITORY],
    loaded(useCases, (m, orders) => new m.SuggestScenarios(orders)),
  );
  bind.factory(
    ORDERS.suggestResellers,
    [ORDER_REPOSITORY],
    loaded(useCases, (m, orders) => new m.SuggestResellers(orders)),
  );
});
