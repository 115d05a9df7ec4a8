import { inject, injectable } from 'inversify';
import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { ResellerCounts, ResellerSummary } from '../../domain/resellers/reseller';
import { resellersApi } from '../../api/resellers.api';
import { toResellerSummary } from '../shared/reseller.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The prospect and customer counts and the search of src/api/resellers.api.ts. */
@injectable()
export class ApiResellerDirectory implements ResellerDirectory {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  /** Each list asked for its total only: one row. */
  async counts(): Promise<ResellerCounts> {
    const [customers, prospects] = await Promise.all([
      this.api.call(resellersApi.listCustomers, { list: { size: 1 } }),
      this.api.call(resellersApi.listProspects, { list: { size: 1 } }),
    ]);
    return { customers: customers.total, prospects: prospects.total };
  }

  /** The first resellers matching `text` (the first ones, without text). */
  async search(text: string): Promise<readonly ResellerSummary[]> {
    const answer = await this.api.call(resellersApi.searchResellers, { list: { search: text } });
    return answer.list.map(toResellerSummary);
  }
}
