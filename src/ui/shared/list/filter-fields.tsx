import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { FilterRemoveIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { Select } from '../app-select';
import type { ListUrlState } from './use-list-url-state';

/** A select of one URL filter, "all" first. */
export function SelectFilter({
  state,
  urlKey,
  label,
  all,
  options,
}: {
  state: ListUrlState;
  urlKey: string;
  label: string;
  all: string;
  options: readonly { readonly value: string; readonly label: string }[];
}) {
  const id = useId();
  const value = state.query.filters[urlKey];
  return (
    <div className="filter-field">
      <label className="filter-label" htmlFor={id}>
        {label}
      </label>
      <Select
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => state.setFilter(urlKey, event.currentTarget.value || undefined)}
        options={[{ value: '', label: all }, ...options]}
      />
    </div>
  );
}

/** A text field of one URL filter, applied as typed; `clean` keeps what the filter takes (digits…). */
export function TextFilter({
  state,
  urlKey,
  label,
  className,
  clean = (text) => text,
  input,
}: {
  state: ListUrlState;
  urlKey: string;
  label: string;
  className?: string;
  clean?: (text: string) => string;
  input?: Pick<InputGroupProps, 'inputMode' | 'type' | 'placeholder' | 'maxLength'>;
}) {
  const id = useId();
  const value = state.query.filters[urlKey];
  return (
    <div className={`filter-field${className ? ` ${className}` : ''}`}>
      <label className="filter-label" htmlFor={id}>
        {label}
      </label>
      <InputGroup
        id={id}
        {...input}
        value={typeof value === 'string' ? value : ''}
        onValueChange={(next) => state.setFilter(urlKey, clean(next) || undefined)}
      />
    </div>
  );
}

/** Clears every filter of the list (its URL's filters), in the list's own words. */
export function ResetFilters({ state, text }: { state: ListUrlState; text: string }) {
  return <Button icon={<FilterRemoveIcon />} text={text} onClick={state.reset} className="filter-reset" />;
}
