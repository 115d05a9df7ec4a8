import { token } from '../shared/token';
import type {
  DownloadQuoteFile,
  ExportQuotes,
  ListQuotes,
  UploadQuoteSeriesFile,
  ValidateQuote,
} from './quotes.use-cases';

/** Injection tokens of the quote screens' use cases (quotes.use-cases.ts), loaded on first call. */
export const QUOTES = {
  list: token<ListQuotes>('quotes.list'),
  validate: token<ValidateQuote>('quotes.validate'),
  uploadSeriesFile: token<UploadQuoteSeriesFile>('quotes.uploadSeriesFile'),
  export: token<ExportQuotes>('quotes.export'),
  downloadFile: token<DownloadQuoteFile>('quotes.downloadFile'),
} as const;
