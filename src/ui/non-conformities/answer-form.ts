import type { QuoteSeries } from '../../domain/orders/order';
import type { NonConformityRow } from '../../domain/requests/requests';

/** One series in the 'send new file' modal, as the reseller sees it. */
export interface SeriesUpload {
  /** The series as the server last answered it (its new file once uploaded). */
  readonly series: QuoteSeries;
  /** Its new file is being sent. */
  readonly uploading: boolean;
  /** Given a new file in this modal. */
  readonly uploaded: boolean;
  /** Given a new file before this modal was opened. */
  readonly replacedBefore: boolean;
}

export interface AnswerForm {
  readonly series: readonly SeriesUpload[];
}

export type AnswerFormAction =
  | { readonly type: 'start'; readonly seriesId: number }
  | { readonly type: 'done'; readonly series: QuoteSeries }
  | { readonly type: 'failed'; readonly seriesId: number };

export function initialAnswerForm(row: Pick<NonConformityRow, 'order' | 'replacedSeries'>): AnswerForm {
  const replaced = new Set(row.replacedSeries);
  return {
    series: row.order.series.map((series) => ({
      series,
      uploading: false,
      uploaded: false,
      replacedBefore: replaced.has(series.id),
    })),
  };
}

function update(form: AnswerForm, seriesId: number, change: Partial<SeriesUpload>): AnswerForm {
  return { series: form.series.map((entry) => (entry.series.id === seriesId ? { ...entry, ...change } : entry)) };
}

/** The server's answer to a series' new file replaces the series; a refused file changes nothing. */
export function answerFormReducer(form: AnswerForm, action: AnswerFormAction): AnswerForm {
  switch (action.type) {
    case 'start':
      return update(form, action.seriesId, { uploading: true });
    case 'done':
      return update(form, action.series.id, { series: action.series, uploading: false, uploaded: true });
    case 'failed':
      return update(form, action.seriesId, { uploading: false });
  }
}

/** The series given a new file in this modal (the answer's `uploadedNow`). */
export const uploadedNow = (form: AnswerForm): number[] =>
  form.series.filter((entry) => entry.uploaded).map((entry) => entry.series.id);

export const isUploading = (form: AnswerForm): boolean => form.series.some((entry) => entry.uploading);

/**
 * docs/screens.md#non-conforming-orders: closing after files were added (or while one is being
 * sent) without submitting asks first.
 */
export const needsCloseConfirmation = (form: AnswerForm): boolean => isUploading(form) || uploadedNow(form).length > 0;
