import { DateInput } from '@blueprintjs/datetime';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { formatDate, isLocale, type Locale } from '../../../domain/shared/format';
import { parseDay, type DayInputProps } from './day-input';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

/** The calendar's language (weeks start on Monday in all three). */
const CALENDARS: Record<Locale, DateFnsLocale> = { fr, en: enGB, es };

/** The days a calendar offers: far enough either way for an order's history and a payment deadline. */
const FIRST_DAY = new Date(2000, 0, 1);
const LAST_DAY = new Date(new Date().getFullYear() + 10, 11, 31);

/** The day field itself: Blueprint's DateInput and its calendar, loaded with the first day field shown. */
export default function DayInputField({ id, value, onChange, invalid, describedBy, name, onBlur }: DayInputProps) {
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
