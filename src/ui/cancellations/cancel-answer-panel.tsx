import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAnswerResult } from '../../application/cancellations/cancellations.use-cases';
import { canAnswerCancellation, type CancelAnswer, type CancelRequestRow } from '../../domain/requests/requests';
import { useScreens } from '../app/use-cases';
import { BulkChoice } from '../shared/list/bulk-choice';
import { useConfirm } from '../shared/confirm-dialog';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { recordRef } from '../shared/live/live-changes';
import { SelectionSummary, type SelectionActions } from '../shared/list/row-selection';

/**
 * The cancellation requests' selection panel (docs/screens.md#cancellation-requests): the count, an answer
 * (approve or refuse) offered while at least one selected request waits for one, a confirmation. Afterwards the
 * requests answered leave the selection; the others stay selected, each reported with its reason.
 */
export function CancelAnswerPanel({
  selected,
  actions,
  onResults,
}: {
  selected: readonly CancelRequestRow[];
  actions: SelectionActions;
  onResults: (results: readonly BulkAnswerResult[]) => void;
}) {
  const { t } = useTranslation();
  const { cancellations } = useScreens();
  const [dialog, confirm] = useConfirm();
  const [answer, setAnswer] = useState<CancelAnswer | ''>('');
  const pending = selected.filter(canAnswerCancellation).length;
  // The lists, the orders' pages and the sidebar's counts load again once; the events echoing it add no load.
  const write = useWrite({
    run: ({ requests, to }: { requests: readonly CancelRequestRow[]; to: CancelAnswer }) =>
      cancellations.answerMany.execute(requests, to),
    changes: ({ requests }) =>
      requests.flatMap((r) => [recordRef('cancel-request', r.id), recordRef('order', r.order.id)]),
    invalidates: (_, { requests }) => [
      queryKeys.list('cancel-requests'),
      queryKeys.list('orders'),
      queryKeys.counts(),
      ...requests.map((r) => queryKeys.record(recordRef('order', r.order.id))),
    ],
    onDone: (results) => {
      onResults(results);
      actions.keep(results.filter((r) => !r.ok).map((r) => r.id));
    },
  });

  const apply = async () => {
    if (answer === '') return;
    const key = answer === 'approved' ? 'approve' : 'refuse';
    const ok = await confirm({
      title: t(`requests.cancel.bulk.${key}Title`, { count: selected.length }),
      body: t(`requests.cancel.bulk.${key}`, { count: selected.length }),
      confirmText: t(`requests.cancel.actions.${key}`),
      cancelText: t('requests.cancel.confirm.keep'),
      intent: answer === 'approved' ? 'success' : 'danger',
    });
    if (ok) write.mutate({ requests: selected, to: answer });
  };

  return (
    <SelectionSummary
      count={t('requests.cancel.bulk.count', { count: selected.length })}
      clearText={t('requests.cancel.bulk.clear')}
      onClear={actions.clear}
    >
      <BulkChoice
        id="bulk-answer"
        label={t('requests.cancel.bulk.answer')}
        placeholder={t('requests.cancel.bulk.chooseAnswer')}
        options={
          pending
            ? [
                { value: 'approved', label: t('requests.cancel.actions.approve') },
                { value: 'unapproved', label: t('requests.cancel.actions.refuse') },
              ]
            : []
        }
        value={pending ? answer : ''}
        onChange={(value) => setAnswer(value as CancelAnswer | '')}
        none={t('requests.cancel.bulk.noneWaiting', { count: selected.length })}
        applyText={t('requests.cancel.bulk.apply')}
        busy={write.isPending}
        onApply={() => void apply()}
      />
      {dialog}
    </SelectionSummary>
  );
}
