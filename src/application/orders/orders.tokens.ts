/**
 * Injection tokens of the order screens' use cases (orders.use-cases.ts). Symbols rather than the
 * classes, so the login page's bundle need not hold the classes: the composition root binds each
 * token to a use case loaded on its first call.
 */
export const ORDERS = {
  list: Symbol.for('orders.list'),
  statuses: Symbol.for('orders.statuses'),
  detail: Symbol.for('orders.detail'),
  changeStatus: Symbol.for('orders.changeStatus'),
  changeStatuses: Symbol.for('orders.changeStatuses'),
  export: Symbol.for('orders.export'),
  zip: Symbol.for('orders.zip'),
  syncFiles: Symbol.for('orders.syncFiles'),
  downloadFile: Symbol.for('orders.downloadFile'),
  uploadDeliveryNote: Symbol.for('orders.uploadDeliveryNote'),
  askCancellation: Symbol.for('orders.askCancellation'),
  flagNonConformity: Symbol.for('orders.flagNonConformity'),
  suggestScenarios: Symbol.for('orders.suggestScenarios'),
  suggestResellers: Symbol.for('orders.suggestResellers'),
} as const;
