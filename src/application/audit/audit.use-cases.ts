import type { AuditEntry, AuditExportProperty, AuditFilter } from '../../domain/audit/audit';
import type { DownloadedFile, ExportType } from '../../domain/orders/order';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { AuditRepository } from './audit-repository.port';

/**
 * The audit trail's reads (docs/audit.md): the trail, its export, an order's timeline. Plain reads of
 * the port, the screens' one way to it: the server scopes and checks them.
 */
export class AuditTrail {
  constructor(private readonly audit: AuditRepository) {}

  list(query: ListQuery<AuditFilter>, signal?: AbortSignal): Promise<Page<AuditEntry>> {
    return this.audit.list(query, signal);
  }

  export(
    query: ListQuery<AuditFilter>,
    type: ExportType,
    properties: readonly AuditExportProperty[],
  ): Promise<DownloadedFile> {
    return this.audit.export(query, type, properties);
  }

  /** The order's timeline, oldest first. */
  orderHistory(orderId: number, signal?: AbortSignal): Promise<readonly AuditEntry[]> {
    return this.audit.orderHistory(orderId, signal);
  }
}
