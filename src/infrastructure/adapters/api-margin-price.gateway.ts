import { inject, injectable } from 'inversify';
import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import { marginPricesApi } from '../../api/margin-prices.api';
import { marginUploadForm, toMarginPrice, toMarginUploadResult } from '../shared/margin-price.mapping';
import { pageOf } from '../shared/page.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The margin grid of src/api/margin-prices.api.ts: its pages and the upload of a grid file. */
@injectable()
export class ApiMarginPriceGateway implements MarginPriceGateway {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery, signal?: AbortSignal): Promise<Page<MarginPrice>> {
    return pageOf(await this.api.call(marginPricesApi.listMarginPrices, { list: query, signal }), toMarginPrice);
  }

  async scenarioUids(): Promise<ReadonlySet<string>> {
    return new Set((await this.api.call(marginPricesApi.listMarginScenarios)).list.map((s) => s.uid));
  }

  async upload(file: Blob, fileName: string): Promise<MarginUploadResult> {
    const form = marginUploadForm(file, fileName);
    return toMarginUploadResult(await this.api.call(marginPricesApi.uploadMarginPrices, { body: form }));
  }
}
