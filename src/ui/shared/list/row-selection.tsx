import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useState, type ReactNode, type Ref } from 'react';
import './list-selection.css';

/** What a selection panel does to the checked rows: uncheck them all, or keep only some (a bulk action's refusals). */
export interface SelectionActions {
  clear(): void;
  keep(keys: readonly (string | number)[]): void;
}

/** A list's row checkboxes and what to do with the checked rows (the order list's bulk actions, its exports). */
export interface RowSelection<T> {
  /** The accessible name of a row's checkbox ("Select order 1042"). */
  readonly label: (row: T) => string;
  /** The accessible name of the header's checkbox (every row of the page). */
  readonly selectAllLabel: string;
  /** What shows while rows are checked: the count, the actions. */
  readonly panel: (selected: readonly T[], actions: SelectionActions) => ReactNode;
}

export interface RowSelectionState<T> extends SelectionActions {
  readonly selected: readonly T[];
  isChecked(key: string | number): boolean;
  toggle(key: string | number, row: T): void;
  /** Checks every row given, or unchecks them when all are checked already. */
  toggleAll(rows: readonly { key: string | number; row: T }[]): void;
}

/** The checked rows, by key; emptied whenever `resetKey` (the list's query) changes. */
export function useRowSelection<T>(resetKey: string): RowSelectionState<T> {
  const [checked, setChecked] = useState<ReadonlyMap<string | number, T>>(() => new Map());
  useEffect(() => setChecked(new Map()), [resetKey]);
  const toggle = useCallback((key: string | number, row: T) => {
    setChecked((previous) => {
      const next = new Map(previous);
      if (next.has(key)) next.delete(key);
      else next.set(key, row);
      return next;
    });
  }, []);
  const toggleAll = useCallback((rows: readonly { key: string | number; row: T }[]) => {
    setChecked((previous) => {
      const all = rows.length > 0 && rows.every(({ key }) => previous.has(key));
      const next = new Map(previous);
      for (const { key, row } of rows) {
        if (all) next.delete(key);
        else next.set(key, row);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setChecked(new Map()), []);
  const keep = useCallback((keys: readonly (string | number)[]) => {
    setChecked((previous) => new Map([...previous].filter(([key]) => keys.includes(key))));
  }, []);
  return { selected: [...checked.values()], isChecked: (key) => checked.has(key), toggle, toggleAll, clear, keep };
}

/** A native checkbox: a hundred rows of them render fast, and every tool can tick it. */
export function SelectBox({
  label,
  checked,
  indeterminate = false,
  onChange,
  inputRef,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
  /** The page's "select all" box: where the focus goes when the selection panel it was in goes away. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate && !checked;
        if (typeof inputRef === 'function') inputRef(input);
        else if (inputRef) inputRef.current = input;
      }}
      onChange={onChange}
    />
  );
}

/**
 * A selection panel's frame: how many rows are selected (read out when it changes), the panel's own actions,
 * and "unselect all". A list whose selection only feeds its exports shows no action.
 */
export function SelectionSummary({
  count,
  clearText,
  onClear,
  children,
}: {
  count: string;
  clearText: string;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="bulk-panel">
      <strong role="status">{count}</strong>
      {children}
      <Button variant="minimal" text={clearText} onClick={onClear} />
    </div>
  );
}
