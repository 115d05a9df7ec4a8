import { InputGroup } from '@blueprintjs/core';
import type { ListUrlState } from './use-list-url-state';

/**
 * Start and end date filters kept in the URL (orders and quotes: docs/screens.md#orders, #quotes);
 * each bounds the other, and clearing one removes it from the URL.
 */
export function DateRangeFilter({
  state,
  startKey,
  endKey,
  startLabel,
  endLabel,
  idPrefix,
}: {
  state: ListUrlState;
  startKey: string;
  endKey: string;
  startLabel: string;
  endLabel: string;
  idPrefix: string;
}) {
  const filters = state.query.filters ?? {};
  const value = (key: string) => (typeof filters[key] === 'string' ? (filters[key] as string) : '');
  const field = (key: string, suffix: 'start' | 'end', label: string, bound: { min?: string; max?: string }) => (
    <div className="filter-field">
      <label className="filter-label" htmlFor={`${idPrefix}-${suffix}`}>
        {label}
      </label>
      <InputGroup
        id={`${idPrefix}-${suffix}`}
        type="date"
        value={value(key)}
        min={bound.min || undefined}
        max={bound.max || undefined}
        onValueChange={(next) => state.setFilter(key, next || undefined)}
      />
    </div>
  );
  return (
    <>
      {field(startKey, 'start', startLabel, { max: value(endKey) })}
      {field(endKey, 'end', endLabel, { min: value(startKey) })}
    </>
  );
}
