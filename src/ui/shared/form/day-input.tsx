import { DateInput } from '@blueprintjs/datetime';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { formatDate, isLocale, type Locale } from '../../../domain/shared/format';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

/** The calendar's language (weeks start on Monday in all three). */
const CALENDARS: Record<Locale, DateFnsLocale> = { fr, en: enGB, es };

/** The days a calendar offers: far enough either way for an order's history and a payment deadline. */
const FIRST_DAY = new Date(2000, 0, 1);
const LAST_DAY = new Date(new Date().getFullYear() + 10, 11, 31);

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
 */
export function DayInput({ id, value, onChange, invalid, describedBy, name, onBlur }: DayInputProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'fr';
  return (
    <DateInput
      value={value ? `${value}T00:00:00` : null}
      onChange={(iso) => onChange(iso ? iso.slice(0, 10) : '')}
      formatDate={(date) => formatDate(date)}
      parseDate={(text) => parseDay(text)}
      locale={CALENDARS[locale]}
      placeholder={t('dates.placeholder')}
      invalidDateMessage={t('dates.invalid')}
      outOfRangeMessage={t('dates.outOfRange')}
      minDate={FIRST_DAY}
      maxDate={LAST_DAY}
      showActionsBar
      todayButtonText={t('dates.today')}
      clearButtonText={t('dates.clear')}
      highlightCurrentDay
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{
        id,
        name,
        onBlur,
        intent: invalid ? 'danger' : undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
    />
  );
}
