import { token } from '../shared/token';
import type {
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
} from './orders.use-cases';

/** The order screens' use cases (orders.use-cases.ts), made once with the screens (src/infrastructure/di/orders.module.ts). */
export interface OrderUseCases {
  readonly list: ListOrders;
  readonly detail: GetOrderDetail;
  readonly changeStatus: ChangeOrderStatus;
  readonly changeStatuses: ChangeOrdersStatus;
  readonly export: ExportOrders;
  readonly zip: DownloadOrderZip;
  readonly syncFiles: SyncOrderFiles;
  readonly downloadFile: DownloadOrderFile;
  readonly uploadDeliveryNote: UploadDeliveryNote;
  readonly suggestScenarios: SuggestScenarios;
  readonly suggestResellers: SuggestResellers;
}

export const ORDERS = token<OrderUseCases>('orders');
