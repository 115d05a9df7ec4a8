import { recordRef } from '../shared/live/live-changes';
import { LiveMarker } from '../shared/live/live-marker';
import { Button, Classes, Spinner } from '@blueprintjs/core';
import { BanCircleIcon, CloudDownloadIcon, EyeOpenIcon, RefreshIcon } from '@blueprintjs/icons';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation } from 'wouter';
import {
  mayAskCancellation,
  ORDER_EXPORT_PROPERTIES,
  type BulkStatusResult,
  type OrderExportProperty,
  type OrderSummary,
} from '../../domain/orders/order';
import { ORDER_STATUSES } from '../../domain/orders/order-status';
import type { OrderFilter } from '../../domain/orders/order-filter';
import { formatCm, formatDate, formatDateTime, formatMoney, isLocale } from '../../domain/shared/format';
import { PAGE_SIZES, type ListQuery } from '../../domain/shared/page';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { useListExport, type ExportConfig } from '../shared/export/export-dialog';
import { ListFilters } from '../shared/list/list-filters';
import { toOrderFilter, type FilterSet } from '../shared/list/list-filters-url';
import type { ListUrlQuery } from '../shared/list/use-list-url-state';
import { useSuggestions } from './use-suggestions';
import { useListController } from '../shared/list/list-controller';
import { ListPage, type Column } from '../shared/list/list-page';
import { BulkRefusals } from '../shared/list/bulk-refusals';
import { SelectionSummary } from '../shared/list/row-selection';
import type { ListCardLayout } from '../shared/list/list-cards';
import { useNotify } from '../shared/use-notify';
import { BulkStatusPanel } from './bulk-status-panel';
import { CancelDialog } from '../cancellations/cancel-dialog';
import { OrderStatusTag } from './order-status-tag';
import { saveFile } from './save-file';
import './orders.css';

/** The order list filters by status, scenario, reseller and dates (docs/screens.md#orders). */
const ORDER_FILTERS: FilterSet = { statuses: true, scenarios: true, resellers: true, dates: true };

/** An order as a card on a phone (docs/screens.md#on-a-phone). */
const ORDER_CARD: ListCardLayout = {
  title: 'id',
  badge: 'status',
  fields: ['internalReference', 'company', 'createdAt', 'estimatedAt', 'total'],
};

/** The URL's list state → the orders' query. */
function toOrdersQuery({ filters, ...query }: ListUrlQuery): ListQuery<OrderFilter> {
  return { ...query, filter: toOrderFilter(filters, ORDER_FILTERS) };
}

function Carrier({ order }: { order: OrderSummary }) {
  if (!order.tracking.length) return null;
  return (
    <span className="tracking-links">
      {order.tracking.map((entry) =>
        entry.url ? (
          <a key={entry.reference} href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.carrier}
            <span className="visually-hidden"> {entry.reference}</span>
          </a>
        ) : (
          <span key={entry.reference}>{entry.carrier}</span>
        ),
      )}
    </span>
  );
}

/**
 * A translated text with an order's number, translated once per page rather than once per row
 * (a hundred rows render fast): `labelled(t, 'orders.actions.show')(1042)`.
 */
function labelled(t: TFunction, key: string): (id: number) => string {
  const pattern = t(key, { id: '\u0000' });
  return (id) => pattern.replace('\u0000', String(id));
}

/** What every row's buttons need, built once for the page. */
interface RowTools {
  readonly labels: {
    readonly show: (id: number) => string;
    readonly sync: (id: number) => string;
    readonly zip: (id: number) => string;
    readonly showShort: string;
    readonly syncShort: string;
    readonly zipShort: string;
    readonly ask: string;
    readonly askFor: (id: number) => string;
    readonly askPending: string;
  };
  /** A reseller's main action on its order: ask to cancel it (docs/screens.md#orders). */
  readonly mayAskCancel: boolean;
  readonly mayResync: boolean;
  readonly mayZip: boolean;
  readonly busy: string | null;
  readonly open: (href: string) => void;
  readonly sync: (order: OrderSummary) => void;
  readonly zip: (order: OrderSummary) => void;
  readonly askCancel: (order: OrderSummary) => void;
}

