import { Button } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '../../../domain/shared/page';
import { Select } from '../app-select';
import { useBackCloses } from '../back-stack';
import type { Column } from './list-page-config';
import type { UrlFilters } from './use-list-url-state';
import './list-phone.css';

/** How many filter values a list's URL holds: each status, badge and date counts one. */
export function activeFilterCount(filters: UrlFilters | undefined): number {
  return Object.values(filters ?? {}).reduce(
    (count, value) => count + (Array.isArray(value) ? value.length : value ? 1 : 0),
    0,
  );
}

/**
 * The sort of a list shown as cards (docs/screens.md#on-a-phone): a field among the sortable
 * columns and an order, where the table has its clickable headers.
 */
export function SortControl<T>({
  id,
  columns,
  sort,
  onSort,
}: {
  id: string;
  columns: readonly Column<T>[];
  sort: Sort | undefined;
  onSort: (field: string, order: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortField);
  if (!sortable.length) return null;
  const field = sort?.field ?? sortable[0]?.sortField ?? '';
  const order = sort?.order ?? 'asc';
  const known = sortable.some((column) => column.sortField === field);
  return (
    <div className="list-sort">
      <label htmlFor={`${id}-sort`}>{t('list.sortBy')}</label>
      <Select
        id={`${id}-sort`}
        value={known ? field : ''}
        onChange={(event) => onSort(event.currentTarget.value, order)}
        options={[
          ...(known ? [] : [{ value: '', label: '—', disabled: true }]),
          ...sortable.map((column) => ({ value: column.sortField as string, label: t(column.labelKey) })),
        ]}
      />
      <label htmlFor={`${id}-sort-order`} className="visually-hidden">
        {t('list.sortOrder')}
      </label>
      <Select
        id={`${id}-sort-order`}
        value={order}
        onChange={(event) => onSort(field, event.currentTarget.value === 'desc' ? 'desc' : 'asc')}
        options={[
          { value: 'asc', label: t('list.ascending') },
          { value: 'desc', label: t('list.descending') },
        ]}
      />
    </div>
  );
}

/**
 * A list's filters folded under a "Filtres (n)" button on a phone (docs/screens.md#on-a-phone): n
 * counts the filters applied, so a folded panel still says the list is filtered. Back folds it again.
 */
export function FilterPanel({ id, count, children }: { id: string; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  return (
    <>
      <Button
        className="list-filter-toggle"
        icon={<FilterIcon />}
        text={count ? t('list.filtersActive', { n: count }) : t('list.filters')}
        aria-expanded={open}
        aria-controls={`${id}-filter-panel`}
        intent={count ? 'primary' : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      <div
        id={`${id}-filter-panel`}
        className="list-filter-panel"
        role="group"
        aria-label={t('list.filters')}
        hidden={!open}
      >
        {open ? children : null}
      </div>
    </>
  );
}
