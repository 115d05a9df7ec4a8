import { marginCsvModel, parseMarginCsv, type MarginCsvResult } from '../../domain/margin-prices/margin-csv';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { MarginPriceGateway } from './margin-price-gateway.port';

export class ListMarginPrices {
  constructor(private readonly gateway: Pick<MarginPriceGateway, 'list'>) {}
  execute(query: ListQuery): Promise<Page<MarginPrice>> {
    return this.gateway.list(query);
  }
}

/**
 * The file a reseller chose, read for the preview: every row with the bad lines marked. The
 * preview cannot know the scenarios (the server checks them), so it may accept what the server refuses.
 */
export class PreviewMarginFile {
  async execute(file: Blob): Promise<MarginCsvResult> {
    return parseMarginCsv(await file.text());
  }
}

/** Sends the grid file; the server replaces the whole grid or refuses the whole file. */
export class UploadMarginPrices {
  constructor(private readonly gateway: Pick<MarginPriceGateway, 'upload'>) {}
  execute(file: Blob, fileName: string): Promise<MarginUploadResult> {
    return this.gateway.upload(file, fileName);
  }
}

/** The CSV model to download, with one of the reseller's own scenarios as the example. */
export class MarginCsvModel {
  constructor(private readonly gateway: Pick<MarginPriceGateway, 'list'>) {}
  async execute(): Promise<string> {
    const page = await this.gateway.list({ page: 1, size: 1 }).catch(() => null);
    const uid = page?.items[0]?.scenarioUid;
    return marginCsvModel(uid ? [uid] : undefined);
  }
}
