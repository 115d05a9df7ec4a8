import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import { toListParams } from '../shared/list-params';
import { marginUploadForm, toMarginPrice, toMarginUploadResult } from '../shared/margin-price.dto';
import { toPage } from '../shared/page.dto';
import type { HttpClient } from './http-client';

/** GET /reseller_marge_prices and the multipart POST of a grid file. */
export class HttpMarginPriceGateway implements MarginPriceGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery): Promise<Page<MarginPrice>> {
    return toPage(
      await this.http.request('GET', '/reseller_marge_prices', { query: toListParams(query) }),
      toMarginPrice,
    );
  }

  async upload(file: Blob, fileName: string): Promise<MarginUploadResult> {
    const answer = await this.http.request('POST', '/reseller_marge_prices', {
      body: marginUploadForm(file, fileName),
    });
    return toMarginUploadResult(answer);
  }
}
