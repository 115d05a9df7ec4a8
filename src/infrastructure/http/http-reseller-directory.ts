import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { ResellerCounts, ResellerSummary } from '../../domain/resellers/reseller';
import { resellersApi } from '../../api/resellers.api';
import { toResellerSummary } from '../shared/reseller.mapping';
import type { HttpClient } from './http-client';

/** The prospect and customer counts and the search of src/api/resellers.api.ts over HTTP. */
export class HttpResellerDirectory implements ResellerDirectory {
  constructor(private readonly http: HttpClient) {}

  async counts(): Promise<ResellerCounts> {
    const query = { _limit: '1' };
    const [customers, prospects] = await Promise.all([
      this.http.call(resellersApi.listCustomers, { query }),
      this.http.call(resellersApi.listProspects, { query }),
    ]);
    return { customers: customers.total, prospects: prospects.total };
  }

  async search(text: string): Promise<readonly ResellerSummary[]> {
    const answer = await this.http.call(resellersApi.searchResellers, { query: { _search: text } });
    return answer.list.map(toResellerSummary);
  }
}
