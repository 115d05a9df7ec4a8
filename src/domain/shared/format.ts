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

/** DD/MM/YYYY HH:mm in local time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day || value === null || value === undefined) return day;
  const d = toDate(value) as Date;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and kind: building one costs far more than formatting (long lists). */
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

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en' || value === 'es';
}
