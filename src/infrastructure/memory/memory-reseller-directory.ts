import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { ResellerCounts, ResellerSummary } from '../../domain/resellers/reseller';
import { toPage } from '../shared/page.dto';
import { toResellerSummary } from '../shared/reseller.dto';
import type { MemoryCaller } from './memory-caller';

export class MemoryResellerDirectory implements ResellerDirectory {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.resellers;
  }

  async counts(): Promise<ResellerCounts> {
    const [customers, prospects] = await Promise.all([
      this.caller.authed((ctx) => this.service.notProspects(ctx, { _limit: '1' })),
      this.caller.authed((ctx) => this.service.prospects(ctx, { _limit: '1' })),
    ]);
    return { customers: customers.total, prospects: prospects.total };
  }

  async search(text: string): Promise<readonly ResellerSummary[]> {
    const answer = await this.caller.authed((ctx) => this.service.search(ctx, { _search: text }));
    return toPage(answer, toResellerSummary).items;
  }
}
