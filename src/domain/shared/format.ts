export type Locale = 'fr' | 'en' | 'es';

const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** DD/MM/YYYY in local time; an absent or invalid date gives ''. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

const TYPED_DAY = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/**
 * A typed day, DD/MM/YYYY (also D/M/YYYY, with dots or dashes), as a local date: what a day field
 * takes (docs/screens.md#dates); false when it is no day of the calendar (31/02/2026).
 */
export function parseDay(text: string): Date | false {
  const match = TYPED_DAY.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : false;
}

/** DD/MM/YYYY HH:mm in local time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day || value === null || value === undefined) return day;
  const d = toDate(value) as Date;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and kind: building one costs far more than formatting (long lists). */
/** `cm`: a measure with up to two decimals (centimetres, kilograms). */
function numberFormat(locale: Locale, kind: 'money' | 'cm'): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      INTL_LOCALE[locale],
      kind === 'money' ? { style: 'currency', currency: 'EUR' } : { maximumFractionDigits: 2 },
    );
    formatters.set(key, format);
  }
  return format;
}

/** Euros with two decimals in the reader's number format: 1 234,50 € in French. */
export function formatMoney(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormat(locale, 'money').format(value);
}

/** Centimetres with up to two decimals: "12,5 cm" in French. */
export function formatCm(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `${numberFormat(locale, 'cm').format(value)} cm`;
}

/** A plain number with up to two decimals in the reader's number format: "1 356", "12,5" in French. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, 'cm').format(value);
}

/** Kilograms with up to two decimals in the reader's number format: "2,61 kg" in French, "2.61 kg" in English. */
export function formatKg(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `${numberFormat(locale, 'cm').format(value)} kg`;
}

const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let format = intlCache.get(key) as T | undefined;
  if (!format) {
    format = build();
    intlCache.set(key, format);
  }
  return format;
}

/** A count in the reader's number format: 1 234 in French. */
export function formatInteger(value: number, locale: Locale): string {
  return cached(`${locale}:int`, () => new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 })).format(
    value,
  );
}

/**
 * A fraction as a percentage in the language's own form ("12,5 %", "12.5%"), with up to `digits`
 * decimals (one by default); `signed` adds + or − (never on zero).
 */
export function formatPercent(fraction: number, locale: Locale, signed = false, digits = 1): string {
  return cached(
    `${locale}:pct:${signed}:${digits}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'percent',
        maximumFractionDigits: digits,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }),
  ).format(fraction);
}

/** Euros shortened for chart axes: "12 k €" in French, "€12K" in English. */
export function formatCompactMoney(value: number, locale: Locale): string {
  return cached(
    `${locale}:compact`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'currency',
        currency: 'EUR',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  ).format(value);
}

/** A calendar month (YYYY-MM) in the reader's language: "janv. 2026", or "janv." without the year. */
export function formatMonth(month: string, locale: Locale, style: 'short' | 'long' = 'short', withYear = true): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  const options: Intl.DateTimeFormatOptions = withYear ? { month: style, year: 'numeric' } : { month: style };
  return cached(
    `${locale}:month:${style}:${withYear}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], options),
  ).format(new Date(y, m - 1, 1));
}

/** A calendar day (YYYY-MM-DD) shortly, in the reader's language: "12 janv." in French, "12 Jan" in English. */
export function formatDayShort(day: string, locale: Locale): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return cached(
    `${locale}:dayShort`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short' }),
  ).format(new Date(y, m - 1, d));
}

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en' || value === 'es';
}
