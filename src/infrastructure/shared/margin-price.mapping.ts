import type { MarginPriceWire, MarginUploadWire } from '../../api/margin-prices.api';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';

export function toMarginPrice(d: MarginPriceWire): MarginPrice {
  return { scenarioUid: d.scenario.uid, quantity: d.quantity, marge: d.marge, createdAt: d.createdAt };
}

export function toMarginUploadResult(d: MarginUploadWire): MarginUploadResult {
  return { imported: d.imported };
}

/** The multipart body of uploadMarginPrices: the grid file under `file`. */
export function marginUploadForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}