/** A minimal Blueprint icon button, without the component's per-instance hooks. */
function IconButton({
  icon,
  label,
  title,
  busy,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${Classes.BUTTON} ${Classes.MINIMAL}${busy ? ` ${Classes.LOADING}` : ''}`}
      aria-label={label}
      title={title}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? <Spinner size={16} /> : icon}
    </button>
  );
}

/**
 * A reseller's main action on its order, first in the row's sticky actions (in sight at 1366 px without
 * scrolling sideways) and on its card: "Demander l'annulation" while it may, the request's state once asked.
 */
function AskCancellation({ order, tools }: { order: OrderSummary; tools: RowTools }) {
  const { labels } = tools;
  if (order.cancellationPending) return <span className={Classes.TEXT_MUTED}>{labels.askPending}</span>;
  if (!mayAskCancellation(order)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      intent="danger"
      icon={<BanCircleIcon />}
      text={labels.ask}
      aria-label={labels.askFor(order.id)}
      data-tour="ask-cancellation"
      onClick={() => tools.askCancel(order)}
    />
  );
}

function RowActions({ order, tools }: { order: OrderSummary; tools: RowTools }) {
  const { labels } = tools;
  const href = `/order/show/${order.id}`;
  return (
    <div className="row-actions">
      {tools.mayAskCancel ? <AskCancellation order={order} tools={tools} /> : null}
      <a
        href={href}
        role="button"
        className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
        aria-label={labels.show(order.id)}
        title={labels.showShort}
        onClick={(event) => {
          event.preventDefault();
          tools.open(href);
        }}
      >
        <EyeOpenIcon />
      </a>
      {tools.mayResync ? (
        <IconButton
          icon={<RefreshIcon />}
          label={labels.sync(order.id)}
          title={labels.syncShort}
          busy={tools.busy === `sync:${order.id}`}
          onClick={() => tools.sync(order)}
        />
      ) : null}
      {tools.mayZip ? (
        <IconButton
          icon={<CloudDownloadIcon />}
          label={labels.zip(order.id)}
          title={labels.zipShort}
          busy={tools.busy === `zip:${order.id}`}
          onClick={() => tools.zip(order)}
        />
      ) : null}
    </div>
  );
}

/** The per-order refusals of the last bulk change, until dismissed (the refused orders stay selected). */
function Refusals({ results, onDismiss }: { results: readonly BulkStatusResult[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const refusals = useMemo(
    () =>
      results.flatMap((r) =>
        r.ok ? [] : [{ key: r.id, text: t('orders.bulk.refused', { id: r.id, message: r.message }) }],
      ),
    [results, t],
  );
  return (
    <BulkRefusals
      title={t('orders.bulk.refusedTitle', { count: refusals.length })}
      refusals={refusals}
      dismissText={t('orders.bulk.dismiss')}
      onDismiss={onDismiss}
    />
  );
}

/**
 * The order list of docs/screens.md#orders: filters in the URL, coloured statuses, selection,
 * exports, per-row actions.
 */
export function OrderListPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const session = useSession();
  const user = session.user;
  const readAll = can(user, 'read-all', 'order');
  const changesStatus = can(user, 'change-status', 'order');
  const resyncs = can(user, 'resync-files', 'order');
  const asksCancel = can(user, 'request-cancel', 'order');
  const { orders } = useScreens();
  const { notifyError } = useNotify();
  const suggest = useSuggestions();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const [refusals, setRefusals] = useState<readonly BulkStatusResult[]>([]);
  const controller = useListController<OrderSummary>({
    id: 'orders',
    load: (query, signal) => orders.list.execute(toOrdersQuery(query), signal),
    defaultSort: { field: 'createdAt', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });
  // A synchronisation changes the order's files: its page and the list load again.
  const { mutate: sync } = useWrite({
    run: (order: OrderSummary) => orders.syncFiles.execute(order),
    changes: (order) => [recordRef('order', order.id)],
    invalidates: (_, order) => [queryKeys.list('orders'), queryKeys.record(recordRef('order', order.id))],
    onDone: () => setBusy(null),
  });

  const tools = useMemo<RowTools>(
    () => ({
      labels: {
        show: labelled(t, 'orders.actions.show'),
        sync: labelled(t, 'orders.actions.sync'),
        zip: labelled(t, 'orders.actions.zip'),
        showShort: t('actions.showShort'),
        syncShort: t('orders.actions.syncShort'),
        zipShort: t('orders.actions.zipShort'),
        ask: t('orders.cancel.ask'),
        askFor: labelled(t, 'orders.cancel.askFor'),
        askPending: t('orders.cancel.pending'),
      },
      mayAskCancel: asksCancel,
      mayResync: resyncs,
      mayZip: readAll,
      busy,
      open: navigate,
      sync: (order) => {
        setBusy(`sync:${order.id}`);
        sync(order, { onError: () => setBusy(null) });
      },
      zip: (order) => {
        setBusy(`zip:${order.id}`);
        orders.zip
          .execute(order.id)
          .then(saveFile, (error: unknown) => notifyError(error))
          .finally(() => setBusy(null));
      },
      askCancel: setCancelling,
    }),
    [t, asksCancel, resyncs, readAll, busy, navigate, sync, orders, notifyError],
  );

  const columns = useMemo<Column<OrderSummary>[]>(() => {
    const statusNames = new Map(ORDER_STATUSES.map((id) => [id, t(`orders.status.${id}`)]));
    const all: (Column<OrderSummary> | null)[] = [
      // A row's number opens it (docs/screens.md#orders), as its "see" action does.
      {
        key: 'id',
        labelKey: 'orders.fields.id',
        sortField: 'id',
        oneLine: true,
        render: (o) => <Link href={`/order/show/${o.id}`}>{o.id}</Link>,
      },
      // Second, where a 1366 px screen shows it beside the number (docs/screens.md#orders).
      {
        key: 'status',
        labelKey: 'orders.fields.status',
        sortField: 'status',
        oneLine: true,
        render: (o) => (
          <>
            <OrderStatusTag status={o.status} label={statusNames.get(o.status.id) ?? o.status.name} />
            <LiveMarker record={recordRef('order', o.id)} kind="order" />
          </>
        ),
      },
      {
        key: 'internalReference',
        labelKey: 'orders.fields.internalReference',
        sortField: 'internalReference',
        oneLine: true,
        render: (o) => o.internalReference,
      },
      readAll
        ? { key: 'company', labelKey: 'orders.fields.company', sortField: 'company', render: (o) => o.company ?? '' }
        : null,
      { key: 'scenario', labelKey: 'orders.fields.scenario', sortField: 'scenario', render: (o) => o.scenario.name },
      {
        key: 'total',
        labelKey: 'orders.fields.total',
        sortField: 'total',
        className: 'numeric',
        render: (o) => formatMoney(o.total, locale),
      },
      {
        key: 'resalePrice',
        labelKey: 'orders.fields.resalePrice',
        sortField: 'resalePrice',
        className: 'numeric',
        render: (o) => formatMoney(o.resalePrice, locale),
      },
      {
        key: 'quoteReference',
        labelKey: 'orders.fields.quoteReference',
        sortField: 'quoteReference',
        oneLine: true,
        render: (o) => o.quoteReference,
      },
      {
        key: 'width',
        labelKey: 'orders.fields.format',
        sortField: 'width',
        oneLine: true,
        render: (o) => formatCm(o.width, locale),
      },
      {
        key: 'carrier',
        labelKey: 'orders.fields.carrier',
        sortField: 'carrier',
        oneLine: true,
        render: (o) => <Carrier order={o} />,
      },
      {
        key: 'createdAt',
        labelKey: 'orders.fields.createdAt',
        sortField: 'createdAt',
        oneLine: true,
        render: (o) => formatDateTime(o.createdAt),
      },
      {
        key: 'estimatedAt',
        labelKey: 'orders.fields.estimatedAt',
        sortField: 'estimatedAt',
        oneLine: true,
        render: (o) => formatDate(o.estimatedAt),
      },
    ];
    return all.filter((c): c is Column<OrderSummary> => c !== null);
  }, [readAll, locale, t]);

  const exportConfig = useMemo<ExportConfig<OrderExportProperty, OrderFilter, OrderSummary>>(
    () => ({
      properties: ORDER_EXPORT_PROPERTIES,
      i18nPrefix: 'orders.export',
      columnProperties: { internalReference: ['reference'], resalePrice: ['sellingPrice'], width: ['width', 'height'] },
      exporter: orders.export,
      selected: (rows) => ({ ids: rows.map((o) => o.id) }),
    }),
    [orders],
  );
  const exports = useListExport(exportConfig, controller, toOrdersQuery, columns);
  const statusOptions = useMemo(
    () => ORDER_STATUSES.map((id) => ({ value: String(id), label: t(`orders.status.${id}`) })),
    [t],
  );

  const selectLabel = useMemo(() => {
    const label = labelled(t, 'orders.bulk.select');
    return (o: OrderSummary) => label(o.id);
  }, [t]);

  return (
    <>
      <ListPage<OrderSummary>
        controller={controller}
        title={t('orders.list.title')}
        columns={columns}
        rowKey={(o) => o.id}
        emptyText={t('orders.list.empty')}
        noResultText={t('orders.list.noResult')}
        card={ORDER_CARD}
        notices={<Refusals results={refusals} onDismiss={() => setRefusals([])} />}
        filters={(state) => (
          <ListFilters
            state={state}
            i18nPrefix="orders.filters"
            idPrefix="order-filter"
            statuses={statusOptions}
            scenarios={suggest.scenarios}
            resellers={suggest.resellers}
            pickers={readAll}
            // docs/screens.md#orders: a reseller filters by the scenarios it may order too.
            scenarioPicker
            actions={readAll ? exports.buttons : null}
          />
        )}
        // Admins change the selected orders' status; staff export the selected orders (docs/rules.md#exports).
        selection={
          changesStatus || readAll
            ? {
                label: selectLabel,
                selectAllLabel: t('orders.bulk.selectAll'),
                panel: (selected, actions) =>
                  changesStatus ? (
                    <BulkStatusPanel selected={selected} actions={actions} onResults={setRefusals} />
                  ) : (
                    <SelectionSummary
                      count={t('orders.bulk.count', { count: selected.length })}
                      clearText={t('orders.bulk.clear')}
                      onClear={actions.clear}
                    />
                  ),
              }
            : undefined
        }
        actions={(o) => <RowActions order={o} tools={tools} />}
      />
      {readAll ? exports.dialog : null}
      {asksCancel ? (
        <CancelDialog order={cancelling} onClose={() => setCancelling(null)} onDone={() => setCancelling(null)} />
      ) : null}
    </>
  );
}
