import { Button, Classes } from '@blueprintjs/core';
import { Select } from '../app-select';

/**
 * What a selection panel applies to the rows selected (docs/screens.md#common-list-behaviour): a choice among
 * those at least one of them may take (an order's status, a request's answer), or, when none may, the sentence
 * saying so; then "Apply". `value` '' is no choice yet.
 */
export function BulkChoice({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  none,
  applyText,
  busy,
  onApply,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: readonly { readonly value: string; readonly label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Why nothing is offered, when nothing is. */
  none: string;
  applyText: string;
  busy: boolean;
  onApply: () => void;
}) {
  const empty = options.length === 0;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        aria-describedby={empty ? `${id}-none` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[{ value: '', label: placeholder }, ...options]}
      />
      {empty ? (
        <span id={`${id}-none`} className={Classes.TEXT_MUTED}>
          {none}
        </span>
      ) : null}
      <Button intent="primary" text={applyText} disabled={value === ''} loading={busy} onClick={onApply} />
    </>
  );
}
