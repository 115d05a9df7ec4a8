import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';
import type { ListQuery, Page } from '../../domain/shared/page';
import { token } from '../shared/token';

/** The reseller's margin grid (`listMarginPrices`, `uploadMarginPrices`: GET and POST /reseller_marge_prices). */
export interface MarginPriceGateway {
  list(query: ListQuery, signal?: AbortSignal): Promise<Page<MarginPrice>>;
  /**
   * Replaces the whole grid with a CSV file. A refused file rejects with a ValidationError whose
   * errors name every bad line (`line 3`); nothing is applied then.
   */
  upload(file: Blob, fileName: string): Promise<MarginUploadResult>;
  /** The scenario uids a grid line may name: those the upload accepts. */
  scenarioUids(): Promise<ReadonlySet<string>>;
}

export const MARGIN_PRICE_GATEWAY = token<MarginPriceGateway>('MarginPriceGateway');
