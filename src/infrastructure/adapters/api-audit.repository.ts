import { inject, injectable } from 'inversify';
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
import { API_TRANSPORT, type ApiTransport } from './api-transport';
import { exportBodyOf } from '../shared/export.mapping';

/** The audit trail (docs/audit.md#the-calls). */
@injectable()
export class ApiAuditRepository implements AuditRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<AuditFilter>, signal?: AbortSignal): Promise<Page<AuditEntry>> {
    return pageOf(await this.api.call(api.listAudit, { list: query, signal }), toAuditEntry);
  }

  async export(
    query: ListQuery<AuditFilter>,
    type: ExportType,
    properties: readonly AuditExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.api.file(api.exportAudit, {
      list: query,
      body: exportBodyOf(type, properties),
    });
    return { blob, filename: auditExportFileName(type) };
  }

  async orderHistory(orderId: number, signal?: AbortSignal): Promise<readonly AuditEntry[]> {
    const answer = await this.api.call(api.getOrderHistory, { params: { id: orderId }, signal });
    return answer.list.map(toAuditEntry);
  }
}
