import { token } from '../shared/token';
import type {
  AskCancellation,
  ChangeOrderStatus,
  ChangeOrdersStatus,
  DownloadOrderFile,
  DownloadOrderZip,
  ExportOrders,
  FlagNonConformity,
  GetOrderDetail,
  ListOrders,
  SuggestResellers,
  SuggestScenarios,
  SyncOrderFiles,
  UploadDeliveryNote,
} from './orders.use-cases';

/**
 * Injection tokens of the order screens' use cases (orders.use-cases.ts). Symbols rather than the
 * classes, so the login page's bundle need not hold the classes: the composition root binds each
 * token to a use case loaded on its first call.
 */
export const ORDERS = {
  list: token<ListOrders>('orders.list'),
  detail: token<GetOrderDetail>('orders.detail'),
  changeStatus: token<ChangeOrderStatus>('orders.changeStatus'),
  changeStatuses: token<ChangeOrdersStatus>('orders.changeStatuses'),
  export: token<ExportOrders>('orders.export'),
  zip: token<DownloadOrderZip>('orders.zip'),
  syncFiles: token<SyncOrderFiles>('orders.syncFiles'),
  downloadFile: token<DownloadOrderFile>('orders.downloadFile'),
  uploadDeliveryNote: token<UploadDeliveryNote>('orders.uploadDeliveryNote'),
  askCancellation: token<AskCancellation>('orders.askCancellation'),
  flagNonConformity: token<FlagNonConformity>('orders.flagNonConformity'),
  suggestScenarios: token<SuggestScenarios>('orders.suggestScenarios'),
  suggestResellers: token<SuggestResellers>('orders.suggestResellers'),
} as const;
