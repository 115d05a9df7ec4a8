import { InputGroup } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/shared/format';

/** Blueprint's DateInput and its calendar (the `dates` file, 76 KiB gz), loaded with the first day field shown. */
const DayInputField = lazy(() => import('./day-input-field'));

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
export function DayInput(props: DayInputProps) {
  const { t } = useTranslation();
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
  return (
    <Suspense fallback={waiting}>
      <DayInputField {...props} />
    </Suspense>
  );
}
