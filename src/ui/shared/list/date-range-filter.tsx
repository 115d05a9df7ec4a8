import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../form/day-input';
import { rangeInOrder } from './list-filters-url';
import type { ListUrlState } from './use-list-url-state';

/**
 * Start and end date filters kept in the URL (orders, quotes, the audit page, the dashboard's period:
 * docs/screens.md#orders, #quotes, #audit, #dashboard); each bounds the other, and clearing one removes it
 * from the URL. An end typed before the start is not applied: the end field says why and keeps what was
 * typed until it is put right (a shared link with such a range says so too; the lists ignore its end).
 * A typed text that is no day stays in its field, which says so and that nothing was applied
 * (`notApplied`: what the page still shows, the list's filter by default).
 */
export function DateRangeFilter({
  state,
  startKey,
  endKey,
  startLabel,
  endLabel,
  idPrefix,
  notApplied,
}: {
  state: ListUrlState;
  startKey: string;
  endKey: string;
  startLabel: string;
  endLabel: string;
  idPrefix: string;
  notApplied?: string;
}) {
  const { t } = useTranslation();
  const filters = state.query.filters ?? {};
  const fromUrl = (key: string) => (typeof filters[key] === 'string' ? (filters[key] as string) : '');
  // A range typed out of order, held here rather than sent.
  const [typed, setTyped] = useState<{ start: string; end: string } | null>(null);
  const start = typed?.start ?? fromUrl(startKey);
  const end = typed?.end ?? fromUrl(endKey);
  const reversed = !rangeInOrder(start, end);
  const errorId = `${idPrefix}-range-error`;

  const change = (which: 'start' | 'end', value: string) => {
    const next = { start, end, [which]: value };
    if (!rangeInOrder(next.start, next.end)) {
      setTyped(next);
      return;
    }
    setTyped(null);
    const changed: Record<string, string | undefined> = {};
    if (next.start !== fromUrl(startKey)) changed[startKey] = next.start || undefined;
    if (next.end !== fromUrl(endKey)) changed[endKey] = next.end || undefined;
    if (Object.keys(changed).length) state.setFilters(changed);
  };

  const field = (which: 'start' | 'end', label: string) => {
    const invalid = which === 'end' && reversed;
    return (
      <div className="filter-field">
        <label className="filter-label" htmlFor={`${idPrefix}-${which}`}>
          {label}
        </label>
        <DayInput
          id={`${idPrefix}-${which}`}
          value={which === 'start' ? start : end}
          invalid={invalid}
          describedBy={invalid ? errorId : undefined}
          onChange={(next) => change(which, next)}
          invalidNote={notApplied ?? t('list.dateNotApplied')}
        />
      </div>
    );
  };
  return (
    <>
      {field('start', startLabel)}
      {field('end', endLabel)}
      {reversed ? (
        <p id={errorId} className="filter-error" role="alert">
          {t('list.dateOrder')}
        </p>
      ) : null}
    </>
  );
}
