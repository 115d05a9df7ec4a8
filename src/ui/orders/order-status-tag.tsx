import { useTranslation } from 'react-i18next';
import type { OrderStatusRef } from '../../domain/orders/order';
import { STATUS_COLOUR } from '../../domain/orders/order-status';

/** The colour and name of an order's status (docs/rules.md#order-statuses). */
function StatusBadge({ status, label }: { status: OrderStatusRef; label: string }) {
  return (
    <span className={`order-status order-status--${STATUS_COLOUR[status.id]}`} title={label}>
      {label}
    </span>
  );
}

/** The badge, named in the user's language (a list passes `label` to spare a hook per row). */
export function OrderStatusTag({ status, label }: { status: OrderStatusRef; label?: string }) {
  return label === undefined ? <TranslatedStatus status={status} /> : <StatusBadge status={status} label={label} />;
}

function TranslatedStatus({ status }: { status: OrderStatusRef }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} label={t(`orders.status.${status.id}`, { defaultValue: status.name })} />;
}
