import type { AuditEntry, AuditExportProperty, AuditFilter } from '../../domain/audit/audit';
import type { DownloadedFile, ExportType } from '../../domain/orders/order';
import type { ListQuery, Page } from '../../domain/shared/page';
import { token } from '../shared/token';

/**
 * The audit trail (docs/audit.md): GET /admin/audit, POST /admin/audit/export and
 * GET /admin/orders/{id}/history. Reads only: the server writes the trail as it writes.
 */
export interface AuditRepository {
  list(query: ListQuery<AuditFilter>, signal?: AbortSignal): Promise<Page<AuditEntry>>;
  export(
    query: ListQuery<AuditFilter>,
    type: ExportType,
    properties: readonly AuditExportProperty[],
  ): Promise<DownloadedFile>;
  /** The order's timeline, oldest first. */
  orderHistory(orderId: number, signal?: AbortSignal): Promise<readonly AuditEntry[]>;
}

export const AUDIT_REPOSITORY = token<AuditRepository>('AuditRepository');
