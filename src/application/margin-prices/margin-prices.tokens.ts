import { token } from '../shared/token';
import type { CurrentMarginGrid, MarginCsvModel, MarginGrid, PreviewMarginFile } from './margin-prices.use-cases';

/** The margin grid's use cases (margin-prices.use-cases.ts). */
export interface MarginPriceUseCases {
  readonly grid: MarginGrid;
  readonly preview: PreviewMarginFile;
  readonly csvModel: MarginCsvModel;
  readonly currentGrid: CurrentMarginGrid;
}

export const MARGIN_PRICES = token<MarginPriceUseCases>('marginPrices');
