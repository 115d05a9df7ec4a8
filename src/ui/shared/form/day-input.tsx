import { InputGroup, Spinner } from '@blueprintjs/core';
import { Popover } from '../app-popover';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDay } from '../../../domain/shared/format';
import './day-input.css';

/**
 * The calendar (Blueprint's DatePicker with react-day-picker and date-fns, the `dates` file, 76 KiB gz):
 * loaded when the pointer or the focus first comes to a day field, not with the page: evaluating it
 * is a task of its own that a page load should not pay (docs/performance.md). The field itself is a
 * plain input, there at once, that takes a typed day from the start.
 */
const loadCalendar = () => import('./day-calendar');
const DayCalendar = lazy(loadCalendar);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The days the field takes (day-calendar.tsx offers the same). */
const FIRST_YEAR = 2000;
const LAST_YEAR = new Date().getFullYear() + 10;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const inRange = (date: Date) => date.getFullYear() >= FIRST_YEAR && date.getFullYear() <= LAST_YEAR;

/** What the field shows for a value: a day as DD/MM/YYYY; anything else (a form's refused text) as it is. */
const shown = (value: string) => (ISO_DAY.test(value) ? formatDate(`${value}T00:00:00`) : value);

export interface DayInputProps {
  readonly id: string;
  /** YYYY-MM-DD, or '' for none (in a form, the text a user typed that is no day). */
  readonly value: string;
  /** A day typed or picked (YYYY-MM-DD), or '' when cleared. */
  onChange(day: string): void;
  /**
   * The typed text is no day (left or submitted with Enter): the field keeps it and says so; nothing
   * is applied. A form takes the text as its value, for its rules to refuse it.
   */
  onInvalidText?(text: string): void;
  /** Said after "Invalid date: type DD/MM/YYYY", e.g. that the period shown has not changed. */
  readonly invalidNote?: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly name?: string;
  onBlur?(): void;
}

/** Starts the calendar's download when a user comes near the field: it opens at once, and a page nobody picks a day on never runs its code. */
const fetchCalendar = () => void loadCalendar().catch(() => undefined);

/**
 * A day field in the app's language, whatever the browser's (docs/screens.md#dates): it shows and
 * takes DD/MM/YYYY, typed or picked in a calendar; Today and Clear below it. One Tab stop: the
 * calendar opens on a click, or with Alt+↓ (or ↓) from the keyboard, which takes the focus into it;
 * Escape closes it and gives the focus back. A typed text that is no day stays as typed, marked,
 * with the reason beside the field (not in it), and is not applied.
 */
export function DayInput(props: DayInputProps) {
  // The latest callbacks behind stable ones, so the memoised field re-renders only for its value.
  const latest = useRef(props);
  latest.current = props;
  const onChange = useCallback((day: string) => latest.current.onChange(day), []);
  const onInvalidText = useCallback((text: string) => latest.current.onInvalidText?.(text), []);
  const onBlur = useCallback(() => latest.current.onBlur?.(), []);
  return <DayField {...props} onChange={onChange} onInvalidText={onInvalidText} onBlur={onBlur} />;
}

