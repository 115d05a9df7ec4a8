import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import { toListParams } from '../shared/list-params';
import { marginUploadForm, toMarginPrice, toMarginUploadResult } from '../shared/margin-price.dto';
import { toPage } from '../shared/page.dto';
import type { MemoryCaller } from './memory-caller';

export class MemoryMarginPriceGateway implements MarginPriceGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.margePrices;
  }

  async list(query: ListQuery): Promise<Page<MarginPrice>> {
    return toPage(await this.caller.authed((ctx) => this.service.list(ctx, toListParams(query))), toMarginPrice);
  }

  async upload(file: Blob, fileName: string): Promise<MarginUploadResult> {
    // The same multipart form the HTTP adapter sends.
    const form = marginUploadForm(file, fileName);
    return toMarginUploadResult(await this.caller.authed((ctx) => this.service.upload(ctx, form)));
  }
}
