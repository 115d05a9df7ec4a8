import { Button } from '@blueprintjs/core';
import { Select } from '../shared/app-select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListContext } from '../shared/list/list-controller';
import type { ChangeOrdersStatus } from '../../application/orders/orders.use-cases';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { BulkStatusResult, OrderSummary } from '../../domain/orders/order';
import { ORDER_STATUSES, type OrderStatusId } from '../../domain/orders/order-status';
import { useInjected } from '../app/container-context';
import { useConfirm } from '../shared/confirm-dialog';
import { useNotify } from '../shared/use-notify';

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
  const { refresh } = useListContext();
  const change = useInjected<ChangeOrdersStatus>(ORDERS.changeStatuses);
  const { notifyError } = useNotify();
  const [dialog, confirm] = useConfirm();
  const [action, setAction] = useState<'' | 'status'>('');
  const [status, setStatus] = useState<OrderStatusId | ''>('');
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (status === '') return;
    const ok = await confirm({
      title: t('orders.bulk.confirmTitle', { count: selected.length }),
      body: t('orders.bulk.confirmBody', { count: selected.length, status: t(`orders.status.${status}`) }),
    });
    if (!ok) return;
    setBusy(true);
    try {
      onResults(
        await change.execute(
          selected.map((o) => o.id),
          status,
        ),
      );
      clear();
      void refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
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
            loading={busy}
            onClick={() => void apply()}
          />
        </>
      ) : null}
      <Button variant="minimal" text={t('orders.bulk.clear')} onClick={clear} />
      {dialog}
    </div>
  );
}
