import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotFoundError } from '../../domain/shared/errors';
import { formatDateTime } from '../../domain/shared/format';
import type { Column } from '../shared/list/list-page';
import { ListFilters, type StatusOption } from '../shared/list/list-filters';
import type { ListUrlState } from '../shared/list/use-list-url-state';
import { noteOwnWrite } from '../shared/data/own-writes';
import { queryKeys } from '../shared/data/query-keys';
import { recordRef } from '../shared/live/live-changes';
import { LongText } from '../shared/long-text';
import { useNotify } from '../shared/use-notify';

/** What both request lists show first of a row. */
interface RequestRow {
  readonly id: number;
  readonly createdAt: string;
  readonly company: string | null;
  readonly order: { readonly id: number; readonly internalReference: string };
}

/** The order a request is about: a link to its page, with its internal reference. */
function OrderCell({ order }: { order: RequestRow['order'] }) {
  const { t } = useTranslation();
  return (
    <span className="request-order">
      <Link href={`/order/show/${order.id}`} aria-label={t('requests.orderLink', { id: order.id })}>
        {order.id}
      </Link>
      <span>{order.internalReference}</span>
    </span>
  );
}

/**
 * A free text written by a person: three lines at most, then an ellipsis, the whole text in its title;
 * an empty one reads 'none' (plain: muted text fails contrast on striped rows).
 */
export function CommentCell({ text }: { text: string | null }) {
  const { t } = useTranslation();
  return <span className="request-comment">{text ? <LongText text={text} lines={3} /> : t('common.none')}</span>;
}

/** Both request lists' filter: their states, kept in the URL (`?status[]=pending`), and a reset. */
export function RequestStateFilter({
  state,
  idPrefix,
  states,
}: {
  state: ListUrlState;
  idPrefix: string;
  states: readonly StatusOption[];
}) {
  return (
    <ListFilters
      state={state}
      i18nPrefix="requests.filters"
      idPrefix={idPrefix}
      statuses={states}
      pickers={false}
      dates={false}
    />
  );
}

/** The first columns of both request lists: number, creation, company (staff only), order. */
export function requestColumns<T extends RequestRow>(staff: boolean): Column<T>[] {
  const all: (Column<T> | null)[] = [
    { key: 'id', labelKey: 'requests.fields.id', sortField: 'id', oneLine: true, render: (r) => r.id },
    {
      key: 'createdAt',
      labelKey: 'requests.fields.createdAt',
      sortField: 'createdAt',
      oneLine: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    staff ? { key: 'company', labelKey: 'requests.fields.company', render: (r) => r.company ?? '' } : null,
    { key: 'order', labelKey: 'requests.fields.order', oneLine: true, render: (r) => <OrderCell order={r.order} /> },
  ];
  return all.filter((c): c is Column<T> => c !== null);
}

/**
 * A row's action once confirmed: the row shows busy, a failure is told (a missing request has had
 * the 'Error' toast of docs/screens.md#errors-and-notices from the use case already), and what it
 * changes loads again either way, once: the list, the request's order, the sidebar's counts (an
 * answer leaves one request fewer waiting: docs/product.md#what-the-sidebar-counts).
 */
export function useRowAction(list: 'cancel-requests' | 'non-conformities') {
  const client = useQueryClient();
  const { notifyError } = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (row: RequestRow, call: () => Promise<unknown>): Promise<void> => {
    setBusy(row.id);
    noteOwnWrite([
      recordRef(list === 'cancel-requests' ? 'cancel-request' : 'non-conformity', row.id),
      recordRef('order', row.order.id),
    ]);
    try {
      await call();
    } catch (error) {
      if (!(error instanceof NotFoundError)) notifyError(error);
    } finally {
      setBusy(null);
      for (const queryKey of [
        queryKeys.list(list),
        queryKeys.list('orders'),
        queryKeys.record(recordRef('order', row.order.id)),
        queryKeys.counts(),
      ])
        void client.invalidateQueries({ queryKey });
    }
  };
  return { busy, run };
}
