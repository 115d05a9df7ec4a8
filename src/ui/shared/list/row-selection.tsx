import { useCallback, useEffect, useState, type ReactNode } from 'react';

/** A list's row checkboxes and what to do with the checked rows (the order list's bulk actions). */
export interface RowSelection<T> {
  /** The accessible name of a row's checkbox ("Select order 1042"). */
  readonly label: (row: T) => string;
  /** The accessible name of the header's checkbox (every row of the page). */
  readonly selectAllLabel: string;
  /** What shows while rows are checked: the count, the actions. `clear` unchecks them all. */
  readonly panel: (selected: readonly T[], clear: () => void) => ReactNode;
}

export interface RowSelectionState<T> {
  readonly selected: readonly T[];
  isChecked(key: string | number): boolean;
  toggle(key: string | number, row: T): void;
  /** Checks every row given, or unchecks them when all are checked already. */
  toggleAll(rows: readonly { key: string | number; row: T }[]): void;
  clear(): void;
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
  return { selected: [...checked.values()], isChecked: (key) => checked.has(key), toggle, toggleAll, clear };
}

/** A native checkbox: a hundred rows of them render fast, and every tool can tick it. */
export function SelectBox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate && !checked;
      }}
      onChange={onChange}
    />
  );
}
