import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column, ListCardLayout, ListPageConfig } from './list-page-config';

export type { ListCardLayout } from './list-page-config';
import { SelectBox, type RowSelectionState } from './row-selection';
import './list-phone.css';

/** A cell with nothing to show takes no line on a card. */
const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** The columns each part of the card shows, among those the user has not hidden (the title always shows). */
function cardParts<T>(layout: ListCardLayout | undefined, all: readonly Column<T>[], shown: readonly Column<T>[]) {
  const byKey = new Map(all.map((column) => [column.key, column]));
  const visible = new Set(shown.map((column) => column.key));
  const pick = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      const column = byKey.get(key);
      return column && visible.has(key) ? [column] : [];
    });
  const title = (layout?.title ? byKey.get(layout.title) : undefined) ?? shown[0] ?? all[0];
  const badge = layout?.badge ? pick([layout.badge])[0] : undefined;
  const taken = new Set([title?.key, badge?.key]);
  const fields = layout?.fields ? pick(layout.fields) : shown.filter((column) => !taken.has(column.key));
  return { title, badge, fields };
}

/**
 * The rows of a list as cards (below 640 px, in place of the table): the row's name as a link, its
 * status, its lines, and its actions as buttons. The same cells as the table's, fewer of them: a card
 * costs no more than a row.
 */
export function ListCards<T>({
  config,
  shown,
  rows,
  selection,
  selectAllRef,
}: {
  config: ListPageConfig<T>;
  shown: readonly Column<T>[];
  rows: readonly T[];
  selection: RowSelectionState<T>;
  selectAllRef?: Ref<HTMLInputElement>;
}): ReactNode {
  const { t } = useTranslation();
  const { title, badge, fields } = cardParts(config.card, config.columns, shown);
  const labels = new Map(fields.map((column) => [column.key, t(column.labelKey)]));
  const titleLabel = title ? t(title.labelKey) : '';
  const keyed = rows.map((row) => ({ key: config.rowKey(row), row }));
  return (
    <>
      {config.selection ? (
        <label className="list-cards-select-all">
          <SelectBox
            inputRef={selectAllRef}
            label={config.selection.selectAllLabel}
            checked={keyed.every(({ key }) => selection.isChecked(key))}
            indeterminate={keyed.some(({ key }) => selection.isChecked(key))}
            onChange={() => selection.toggleAll(keyed)}
          />
          <span aria-hidden="true">{config.selection.selectAllLabel}</span>
        </label>
      ) : null}
      <ul className="list-cards" aria-label={config.title}>
        {rows.map((row) => {
          const key = config.rowKey(row);
          const rowActions = config.actions?.(row);
          return (
            <li key={key} className="list-card">
              <div className="list-card-head">
                {config.selection ? (
                  <SelectBox
                    label={config.selection.label(row)}
                    checked={selection.isChecked(key)}
                    onChange={() => selection.toggle(key, row)}
                  />
                ) : null}
                {title ? (
                  <span className="list-card-title">
                    <span className="visually-hidden">{titleLabel} </span>
                    {title.render(row)}
                  </span>
                ) : null}
                {badge ? <span className="list-card-badge">{badge.render(row)}</span> : null}
              </div>
              {fields.length ? (
                <dl className="list-card-fields">
                  {fields.map((column) => {
                    const value = column.render(row);
                    return isEmpty(value) ? null : (
                      <div key={column.key} className="list-card-field">
                        <dt>{labels.get(column.key)}</dt>
                        <dd className={column.className}>{value}</dd>
                      </div>
                    );
                  })}
                </dl>
              ) : null}
              {!isEmpty(rowActions) ? <div className="list-card-actions">{rowActions}</div> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
