import { Classes, InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState } from 'react';
import type { Suggestion } from '../../../application/orders/order-repository.port';

/** The suggestions for what the user typed. */
export type Suggest = (text: string) => Promise<Suggestion[]>;

/**
 * A combobox that asks `suggest` as the user types (after a short pause) and hands the chosen
 * suggestion to `onPick`; arrows move, Enter picks, Escape closes.
 */
export function Autocomplete({
  label,
  placeholder,
  suggest,
  onPick,
}: {
  label: string;
  placeholder?: string;
  suggest: Suggest;
  onPick: (suggestion: Suggestion) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      suggest(text).then(
        (found) => live && (setOptions(found), setActive(-1)),
        () => live && setOptions([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, open, suggest]);

  const pick = (option: Suggestion | undefined) => {
    if (!option) return;
    onPick(option);
    setText('');
    setOpen(false);
  };
  const listId = `${id}-list`;
  const expanded = open && options.length > 0;

  return (
    <div className="autocomplete">
      <label htmlFor={`${id}-input`} className="filter-label">
        {label}
      </label>
      <InputGroup
        id={`${id}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        leftIcon={<SearchIcon />}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(options.length - 1, i + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (event.key === 'Enter' && expanded) {
            event.preventDefault();
            pick(options[active >= 0 ? active : 0]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className={`autocomplete-list ${Classes.MENU}`}
        hidden={!expanded}
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? `${Classes.MENU_ITEM} ${Classes.ACTIVE}` : Classes.MENU_ITEM}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
