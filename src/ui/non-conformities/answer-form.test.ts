import { describe, expect, it } from 'vitest';
import type { QuoteSeries } from '../../domain/orders/order';
import type { NonConformityRow } from '../../domain/requests/requests';
import {
  answerFormReducer,
  initialAnswerForm,
  isUploading,
  needsCloseConfirmation,
  uploadedNow,
  type AnswerForm,
  type AnswerFormAction,
} from './answer-form';

const series = (id: number, file: string | null): QuoteSeries => ({
  id,
  name: `Série ${id}`,
  quantity: 100,
  file: file
    ? { name: file, url: `/files/${id}`, ref: { owner: 'order', orderId: 1, kind: 'series', seriesId: id } }
    : null,
});

const row: Pick<NonConformityRow, 'order' | 'replacedSeries'> = {
  order: {
    id: 1042,
    internalReference: 'CMD-1042',
    status: { id: 5, name: 'Non conforme', extId: 5 },
    series: [series(1, 'old-1.pdf'), series(2, 'old-2.pdf'), series(3, null)],
  },
  replacedSeries: [2],
};

const run = (form: AnswerForm, ...actions: AnswerFormAction[]) => actions.reduce(answerFormReducer, form);

describe('the send-new-file modal', () => {
  it('starts with every series of the order, marking the ones replaced earlier', () => {
    const form = initialAnswerForm(row);
    expect(form.series.map((entry) => [entry.series.id, entry.replacedBefore])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(uploadedNow(form)).toEqual([]);
    expect(isUploading(form)).toBe(false);
    expect(needsCloseConfirmation(form)).toBe(false);
  });

  it('replaces the series with the server’s answer once its file is sent', () => {
    const sending = run(initialAnswerForm(row), { type: 'start', seriesId: 3 });
    expect(isUploading(sending)).toBe(true);
    const form = run(sending, { type: 'done', series: series(3, 'nouveau.pdf') });
    expect(form.series[2]?.series.file?.name).toBe('nouveau.pdf');
    expect(form.series.map((entry) => entry.series.file?.name ?? null)).toEqual([
      'old-1.pdf',
      'old-2.pdf',
      'nouveau.pdf',
    ]);
    expect(uploadedNow(form)).toEqual([3]);
    expect(isUploading(form)).toBe(false);
  });

  it('leaves a series as it was when its file is refused', () => {
    const form = run(initialAnswerForm(row), { type: 'start', seriesId: 1 }, { type: 'failed', seriesId: 1 });
    expect(form).toEqual(initialAnswerForm(row));
  });

  it('counts each series once, however many files it was sent', () => {
    const form = run(
      initialAnswerForm(row),
      { type: 'done', series: series(1, 'a.pdf') },
      { type: 'done', series: series(1, 'b.pdf') },
    );
    expect(uploadedNow(form)).toEqual([1]);
    expect(form.series[0]?.series.file?.name).toBe('b.pdf');
  });

  it('asks before closing once a file was added or while one is being sent', () => {
    const sending = run(initialAnswerForm(row), { type: 'start', seriesId: 1 });
    expect(needsCloseConfirmation(sending)).toBe(true);
    expect(needsCloseConfirmation(run(sending, { type: 'failed', seriesId: 1 }))).toBe(false);
    expect(needsCloseConfirmation(run(sending, { type: 'done', series: series(1, 'a.pdf') }))).toBe(true);
  });
});
