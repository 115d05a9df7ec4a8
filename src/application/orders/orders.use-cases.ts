import { delayDate } from '../../domain/orders/delay-date';
import {
  canSyncFiles,
  type BulkStatusResult,
  type DownloadedFile,
  type ExportType,
  type NonConformity,
  type Order,
  type OrderExportProperty,
  type OrderSummary,
  type FileLink,
} from '../../domain/orders/order';
import type { OrderFilter } from '../../domain/orders/order-filter';
import { OrderActionRefusedError } from '../../domain/orders/order-errors';
import { adminTargets, checkAdminTransition, type OrderStatusId } from '../../domain/orders/order-status';
import type { ListQuery, Page } from '../../domain/shared/page';
import { versionOf, type Versioned } from '../../domain/shared/version';
import { can } from '../../domain/session/can';
import type { SessionStore } from '../session/session.store';
import { scopeToReseller } from '../shared/reseller-scope';
import { refusalOf } from '../shared/upload';
import type { AppSignals } from '../shared/signals';
import type { OrderRepository, Suggestion, UploadProgress } from './order-repository.port';

/** docs/access.md#reseller-scoping: a reseller's lists are asked for with its own id; the server ignores any other. */
export class ListOrders {
  constructor(
    private readonly orders: Pick<OrderRepository, 'list'>,
    private readonly session: SessionStore,
  ) {}

  execute(query: ListQuery<OrderFilter>, signal?: AbortSignal): Promise<Page<OrderSummary>> {
    return this.orders.list(scopeToReseller(query, this.session.user, 'order'), signal);
  }
}

/** What the order page shows: the order, its non-conformity request (staff) and the dates it derives. */
export interface OrderDetail {
  /** The order with the version it was read with (a status change sends it back). */
  readonly order: Versioned<Order>;
  readonly nonConformity: NonConformity | null;
  /**
   * docs/rules.md#delay-date: creation date plus the delay of the category scenario matching the quote's application.
   */
  readonly delayDate: Date | null;
  /** The statuses an admin may move it to now (none while a non-conformity waits). */
  readonly targets: readonly OrderStatusId[];
}

export class GetOrderDetail {
  constructor(
    private readonly orders: Pick<OrderRepository, 'get' | 'nonConformityOf'>,
    private readonly session: SessionStore,
  ) {}

  async execute(id: number): Promise<OrderDetail> {
    const order = await this.orders.get(id);
    const nonConformity = can(this.session.user, 'read-non-conformity', 'order')
      ? await this.orders.nonConformityOf(id)
      : null;
    const waiting = nonConformity?.status === 'waiting';
    return {
      order,
      nonConformity,
      delayDate: delayDate(order.createdAt, order.quote.application, order.categoriesScenarios),
      targets: can(this.session.user, 'change-status', 'order')
        ? adminTargets(order.status.id, { nonConformityWaiting: waiting })
        : [],
    };
  }
}

/**
 * docs/rules.md#admin-changes on the detail page: the domain checks the step first, then the server applies it,
 * on the version of the order the page shows (StaleRecordError when someone changed it since).
 */
export class ChangeOrderStatus {
  constructor(
    private readonly orders: Pick<OrderRepository, 'changeStatus'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(detail: Pick<OrderDetail, 'order' | 'nonConformity'>, to: OrderStatusId): Promise<Versioned<Order>> {
    const check = checkAdminTransition(detail.order.status.id, to, {
      nonConformityWaiting: detail.nonConformity?.status === 'waiting',
    });
    if (!check.ok) throw new OrderActionRefusedError(check.reason);
    const order = await this.orders.changeStatus(detail.order.id, to, versionOf(detail.order));
    this.signals.notify({ intent: 'success', messageKey: 'orders.toasts.statusChanged' });
    return order;
  }
}

/** The selection panel's change: every order is tried; each refusal comes back with its reason. */
export class ChangeOrdersStatus {
  constructor(
    private readonly orders: Pick<OrderRepository, 'changeStatuses'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(ids: readonly number[], to: OrderStatusId): Promise<BulkStatusResult[]> {
    if (!ids.length) throw new OrderActionRefusedError('emptySelection');
    const results = await this.orders.changeStatuses(ids, to);
    const changed = results.filter((r) => r.ok).length;
    if (changed)
      this.signals.notify({
        intent: 'success',
        messageKey: 'orders.toasts.statusesChanged',
        values: { count: changed },
      });
    if (changed < results.length) {
      this.signals.notify({
        intent: 'warning',
        messageKey: 'orders.toasts.statusesRefused',
        values: { count: results.length - changed },
      });
    }
    return results;
  }
}

export class ExportOrders {
  constructor(private readonly orders: Pick<OrderRepository, 'export'>) {}
  execute(
    query: ListQuery<OrderFilter>,
    type: ExportType,
    properties: readonly OrderExportProperty[],
  ): Promise<DownloadedFile> {
    if (!properties.length) return Promise.reject(new OrderActionRefusedError('emptySelection'));
    return this.orders.export(query, type, properties);
  }
}

export class DownloadOrderZip {
  constructor(
    private readonly orders: Pick<OrderRepository, 'zip'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(id: number): Promise<DownloadedFile> {
    const file = await this.orders.zip(id);
    this.signals.notify({ intent: 'success', messageKey: 'orders.toasts.downloaded', values: { id } });
    return file;
  }
}

export type SyncOutcome = 'synced' | 'notCompliant' | 'aborted';

/**
 * docs/screens.md#errors-and-notices: a not-conformed order is refused ('order not compliant'); any answer but
 * 'success' aborts.
 */
export class SyncOrderFiles {
  constructor(
    private readonly orders: Pick<OrderRepository, 'resyncFiles'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(order: Pick<OrderSummary, 'id' | 'status'>): Promise<SyncOutcome> {
    if (!canSyncFiles(order)) {
      this.signals.notify({ intent: 'primary', messageKey: 'orders.toasts.notCompliant' });
      return 'notCompliant';
    }
    const answer = await this.orders.resyncFiles(order.id);
    if (answer !== 'success') {
      this.signals.notify({ intent: 'primary', titleKey: 'orders.toasts.syncAborted', message: answer });
      return 'aborted';
    }
    this.signals.notify({ intent: 'success', messageKey: 'orders.toasts.synced' });
    return 'synced';
  }
}

export class DownloadOrderFile {
  constructor(private readonly orders: Pick<OrderRepository, 'download'>) {}
  execute(file: FileLink): Promise<DownloadedFile> {
    return this.orders.download(file);
  }
}

/** docs/rules.md#uploads: checked here by content and size, then sent with its progress. */
export class UploadDeliveryNote {
  constructor(
    private readonly orders: Pick<OrderRepository, 'uploadDeliveryNote'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(orderId: number, file: File, onProgress?: UploadProgress): Promise<Order> {
    const refusal = await refusalOf(file);
    if (refusal) throw new OrderActionRefusedError(refusal);
    const order = await this.orders.uploadDeliveryNote(orderId, file, onProgress);
    this.signals.notify({ intent: 'success', messageKey: 'orders.toasts.deliveryNoteUploaded' });
    return order;
  }
}

export class SuggestScenarios {
  constructor(private readonly orders: Pick<OrderRepository, 'suggestScenarios'>) {}
  execute(search: string): Promise<Suggestion[]> {
    return this.orders.suggestScenarios(search.trim());
  }
}

export class SuggestResellers {
  constructor(private readonly orders: Pick<OrderRepository, 'suggestResellers'>) {}
  execute(search: string): Promise<Suggestion[]> {
    return this.orders.suggestResellers(search.trim());
  }
}
