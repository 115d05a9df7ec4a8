import { InputGroup } from '@blueprintjs/core';
import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/shared/format';
import './day-input.css';

/**
 * Blueprint's DateInput and its calendar (the `dates` file, 76 KiB gz), loaded with the first day
 * field shown. Kept from re-rendering with its page (a list re-renders when its rows arrive): Blueprint's date
 * input hands its input a new right element on every render, and the input then measures it,
 * which makes the browser lay out the whole page in the middle of the rows' commit (issue 20: the
 * order list's longest task with a phone's CPU).
 */
const DayInputField = memo(lazy(() => import('./day-input-field')));

const TYPED = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/**
 * A typed day, DD/MM/YYYY (also D/M/YYYY, with dots or dashes), as a local date; false when it is no
 * day of the calendar (31/02/2026).
 */
export function parseDay(text: string): Date | false {
  const match = TYPED.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : false;
}

export interface DayInputProps {
  readonly id: string;
  /** YYYY-MM-DD, or '' for none. */
  readonly value: string;
  /** YYYY-MM-DD, or '' when cleared. */
  onChange(day: string): void;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly name?: string;
  onBlur?(): void;
}

/**
 * A day field in the app's language, whatever the browser's (docs/screens.md#dates): it shows and
 * takes DD/MM/YYYY, typed or picked in a calendar (Blueprint's DateInput); Today and Clear below it.
 * Until the calendar's code has come, the field shows its day, read-only, under the same label.
 */
/** Whether a calendar field has shown yet: the first one waits for the page to be idle, later ones do not. */
let calendarShown = false;

/** Runs `run` once the browser is idle (Safari has no requestIdleCallback: a timeout there). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

export function DayInput(props: DayInputProps) {
  const { t } = useTranslation();
  // The latest callbacks behind stable ones, so the memoised field re-renders only for its value.
  const latest = useRef(props);
  latest.current = props;
  const onChange = useCallback((day: string) => latest.current.onChange(day), []);
  const onBlur = useCallback(() => latest.current.onBlur?.(), []);
  // The first calendar field comes once the page has shown (its own task, not the page's first one).
  const [shown, setShown] = useState(calendarShown);
  useEffect(() => {
    if (shown) return undefined;
    return whenIdle(() =>
      startTransition(() => {
        calendarShown = true;
        setShown(true);
      }),
    );
  }, [shown]);
  const waiting = (
    <InputGroup
      id={props.id}
      readOnly
      value={props.value ? formatDate(`${props.value}T00:00:00`) : ''}
      placeholder={t('dates.placeholder')}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
    />
  );
  if (!shown) return <div className="day-input">{waiting}</div>;
  return (
    <div className="day-input">
      <Suspense fallback={waiting}>
        <DayInputField
          id={props.id}
          value={props.value}
          invalid={props.invalid}
          describedBy={props.describedBy}
          name={props.name}
          onChange={onChange}
          onBlur={onBlur}
        />
      </Suspense>
    </div>
  );
}
