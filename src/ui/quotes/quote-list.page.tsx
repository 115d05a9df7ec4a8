import { recordRef } from '../shared/live/live-changes';
import { LiveMarker } from '../shared/live/live-marker';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  QUOTE_EXPORT_PROPERTIES,
  QUOTE_STATUSES,
  type QuoteExportProperty,
  type QuoteFilter,
  type QuoteSummary,
} from '../../domain/quotes/quote';
import { formatDateTime, formatMoney, isLocale } from '../../domain/shared/format';
import { PAGE_SIZES, type ListQuery } from '../../domain/shared/page';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { useListExport, type ExportConfig } from '../shared/export/export-dialog';
import { ListFilters } from '../shared/list/list-filters';
import { toOrderFilter, wordStatuses, type FilterSet } from '../shared/list/list-filters-url';
import type { ListUrlQuery } from '../shared/list/use-list-url-state';
import { useSuggestions } from '../orders/use-suggestions';
import { useListController } from '../shared/list/list-controller';
import { ListPage, type Column } from '../shared/list/list-page';
import type { ListCardLayout } from '../shared/list/list-cards';
import { RecordActions } from '../shared/record-actions';
import { SelectionSummary } from '../shared/list/row-selection';
import { QuoteStatusTag } from './quote-status-tag';
import { useScreens } from '../app/use-cases';

/** docs/screens.md#quotes: the quote list filters by status, reseller and dates (no scenario filter). */
const QUOTE_FILTERS: FilterSet = { resellers: true, dates: true };

/** A quote as a card on a phone (docs/screens.md#on-a-phone). */
const QUOTE_CARD: ListCardLayout = {
  title: 'id',
  badge: 'status',
  fields: ['reference', 'company', 'createdAt', 'price', 'order'],
};

/** The URL's list state → the quotes' query. */
function toQuoteQuery({ filters, ...query }: ListUrlQuery): ListQuery<QuoteFilter> {
  // The order filter's fields but its statuses are the quotes'; a quote's statuses are words.
  const { statuses: _orders, ...filter } = toOrderFilter(filters, QUOTE_FILTERS);
  return { ...query, filter: { ...filter, statuses: wordStatuses(filters, QUOTE_STATUSES) } };
}

/**
 * The quote list of docs/screens.md#quotes: keyword search, reseller badges and dates in the URL,
 * exports for staff.
 */
export function QuoteListPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const staff = can(useSession().user, 'read-all', 'quote');
  const list = useScreens().quotes.list;
  const exportQuotes = useScreens().quotes.export;
  const suggest = useSuggestions();
  const controller = useListController<QuoteSummary>({
    id: 'quotes',
    load: (query, signal) => list.execute(toQuoteQuery(query), signal),
    defaultSort: { field: 'createdAt', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });
  const exportConfig = useMemo<ExportConfig<QuoteExportProperty, QuoteFilter, QuoteSummary>>(
    () => ({
      properties: QUOTE_EXPORT_PROPERTIES,
      i18nPrefix: 'quotes.export',
      columnProperties: { resalePrice: ['sellingPrice'] },
      exporter: exportQuotes,
      selected: (rows) => ({ ids: rows.map((q) => q.id) }),
    }),
    [exportQuotes],
  );
  const statusOptions = useMemo(
    () => QUOTE_STATUSES.map((status) => ({ value: status, label: t(`quotes.status.${status}`) })),
    [t],
  );

  const columns = useMemo<Column<QuoteSummary>[]>(() => {
    const money = (value: number | null) => formatMoney(value, locale);
    const all: (Column<QuoteSummary> | null)[] = [
      {
        key: 'id',
        labelKey: 'quotes.fields.id',
        sortField: 'id',
        oneLine: true,
        render: (q) => <Link href={`/quote/show/${q.id}`}>{q.id}</Link>,
      },
      {
        key: 'reference',
        labelKey: 'quotes.fields.reference',
        sortField: 'reference',
        oneLine: true,
        render: (q) => q.reference,
      },
      staff ? { key: 'company', labelKey: 'quotes.fields.company', render: (q) => q.company ?? '' } : null,
      { key: 'scenario', labelKey: 'quotes.fields.scenario', render: (q) => q.scenario },
      {
        key: 'price',
        labelKey: 'quotes.fields.price',
        sortField: 'price',
        className: 'numeric',
        render: (q) => money(q.price),
      },
      {
        key: 'resalePrice',
        labelKey: 'quotes.fields.resalePrice',
        className: 'numeric',
        render: (q) => money(q.resalePrice),
      },
      { key: 'seriesCount', labelKey: 'quotes.fields.seriesCount', className: 'numeric', render: (q) => q.seriesCount },
      {
        key: 'frontUser',
        labelKey: 'quotes.fields.frontUser',
        render: (q) => (q.frontUser ? `${q.frontUser.firstname} ${q.frontUser.lastname}`.trim() : ''),
      },
      {
        key: 'status',
        labelKey: 'quotes.fields.status',
        sortField: 'status',
        oneLine: true,
        render: (q) => (
          <>
            <QuoteStatusTag status={q.status} label={t(`quotes.status.${q.status}`)} />
            <LiveMarker record={recordRef('quote', q.id)} kind="quote" />
          </>
        ),
      },
      {
        key: 'createdAt',
        labelKey: 'quotes.fields.createdAt',
        sortField: 'createdAt',
        oneLine: true,
        render: (q) => formatDateTime(q.createdAt),
      },
      {
        key: 'order',
        labelKey: 'quotes.fields.order',
        oneLine: true,
        render: (q) =>
          q.orderId !== null ? (
            <Link href={`/order/show/${q.orderId}`}>{t('quotes.orderLink', { id: q.orderId })}</Link>
          ) : null,
      },
    ];
    return all.filter((c): c is Column<QuoteSummary> => c !== null);
  }, [staff, locale, t]);

  const exports = useListExport(exportConfig, controller, toQuoteQuery, columns);

  return (
    <>
      <ListPage<QuoteSummary>
        controller={controller}
        title={t('quotes.list.title')}
        columns={columns}
        rowKey={(q) => q.id}
        emptyText={t('quotes.list.empty')}
        noResultText={t('quotes.list.noResult')}
        card={QUOTE_CARD}
        filters={(state) => (
          <ListFilters
            state={state}
            i18nPrefix="quotes.filters"
            idPrefix="quote-filter"
            statuses={statusOptions}
            resellers={suggest.resellers}
            pickers={staff}
            actions={staff ? exports.buttons : null}
          />
        )}
        actions={(q) => (
          <RecordActions label={t('quotes.list.row', { reference: q.reference })} showHref={`/quote/show/${q.id}`} />
        )}
        // Staff select quotes to export them alone (docs/rules.md#exports).
        selection={
          staff
            ? {
                label: (q) => t('quotes.list.select', { reference: q.reference }),
                selectAllLabel: t('quotes.list.selectAll'),
                panel: (selected, actions) => (
                  <SelectionSummary
                    count={t('quotes.list.selected', { count: selected.length })}
                    clearText={t('quotes.list.clearSelection')}
                    onClear={actions.clear}
                  />
                ),
              }
            : undefined
        }
      />
      {staff ? exports.dialog : null}
    </>
  );
}
