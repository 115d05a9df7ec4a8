import { token } from '../shared/token';
import type {
  ListMarginPrices,
  MarginCsvModel,
  PreviewMarginFile,
  UploadMarginPrices,
} from './margin-prices.use-cases';

/** Injection tokens of the margin grid's use cases (margin-prices.use-cases.ts). */
export const MARGIN_PRICES = {
  list: token<ListMarginPrices>('marginPrices.list'),
  preview: token<PreviewMarginFile>('marginPrices.preview'),
  upload: token<UploadMarginPrices>('marginPrices.upload'),
  csvModel: token<MarginCsvModel>('marginPrices.csvModel'),
} as const;