/** The field itself, kept from re-rendering with its page (a list re-renders when its rows arrive). */
const DayField = memo(function DayField({
  id,
  value,
  onChange,
  onInvalidText,
  invalidNote,
  invalid,
  describedBy,
  name,
  onBlur,
}: DayInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(value));
  const [wrong, setWrong] = useState(() => value !== '' && !ISO_DAY.test(value));
  /** How the calendar was opened: with the keyboard it takes the focus; with the pointer the input keeps it. */
  const [open, setOpen] = useState<false | 'keyboard' | 'pointer'>(false);
  const focused = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // A value changed from outside (a link, back and forward, a reset) shows; never under the user's typing.
  useEffect(() => {
    if (focused.current) return;
    setText(shown(value));
    setWrong(value !== '' && !ISO_DAY.test(value));
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const day = parseDay(next);
    if (next.trim() === '') {
      setWrong(false);
      if (value !== '') onChange('');
    } else if (day && inRange(day)) {
      setWrong(false);
      if (isoDay(day) !== value) onChange(isoDay(day));
    }
  };

  /** The typed text, left or submitted: a day shows as DD/MM/YYYY; anything else is said to be wrong. */
  const settle = () => {
    const day = parseDay(text);
    if (text.trim() === '') setText('');
    else if (day && inRange(day)) setText(formatDate(day));
    else {
      setWrong(true);
      onInvalidText?.(text);
    }
  };

  const pick = (day: Date | null) => {
    const next = day ? isoDay(day) : '';
    setText(day ? formatDate(day) : '');
    setWrong(false);
    setOpen(false);
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      setOpen('keyboard');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter') {
      settle();
    } else if (event.key === 'Tab' && open) {
      // One stop: Tab leaves the field, it does not walk through the calendar.
      setOpen(false);
    }
  };

  // The day the calendar shows: the one typed, else the value's.
  const day = useMemo(
    () => parseDay(text) || (ISO_DAY.test(value) ? new Date(`${value}T00:00:00`) : null),
    [text, value],
  );
  const errorId = `${id}-invalid`;
  const calendarId = `${id}-calendar`;
  const describedByAll = [describedBy, wrong ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const keyboard = open === 'keyboard';
  // The calendar's popover is mounted at its first opening, then kept for its fading out and its next
  // openings: until then a field is its input alone, with no Floating UI, whose ref set state as the page's
  // first screen was committed (a synchronous render more, which ran every effect of the page in the same
  // task: docs/performance.md#fast-on-a-phone). The input is never the popover's target, so the popover's arrival
  // never replaces it, focused or typed in as it may be: the popover is placed on an anchor laid over it
  // (day-input.css).
  const [reached, setReached] = useState(false);
  if (open !== false && !reached) setReached(true);
  return (
    <div className="day-input">
      <div className="day-input-field">
        <InputGroup
          id={id}
          name={name}
          inputRef={input}
          value={text}
          placeholder={t('dates.placeholder')}
          autoComplete="off"
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={open !== false}
          aria-controls={open ? calendarId : undefined}
          aria-invalid={wrong || invalid || undefined}
          aria-describedby={describedByAll}
          intent={wrong || invalid ? 'danger' : 'none'}
          onValueChange={type}
          onKeyDown={onKeyDown}
          onClick={() => setOpen((was) => was || 'pointer')}
          onPointerEnter={fetchCalendar}
          onFocus={() => {
            focused.current = true;
            fetchCalendar();
          }}
          onBlur={() => {
            focused.current = false;
            settle();
            onBlur?.();
          }}
        />
        {reached ? (
          <Popover
            isOpen={open !== false}
            placement="bottom-start"
            autoFocus={keyboard}
            enforceFocus={keyboard}
            onInteraction={(next, event) => {
              // A click in the field is the field's (it keeps the calendar open), not one outside the calendar.
              const target = event?.target;
              if (!next && !(target instanceof Node && input.current?.contains(target))) setOpen(false);
            }}
            // The focus comes back to the field once the calendar has gone (a day picked, Escape), unless
            // the user took it elsewhere (a click on another control).
            shouldReturnFocusOnClose={false}
            onClosed={(node) => {
              const focus = document.activeElement;
              if (!focus || focus === document.body || node.contains(focus)) input.current?.focus();
            }}
            content={
              <div id={calendarId} role="dialog" aria-label={t('dates.calendar')} className="day-calendar">
                <Suspense fallback={<Spinner size={24} />}>
                  <DayCalendar day={day} focusDay={keyboard} onPick={pick} />
                </Suspense>
              </div>
            }
            renderTarget={({ ref, className }) => <span ref={ref} className={`${className} day-input-anchor`} />}
          />
        ) : null}
      </div>
      {wrong ? (
        <p id={errorId} className="day-input-error" role="alert">
          {invalidNote ? `${t('dates.invalid')}. ${invalidNote}` : t('dates.invalid')}
        </p>
      ) : null}
    </div>
  );
});
