import { DatePicker, type DatePickerProps } from '@blueprintjs/datetime';
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr } from 'date-fns/locale';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../../../domain/shared/format';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

/** The calendar's language (weeks start on Monday in all three). */
const CALENDARS: Record<Locale, DateFnsLocale> = { fr, en: enGB, es };

type Labels = NonNullable<NonNullable<DatePickerProps['dayPickerProps']>['labels']>;

/** The days a calendar offers: far enough either way for an order's history and a payment deadline. */
export const FIRST_DAY = new Date(2000, 0, 1);
export const LAST_DAY = new Date(new Date().getFullYear() + 10, 11, 31);

/**
 * A day field's calendar (docs/screens.md#dates): Blueprint's DatePicker with react-day-picker, every
 * name and label in the app's language (react-day-picker's own are English: "Month:", "Go to next
 * month"). Loaded with the first calendar opened or once the page is idle, in the `dates` file.
 * `onPick` gets the day the user chose, or null when cleared; a month shown is not a choice.
 */
export default function DayCalendar({
  day,
  focusDay,
  onPick,
}: {
  day: Date | null;
  /** Opened from the keyboard: the focus goes to the chosen day, else today, else the month's first. */
  focusDay: boolean;
  onPick: (day: Date | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusDay) return;
    frame.current
      ?.querySelector<HTMLElement>('.rdp-day_selected, .rdp-day_today, button[name="day"][tabindex="0"]')
      ?.focus();
  }, [focusDay]);
  const locale = CALENDARS[isLocale(i18n.language) ? i18n.language : 'fr'];
  const labels = useMemo<Partial<Labels>>(
    () => ({
      labelMonthDropdown: () => t('dates.month'),
      labelYearDropdown: () => t('dates.year'),
      labelPrevious: () => t('dates.previousMonth'),
      labelNext: () => t('dates.nextMonth'),
      labelWeekday: (weekday) => format(weekday, 'cccc', { locale }),
      labelWeekNumber: (week) => t('dates.week', { week }),
      labelDay: (date) => format(date, 'PPPP', { locale }),
    }),
    [t, locale],
  );
  return (
    <div ref={frame}>
      <DatePicker
        value={day}
        onChange={(picked, isUserChange) => {
          if (isUserChange) onPick(picked);
        }}
        locale={locale}
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        showActionsBar
        todayButtonText={t('dates.today')}
        clearButtonText={t('dates.clear')}
        highlightCurrentDay
        dayPickerProps={{ labels }}
      />
    </div>
  );
}
