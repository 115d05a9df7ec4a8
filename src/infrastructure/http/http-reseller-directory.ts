import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import type { ResellerCounts, ResellerSummary } from '../../domain/resellers/reseller';
import { toPage } from '../shared/page.dto';
import { toResellerSummary } from '../shared/reseller.dto';
import type { HttpClient } from './http-client';

/** GET /admin/resellers/prospects, /notprospects and /search over HTTP. */
export class HttpResellerDirectory implements ResellerDirectory {
  constructor(private readonly http: HttpClient) {}

  private async total(path: string): Promise<number> {
    return toPage(await this.http.request('GET', path, { query: { _limit: '1' } }), (row) => row).total;
  }

  async counts(): Promise<ResellerCounts> {
    const [customers, prospects] = await Promise.all([
      this.total('/admin/resellers/notprospects'),
      this.total('/admin/resellers/prospects'),
    ]);
    return { customers, prospects };
  }

  async search(text: string): Promise<readonly ResellerSummary[]> {
    const answer = await this.http.request('GET', '/admin/resellers/search', { query: { _search: text } });
    return toPage(answer, toResellerSummary).items;
  }
}
