import { token } from '../shared/token';
import type { CurrentMarginGrid, MarginCsvModel, PreviewMarginFile } from './margin-prices.use-cases';

/** Injection tokens of the margin grid's use cases (margin-prices.use-cases.ts). */
export const MARGIN_PRICES = {
  preview: token<PreviewMarginFile>('marginPrices.preview'),
  csvModel: token<MarginCsvModel>('marginPrices.csvModel'),
  currentGrid: token<CurrentMarginGrid>('marginPrices.currentGrid'),
} as const;
