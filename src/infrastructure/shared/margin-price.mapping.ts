import * as v from 'valibot';
import type { MarginPrice, MarginUploadResult } from '../../domain/margin-prices/margin-price';

const marginPriceDtoSchema = v.object({
  scenario: v.object({ uid: v.string() }),
  quantity: v.number(),
  marge: v.number(),
  createdAt: v.string(),
});

export function toMarginPrice(dto: unknown): MarginPrice {
  const d = v.parse(marginPriceDtoSchema, dto);
  return { scenarioUid: d.scenario.uid, quantity: d.quantity, marge: d.marge, createdAt: d.createdAt };
}

export function toMarginUploadResult(dto: unknown): MarginUploadResult {
  return v.parse(v.object({ imported: v.number() }), dto);
}

/** The multipart body of POST /reseller_marge_prices. */
export function marginUploadForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}
