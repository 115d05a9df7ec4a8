import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import {
  marginCsvModel,
  marginCsvOf,
  parseMarginCsv,
  type MarginCsvResult,
} from '../../domain/margin-prices/margin-csv';
import type { MarginPriceGateway } from './margin-price-gateway.port';

/** The reseller's grid as it is read and replaced: the plain reads and writes of the margin prices. */
export class MarginGrid {
  constructor(private readonly gateway: Pick<MarginPriceGateway, 'list' | 'upload'>) {}
  list(query: ListQuery, signal?: AbortSignal): Promise<Page<MarginPrice>> {
    return this.gateway.list(query, signal);
  }
  /** Replaces the whole grid; a refused file's ValidationError names every bad line, and nothing is applied. */
  upload(file: Blob, fileName: string): Promise<MarginUploadResult> {
    return this.gateway.upload(file, fileName);
  }
}

/**
 * The file a reseller chose, read for the preview: every row with the bad lines marked, an unknown
 * scenario included, checked against the scenarios the upload accepts (docs/rules.md#margin-price-csv).
 * If those cannot be read, the preview leaves scenarios to the server.
 */
export class PreviewMarginFile {
  constructor(private readonly gateway: Pick<MarginPriceGateway, 'scenarioUids'>) {}

  async execute(file: Blob): Promise<MarginCsvResult> {
    const [text, known] = await Promise.all([file.text(), this.gateway.scenarioUids().catch(() => null)]);
    return parseMarginCsv(text, known ? (uid) => known.has(uid) : undefined);
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

/** The reseller's whole current grid as a CSV file to edit and upload again, every page read. */
export class CurrentMarginGrid {
  constructor(private readonly gateway: Pick<MarginPriceGateway, 'list'>) {}
  async execute(): Promise<string> {
    const size = 100;
    const prices: MarginPrice[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.gateway.list({ page, size, sort: { field: 'scenarioUid', order: 'asc' } });
      prices.push(...answer.items);
      if (answer.items.length < size || prices.length >= answer.total) break;
    }
    return marginCsvOf(prices);
  }
}
