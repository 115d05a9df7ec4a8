import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { ResellerCounts, ResellerSummary } from '../../domain/resellers/reseller';
import { resellersApi } from '../../api/resellers.api';
import { COUNT_ONLY, resellerSearchParams } from './list-params';
import { toResellerSummary } from '../shared/reseller.mapping';
import type { HttpClient } from './http-client';

/** The prospect and customer counts and the search of src/api/resellers.api.ts over HTTP. */
export class HttpResellerDirectory implements ResellerDirectory {
  constructor(private readonly http: HttpClient) {}

  async counts(): Promise<ResellerCounts> {
    const [customers, prospects] = await Promise.all([
      this.http.call(resellersApi.listCustomers, { query: COUNT_ONLY }),
      this.http.call(resellersApi.listProspects, { query: COUNT_ONLY }),
    ]);
    return { customers: customers.total, prospects: prospects.total };
  }

  async search(text: string): Promise<readonly ResellerSummary[]> {
    const answer = await this.http.call(resellersApi.searchResellers, { query: resellerSearchParams(text) });
    return answer.list.map(toResellerSummary);
  }
}
