import type { AuditRepository } from '../../application/audit/audit-repository.port';
import {
  auditExportFileName,
  type AuditEntry,
  type AuditExportProperty,
  type AuditFilter,
} from '../../domain/audit/audit';
import type { DownloadedFile, ExportType } from '../../domain/orders/order';
import type { ListQuery, Page } from '../../domain/shared/page';
import { auditApi as api } from '../../api/audit.api';
import { toAuditEntry } from '../shared/audit.mapping';
import { pageOf } from '../shared/page.mapping';
import { auditFilterParams, exportParams, toListParams } from './list-params';
import type { HttpClient } from './http-client';

/** The audit trail over HTTP (docs/audit.md#the-calls). */
export class HttpAuditRepository implements AuditRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery<AuditFilter>, signal?: AbortSignal): Promise<Page<AuditEntry>> {
    return pageOf(
      await this.http.call(api.listAudit, { query: toListParams(query, auditFilterParams), signal }),
      toAuditEntry,
    );
  }

  async export(
    query: ListQuery<AuditFilter>,
    type: ExportType,
    properties: readonly AuditExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.http.file(api.exportAudit, {
      query: exportParams(query, auditFilterParams),
      body: { type, propertiesToExport: [...properties] },
    });
    return { blob, filename: auditExportFileName(type) };
  }

  async orderHistory(orderId: number, signal?: AbortSignal): Promise<readonly AuditEntry[]> {
    const answer = await this.http.call(api.getOrderHistory, { params: { id: orderId }, signal });
    return answer.list.map(toAuditEntry);
  }
}
