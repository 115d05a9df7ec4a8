import { Button } from '@blueprintjs/core';
import { Select } from '../shared/app-select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkStatusResult, OrderSummary } from '../../domain/orders/order';
import { ORDER_STATUSES, type OrderStatusId } from '../../domain/orders/order-status';
import { useScreens } from '../app/use-cases';
import { useConfirm } from '../shared/confirm-dialog';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { recordRef } from '../shared/live/live-changes';

/** The statuses an admin can give by hand (never 4 or 5: requests give those). */
const TARGETS = ORDER_STATUSES.filter((s) => s !== 0 && s !== 4 && s !== 5);

/**
 * The selection panel of docs/screens.md#orders: the count, an action ('change status'), a status, a confirmation.
 * Afterwards the selection clears, the list reloads and each refusal is reported with its reason.
 */
export function BulkStatusPanel({
  selected,
  clear,
  onResults,
}: {
  selected: readonly OrderSummary[];
  clear: () => void;
  onResults: (results: readonly BulkStatusResult[]) => void;
}) {
  const { t } = useTranslation();
  const { orders } = useScreens();
  const [dialog, confirm] = useConfirm();
  const [action, setAction] = useState<'' | 'status'>('');
  const [status, setStatus] = useState<OrderStatusId | ''>('');
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
      clear();
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
    <div className="bulk-panel">
      <strong role="status">{t('orders.bulk.count', { count: selected.length })}</strong>
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
        <>
          <label htmlFor="bulk-status" className="visually-hidden">
            {t('orders.bulk.newStatus')}
          </label>
          <Select
            id="bulk-status"
            value={status}
            onChange={(event) =>
              setStatus(event.currentTarget.value === '' ? '' : (Number(event.currentTarget.value) as OrderStatusId))
            }
            options={[
              { value: '', label: t('orders.bulk.chooseStatus') },
              ...TARGETS.map((id) => ({ value: id, label: t(`orders.status.${id}`) })),
            ]}
          />
          <Button
            intent="primary"
            text={t('orders.bulk.apply')}
            disabled={status === ''}
            loading={change.isPending}
            onClick={() => void apply()}
          />
        </>
      ) : null}
      <Button variant="minimal" text={t('orders.bulk.clear')} onClick={clear} />
      {dialog}
    </div>
  );
}
