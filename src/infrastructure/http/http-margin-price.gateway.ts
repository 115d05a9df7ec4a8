import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import { marginPricesApi } from '../../api/margin-prices.api';
import { toListParams } from './list-params';
import { marginUploadForm, toMarginPrice, toMarginUploadResult } from '../shared/margin-price.mapping';
import { pageOf } from '../shared/page.mapping';
import type { HttpClient } from './http-client';

/** The margin grid of src/api/margin-prices.api.ts over HTTP: its pages and the upload of a grid file. */
export class HttpMarginPriceGateway implements MarginPriceGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery, signal?: AbortSignal): Promise<Page<MarginPrice>> {
    return pageOf(
      await this.http.call(marginPricesApi.listMarginPrices, { query: toListParams(query), signal }),
      toMarginPrice,
    );
  }

  async scenarioUids(): Promise<ReadonlySet<string>> {
    return new Set((await this.http.call(marginPricesApi.listMarginScenarios)).list.map((s) => s.uid));
  }

  async upload(file: Blob, fileName: string): Promise<MarginUploadResult> {
    const form = marginUploadForm(file, fileName);
    return toMarginUploadResult(await this.http.upload(marginPricesApi.uploadMarginPrices, {}, form));
  }
}
