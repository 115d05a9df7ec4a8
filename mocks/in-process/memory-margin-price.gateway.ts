import type { MarginPriceGateway } from '../../src/application/margin-prices/margin-price-gateway.port';
import type { MarginPrice, MarginUploadResult } from '../../src/domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { marginPricesApi } from '../../src/api/margin-prices.api';
import {
  marginUploadForm,
  toMarginPrice,
  toMarginUploadResult,
} from '../../src/infrastructure/shared/margin-price.mapping';
import { pageOf } from '../../src/infrastructure/shared/page.mapping';
import type { MemoryCaller } from './memory-caller';

/** The margin grid by direct calls to the mock backend, parsed and mapped as the HTTP adapter does. */
export class MemoryMarginPriceGateway implements MarginPriceGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.marginPrices;
  }

  async list(query: ListQuery, signal?: AbortSignal): Promise<Page<MarginPrice>> {
    signal?.throwIfAborted();
    const answer = await this.caller.answer(marginPricesApi.listMarginPrices, (ctx) => this.service.list(ctx, query));
    return pageOf(answer, toMarginPrice);
  }

  async scenarioUids(): Promise<ReadonlySet<string>> {
    const answer = await this.caller.answer(marginPricesApi.listMarginScenarios, (ctx) => this.service.scenarios(ctx));
    return new Set(answer.list.map((s) => s.uid));
  }

  async upload(file: Blob, fileName: string): Promise<MarginUploadResult> {
    // The same multipart form the HTTP adapter sends.
    const form = marginUploadForm(file, fileName);
    return toMarginUploadResult(
      await this.caller.answer(marginPricesApi.uploadMarginPrices, (ctx) => this.service.upload(ctx, form)),
    );
  }
}
