import type * as v from 'valibot';
import type { Quote, QuoteSummary } from '../../domain/quotes/quote';
import type { quoteDetail, quoteRow } from '../../api/quotes.api';

/** One row of GET /admin/quotes (src/api/quotes.api.ts) in the domain's words. */
export function toQuoteSummary(d: v.InferOutput<typeof quoteRow>): QuoteSummary {
  return {
    id: d.id,
    status: d.status,
    reference: d.reference,
    internalReference: d.internalReference,
    resellerId: d.resellerId,
    company: d.user.company,
    scenario: d.scenario.name,
    price: d.price,
    resalePrice: d.resalePrice,
    quantityPerSeries: d.quantityPerSeries,
    seriesCount: d.seriesCount,
    frontUser: d.frontUser,
    createdAt: d.createdAt,
    orderId: d.orderId,
  };
}

/** GET /admin/quotes/{id}, and the answer of the upload and validate calls. */
export function toQuote(d: v.InferOutput<typeof quoteDetail>): Quote {
  return {
    ...toQuoteSummary(d),
    seriesCount: d.series.length,
    weight: d.weight,
    width: d.width,
    height: d.height,
    diameter: d.diameter,
    application: d.application,
    coreSize: d.coreSize,
    quantityPerRoll: d.quantityPerRoll,
    shape: d.shape?.name ?? null,
    series: d.series.map((s) => ({
      ...s,
      file: s.file ? { ...s.file, ref: { owner: 'quote', quoteId: d.id, seriesId: s.id } } : null,
    })),
  };
}

/** `uploadQuoteSeriesFile`: POST /quote_series/{id}/file takes the file, the series id and the file's name. */
export function seriesForm(seriesId: number, file: File): FormData {
  const form = new FormData();
  form.set('file', file, file.name);
  form.set('id', String(seriesId));
  form.set('name', file.name);
  return form;
}
