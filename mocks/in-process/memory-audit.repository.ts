import type { AuditRepository } from '../../src/application/audit/audit-repository.port';
import {
  auditExportFileName,
  type AuditEntry,
  type AuditExportProperty,
  type AuditFilter,
} from '../../src/domain/audit/audit';
import type { DownloadedFile, ExportType } from '../../src/domain/orders/order';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { auditApi as api } from '../../src/api/audit.api';
import { toAuditEntry } from '../../src/infrastructure/shared/audit.mapping';
import { pageOf } from '../../src/infrastructure/shared/page.mapping';
import type { MemoryCaller } from './memory-caller';

/** The audit trail by direct calls to the mock backend, parsed and mapped as over HTTP. */
export class MemoryAuditRepository implements AuditRepository {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.audit;
  }

  async list(query: ListQuery<AuditFilter>, signal?: AbortSignal): Promise<Page<AuditEntry>> {
    signal?.throwIfAborted();
    return pageOf(await this.caller.answer(api.listAudit, (ctx) => this.service.list(ctx, query)), toAuditEntry);
  }

  async export(
    query: ListQuery<AuditFilter>,
    type: ExportType,
    properties: readonly AuditExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.caller.file((ctx) =>
      this.service.exportAudit(ctx, query, { type, propertiesToExport: [...properties] }),
    );
    return { blob, filename: auditExportFileName(type) };
  }

  async orderHistory(orderId: number, signal?: AbortSignal): Promise<readonly AuditEntry[]> {
    signal?.throwIfAborted();
    const answer = await this.caller.answer(api.getOrderHistory, (ctx) => this.service.history(ctx, orderId));
    return answer.list.map(toAuditEntry);
  }
}
