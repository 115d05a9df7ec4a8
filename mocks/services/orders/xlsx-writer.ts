import type { XlsxWriter } from './xlsx-sheet';

/**
 * The services' XLSX writer: `writeXlsx`, whose module (and the zip writer under it) loads with the
 * first XLSX export, so the demo's backend starts without it (docs/performance.md#fast-on-a-phone).
 */
export const writeXlsxOnDemand: XlsxWriter = async (rows, sheet) =>
  (await import('./xlsx-sheet')).writeXlsx(rows, sheet);
