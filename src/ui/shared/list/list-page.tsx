import { Button, Classes, ControlGroup, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Select } from '../app-select';
import { CaretDownIcon, CaretUpIcon, CrossIcon, DoubleCaretVerticalIcon, SearchIcon } from '@blueprintjs/icons';
import { Fragment, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { visibleColumns, type ListPreferences } from '../../../domain/lists/list-settings';
import { ColumnChooser, ViewsMenu } from './list-settings-bar';
import { useTranslation } from 'react-i18next';
import { UnauthorizedError } from '../../../domain/shared/errors';
import type { Sort } from '../../../domain/shared/page';
import { FullPageLoader } from '../../shell/full-page-loader';
import { ListContextProvider } from './list-controller';
import { ShownAt } from '../live/live-state';
import { StaleMark } from '../connection/stale-mark';
import { Paginator } from './paginator';
import { SelectBox } from './row-selection';
import { LoadError } from '../load-failure';
import { usePhoneLayout } from '../use-phone-layout';
import { ListCards } from './list-cards';
import { headerLines } from './header-lines';
import type { Column, ListPageConfig } from './list-page-config';
import { activeFilterCount, FilterPanel, SortControl } from './list-phone-controls';

export type { Column, ListPageConfig } from './list-page-config';

/** The first column names the row (its number, its name): it is never hidden. */
const identityOf = (columns: readonly { key: string }[]): ReadonlySet<string> =>
  new Set(columns.slice(0, 1).map((c) => c.key));

/** The columns the user sees, in their order (docs/lists.md#columns-and-density). */
export function shownColumns<C extends { key: string }>(
  columns: readonly C[],
  prefs: ListPreferences | undefined,
): C[] {
  return visibleColumns(columns, prefs, identityOf(columns));
}

function SearchBox({ value, onSearch, label }: { value: string; onSearch: (text: string) => void; label: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className="list-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <ControlGroup>
        <InputGroup
          type="search"
          aria-label={label}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onValueChange={setText}
          leftIcon={<SearchIcon />}
          rightElement={
            text ? (
              <Button
                variant="minimal"
                icon={<CrossIcon />}
                aria-label={t('list.clearSearch')}
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              />
            ) : undefined
          }
        />
        <Button type="submit" text={t('list.search')} />
      </ControlGroup>
    </form>
  );
}

/**
 * The row's identity sticks to the left and its actions to the right while a wide table scrolls
 * sideways; a value read at a glance keeps to one line (docs/screens.md#common-list-behaviour).
 */
const cellClass = (column: { className?: string; oneLine?: boolean }, first: boolean): string | undefined =>
  [column.className, column.oneLine ? 'one-line' : undefined, first ? 'sticky-start' : undefined]
    .filter(Boolean)
    .join(' ') || undefined;

/** A header's label, two lines at most (header-lines.ts); its name reads as one. */
function HeaderLabel({ label }: { label: string }) {
  const lines = headerLines(label);
  return (
    <span className="header-label">
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="header-line">{line}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Brings a focused control wholly in sight beside the sticky cells: the header, the row's first
 * columns and its actions (WCAG 2.4.11, docs/screens.md#common-list-behaviour). The browser's own
 * scroll to the focus counts a control half under the sticky actions as shown, and leaves it there.
 */
function keepFocusInSight(event: FocusEvent<HTMLDivElement>): void {
  const scroller = event.currentTarget;
  const target = event.target;
  const cell = target.closest('td, th');
  const row = cell?.parentElement;
  if (!cell || !row || cell.matches('.select-cell, .sticky-start, .actions-cell')) return;
  const frame = scroller.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const right = (element: Element | null) => element?.getBoundingClientRect().right ?? -Infinity;
  const left = Math.max(
    frame.left + scroller.clientLeft,
    right(row.querySelector('.select-cell')),
    right(row.querySelector('.sticky-start')),
  );
  const end = Math.min(
    frame.left + scroller.clientLeft + scroller.clientWidth,
    row.querySelector('.actions-cell')?.getBoundingClientRect().left ?? Infinity,
  );
  const head = cell.closest('tbody')
    ? (scroller.querySelector('thead')?.getBoundingClientRect().bottom ?? -Infinity)
    : -Infinity;
  const top = Math.max(frame.top + scroller.clientTop, head);
  const bottom = frame.top + scroller.clientTop + scroller.clientHeight;
  // The focus ring too: 2 px outside the control, 2 px wide (styles.css, :focus-visible).
  const ring = 4;
  const shift = (start: number, finish: number, from: number, to: number) =>
    start - ring < from
      ? start - ring - from
      : finish + ring > to
        ? Math.min(finish + ring - to, start - ring - from)
        : 0;
  const x = shift(box.left, box.right, left, end);
  const y = shift(box.top, box.bottom, top, bottom);
  if (x || y) scroller.scrollBy({ left: x, top: y, behavior: 'instant' });
}

function SortHeader<T>({
  column,
  sort,
  onSort,
  sticky,
}: {
  column: Column<T>;
  sort?: Sort;
  onSort: (field: string) => void;
  sticky: boolean;
}) {
  const { t } = useTranslation();
  const label = t(column.labelKey);
  const className = sticky ? 'sticky-start' : undefined;
  if (!column.sortField)
    return (
      <th scope="col" className={className}>
        <HeaderLabel label={label} />
      </th>
    );
  const active = sort?.field === column.sortField;
  const direction = active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : 'none';
  const icon = !active ? <DoubleCaretVerticalIcon /> : sort?.order === 'asc' ? <CaretUpIcon /> : <CaretDownIcon />;
  return (
    <th scope="col" aria-sort={direction} className={className}>
      <button type="button" className="sort-button" onClick={() => onSort(column.sortField as string)}>
        <HeaderLabel label={label} />
        {icon}
      </button>
    </th>
  );
}

/**
 * The common list (docs/screens.md): page from `?page`, search on Enter or button with a clear icon, result
 * count, paginator, the two empty texts, full-page loader, sortable headers, page sizes, and
 * (docs/decisions.md) an inline error with a retry button when loading fails.
 */
export function ListPage<T>(config: ListPageConfig<T>) {
  const { t } = useTranslation();
  const list = config.controller;
  const { query, filtered, page, count, pages, selection, url } = list;
  const id = list.id;
  const { prefs } = list.preferences;
  const fixed = useMemo(() => identityOf(config.columns), [config.columns]);
  const columns = useMemo(() => shownColumns(config.columns, prefs), [config.columns, prefs]);
  // docs/screens.md#on-a-phone: below 640 px the rows are cards, the sort a control, the filters a panel.
  const phone = usePhoneLayout();
  const foldFilters = phone && config.foldFilters !== false;

  // Another page of rows starts at the list's top, not where the paginator was (docs/screens.md#common-list-behaviour).
  const top = useRef<HTMLElement>(null);
  const turnPage = (next: number) => {
    url.setPage(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  };

  // docs/screens.md#focus-after-a-change: the selection panel gone with the focus in it (a bulk change done, "unselect
  // all"), the focus goes to the page's "select all" box, where a next selection starts, not to the page's body.
  const selectAll = useRef<HTMLInputElement>(null);
  const selecting = selection.selected.length > 0;
  const wasSelecting = useRef(selecting);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasSelecting.current && !selecting && lost) selectAll.current?.focus();
    wasSelecting.current = selecting;
  }, [selecting]);

  // A page past the end (rows deleted, shared link) goes to the last page.
  const pastTheEnd = list.status === 'ready' && page !== undefined && page.items.length === 0 && query.page > 1;
  const { setPage } = url;
  useEffect(() => {
    if (pastTheEnd && count > 0) setPage(pages);
  }, [pastTheEnd, count, pages, setPage]);

  return (
    <ListContextProvider value={list}>
      <ShownAt.Provider value={list.shownAt}>
        <section className="list-page" aria-labelledby={`${id}-title`} ref={top}>
          <header className="page-header">
            <h1 id={`${id}-title`} className={Classes.HEADING}>
              {config.title}
            </h1>
            <div className="page-toolbar">{config.toolbar}</div>
          </header>
          <div className="list-controls" data-tour={`${id}-list-controls`}>
            {config.searchable !== false ? (
              <SearchBox
                value={query.search ?? ''}
                onSearch={url.setSearch}
                label={t('list.searchLabel', { list: config.title })}
              />
            ) : null}
            {config.filters && foldFilters ? (
              <FilterPanel id={id} count={activeFilterCount(query.filters)}>
                {config.filters(url)}
              </FilterPanel>
            ) : (
              config.filters?.(url)
            )}
            {phone ? <SortControl id={id} columns={columns} sort={query.sort} onSort={url.setSort} /> : null}
            <span className="list-count" role="status" aria-live="polite">
              {page ? t('list.count', { count }) : ''}
            </span>
            {page ? <StaleMark /> : null}
            <div className="list-settings">
              <ViewsMenu list={id} />
              <ColumnChooser columns={config.columns} fixed={fixed} preferences={list.preferences} />
            </div>
          </div>
          {list.status === 'error' && !(list.error instanceof UnauthorizedError) ? (
            <LoadError error={list.error} onRetry={list.reload} />
          ) : null}
          {config.selection && selection.selected.length > 0 ? (
            <div className="selection-panel" role="region" aria-label={config.selection.selectAllLabel}>
              {config.selection.panel(selection.selected, selection)}
            </div>
          ) : null}
          {config.notices}
          {list.status === 'loading' ? <FullPageLoader /> : null}
          {page && page.items.length > 0 ? (
            <>
              {phone ? (
                <ListCards
                  config={config}
                  shown={columns}
                  rows={page.items}
                  selection={selection}
                  selectAllRef={selectAll}
                />
              ) : (
                <div className="table-scroll" onFocus={keepFocusInSight}>
                  <HTMLTable
                    striped
                    interactive
                    compact={prefs?.density === 'compact'}
                    className={`full-width list-table${config.selection ? ' has-selection' : ''}`}
                    aria-labelledby={`${id}-title`}
                  >
                    <thead>
                      <tr>
                        {config.selection ? (
                          <th scope="col" className="select-cell">
                            <SelectBox
                              inputRef={selectAll}
                              label={config.selection.selectAllLabel}
                              checked={page.items.every((row) => selection.isChecked(config.rowKey(row)))}
                              indeterminate={page.items.some((row) => selection.isChecked(config.rowKey(row)))}
                              onChange={() =>
                                selection.toggleAll(page.items.map((row) => ({ key: config.rowKey(row), row })))
                              }
                            />
                          </th>
                        ) : null}
                        {columns.map((column, index) => (
                          <SortHeader
                            key={column.key}
                            column={column}
                            sort={query.sort}
                            onSort={url.setSort}
                            sticky={index === 0}
                          />
                        ))}
                        {config.actions ? (
                          <th scope="col" className="actions-cell">
                            {t('list.actions')}
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {page.items.map((row) => (
                        <tr key={config.rowKey(row)}>
                          {config.selection ? (
                            <td className="select-cell">
                              <SelectBox
                                label={config.selection.label(row)}
                                checked={selection.isChecked(config.rowKey(row))}
                                onChange={() => selection.toggle(config.rowKey(row), row)}
                              />
                            </td>
                          ) : null}
                          {columns.map((column, index) => (
                            <td key={column.key} className={cellClass(column, index === 0)}>
                              {column.render(row)}
                            </td>
                          ))}
                          {config.actions ? <td className="actions-cell">{config.actions(row)}</td> : null}
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </div>
              )}
              <div className="list-footer">
                {config.paged !== false ? <Paginator page={query.page} pages={pages} onPage={turnPage} /> : null}
                {list.pageSizes.length > 1 ? (
                  <div className="page-size">
                    {/* Not wrapping the select: its icon's English title would join the label's name. */}
                    <label htmlFor={`${id}-page-size`}>{t('list.pageSize')}</label>{' '}
                    <Select
                      id={`${id}-page-size`}
                      value={query.size}
                      onChange={(event) => url.setSize(Number(event.currentTarget.value))}
                      options={list.pageSizes.map((size) => ({ value: size, label: String(size) }))}
                    />
                  </div>
                ) : null}
              </div>
            </>
          ) : null}
          {list.status === 'ready' && page && page.items.length === 0 && !(query.page > 1 && count > 0) ? (
            <NonIdealState
              className="list-empty"
              icon={<SearchIcon size={40} />}
              title={filtered ? config.noResultText : config.emptyText}
            />
          ) : null}
        </section>
      </ShownAt.Provider>
    </ListContextProvider>
  );
}
