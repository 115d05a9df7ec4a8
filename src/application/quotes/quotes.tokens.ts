/** Injection tokens of the quote screens' use cases (quotes.use-cases.ts), loaded on first call. */
export const QUOTES = {
  list: Symbol.for('quotes.list'),
  detail: Symbol.for('quotes.detail'),
  validate: Symbol.for('quotes.validate'),
  uploadSeriesFile: Symbol.for('quotes.uploadSeriesFile'),
  export: Symbol.for('quotes.export'),
  downloadFile: Symbol.for('quotes.downloadFile'),
} as const;
