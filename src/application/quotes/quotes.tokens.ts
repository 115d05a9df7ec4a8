import { token } from '../shared/token';
import type {
  DownloadQuoteFile,
  ExportQuotes,
  GetQuote,
  ListQuotes,
  UploadQuoteSeriesFile,
  ValidateQuote,
} from './quotes.use-cases';

/** The quote screens' use cases (quotes.use-cases.ts). */
export interface QuoteUseCases {
  readonly list: ListQuotes;
  readonly get: GetQuote;
  readonly validate: ValidateQuote;
  readonly uploadSeriesFile: UploadQuoteSeriesFile;
  readonly export: ExportQuotes;
  readonly downloadFile: DownloadQuoteFile;
}

export const QUOTES = token<QuoteUseCases>('quotes');
