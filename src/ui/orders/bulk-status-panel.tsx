import { Select } from '../shared/app-select';
import { BulkChoice } from '../shared/list/bulk-choice';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkStatusResult, OrderSummary } from '../../domain/orders/order';
import { bulkTargets, type OrderStatusId } from '../../domain/orders/order-status';
import { useScreens } from '../app/use-cases';
import { useConfirm } from '../shared/confirm-dialog';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { recordRef } from '../shared/live/live-changes';
import { SelectionSummary, type SelectionActions } from '../shared/list/row-selection';

/**
 * The selection panel of docs/screens.md#orders: the count, an action ('change status'), a status among those at
 * least one selected order may take, a confirmation. Afterwards the orders moved leave the selection, the list
 * reloads, and the refused ones stay selected, each reported with its reason.
 */
export function BulkStatusPanel({
  selected,
  actions,
  onResults,
}: {
  selected: readonly OrderSummary[];
  actions: SelectionActions;
  onResults: (results: readonly BulkStatusResult[]) => void;
}) {
  const { t } = useTranslation();
  const { orders } = useScreens();
  const [dialog, confirm] = useConfirm();
  const [action, setAction] = useState<'' | 'status'>('');
  const [picked, setPicked] = useState<OrderStatusId | ''>('');
  const targets = useMemo(() => bulkTargets(selected.map((o) => o.status.id)), [selected]);
  // A status no order of the selection may take any more (the selection changed) is no longer chosen.
  const status = picked !== '' && targets.includes(picked) ? picked : '';
  // The orders' list and pages load again once; the events echoing this change add no load.
  const change = useWrite({
    run: ({ ids, to }: { ids: readonly number[]; to: OrderStatusId }) => orders.changeStatuses.execute(ids, to),
    changes: ({ ids }) => ids.map((id) => recordRef('order', id)),
    invalidates: (_, { ids }) => [
      queryKeys.list('orders'),
      ...ids.map((id) => queryKeys.record(recordRef('order', id))),
    ],
    onDone: (results) => {
      onResults(results);
      actions.keep(results.filter((r) => !r.ok).map((r) => r.id));
    },
  });

  const apply = async () => {
    if (status === '') return;
    const ok = await confirm({
      title: t('orders.bulk.confirmTitle', { count: selected.length }),
      body: t('orders.bulk.confirmBody', { count: selected.length, status: t(`orders.status.${status}`) }),
    });
    if (ok) change.mutate({ ids: selected.map((o) => o.id), to: status });
  };

  return (
    <SelectionSummary
      count={t('orders.bulk.count', { count: selected.length })}
      clearText={t('orders.bulk.clear')}
      onClear={actions.clear}
    >
      <label htmlFor="bulk-action" className="visually-hidden">
        {t('orders.bulk.action')}
      </label>
      <Select
        id="bulk-action"
        value={action}
        onChange={(event) => setAction(event.currentTarget.value as '' | 'status')}
        options={[
          { value: '', label: t('orders.bulk.chooseAction') },
          { value: 'status', label: t('orders.bulk.changeStatus') },
        ]}
      />
      {action === 'status' ? (
        <BulkChoice
          id="bulk-status"
          label={t('orders.bulk.newStatus')}
          placeholder={t('orders.bulk.chooseStatus')}
          options={targets.map((id) => ({ value: String(id), label: t(`orders.status.${id}`) }))}
          value={String(status)}
          onChange={(value) => setPicked(value === '' ? '' : (Number(value) as OrderStatusId))}
          none={t('orders.bulk.noTarget', { count: selected.length })}
          applyText={t('orders.bulk.apply')}
          busy={change.isPending}
          onApply={() => void apply()}
        />
      ) : null}
      {dialog}
    </SelectionSummary>
  );
}
