import type { ResellerDirectory } from '../../src/application/resellers/reseller-directory.port';
import type { ResellerCounts, ResellerSummary } from '../../src/domain/resellers/reseller';
import { resellersApi } from '../../src/api/resellers.api';
import { toResellerSummary } from '../../src/infrastructure/shared/reseller.mapping';
import type { MemoryCaller } from './memory-caller';

/** The reseller directory by direct calls to the mock backend, parsed and mapped as the HTTP adapter does. */
export class MemoryResellerDirectory implements ResellerDirectory {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.resellers;
  }

  async counts(): Promise<ResellerCounts> {
    const [customers, prospects] = await Promise.all([
      this.caller.answer(resellersApi.listCustomers, (ctx) => this.service.notProspects(ctx, { size: 1 })),
      this.caller.answer(resellersApi.listProspects, (ctx) => this.service.prospects(ctx, { size: 1 })),
    ]);
    return { customers: customers.total, prospects: prospects.total };
  }

  async search(text: string): Promise<readonly ResellerSummary[]> {
    const answer = await this.caller.answer(resellersApi.searchResellers, (ctx) =>
      this.service.search(ctx, { search: text }),
    );
    return answer.list.map(toResellerSummary);
  }
}
