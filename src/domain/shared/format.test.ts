import { describe, expect, it } from 'vitest';
import {
  formatCm,
  formatKg,
  formatCompactMoney,
  formatDate,
  formatDayShort,
  formatDateTime,
  formatTime,
  formatInteger,
  formatMoney,
  formatMonth,
  formatPercent,
  parseDay,
} from './format';

describe('formatters', () => {
  it('writes dates as DD/MM/YYYY in local time', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026');
    expect(formatDate('2026-12-31')).toMatch(/^(31\/12\/2026|30\/12\/2026)$/);
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5))).toBe('22/11/2026 09:05');
    expect(formatTime(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
  });
  it('reads a typed day as DD/MM/YYYY, with slashes, dots or dashes, and refuses a day the calendar lacks', () => {
    expect(parseDay('05/01/2026')).toEqual(new Date(2026, 0, 5));
    expect(parseDay(' 5.1.2026 ')).toEqual(new Date(2026, 0, 5));
    expect(parseDay('31-12-2026')).toEqual(new Date(2026, 11, 31));
    expect(parseDay('31/02/2026')).toBe(false);
    expect(parseDay('2026-01-05')).toBe(false);
  });
  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('shows euros in each language', () => {
    expect(formatMoney(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'es').replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatMoney(undefined, 'fr')).toBe('');
  });
  it('shows centimetres', () => {
    expect(formatCm(12.5, 'fr')).toBe('12,5 cm');
    expect(formatCm(12.5, 'en')).toBe('12.5 cm');
  });
  it('shows kilograms in the reader’s number format', () => {
    expect(formatKg(2.61, 'fr')).toBe('2,61 kg');
    expect(formatKg(2.61, 'es')).toBe('2,61 kg');
    expect(formatKg(2.61, 'en')).toBe('2.61 kg');
    expect(formatKg(null, 'fr')).toBe('');
  });
  it('shows counts, percentages, short euros and months for the dashboard', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatInteger(1234, 'fr'))).toBe('1 234');
    expect(formatInteger(1234, 'en')).toBe('1,234');
    expect(plain(formatPercent(0.125, 'fr'))).toBe('12,5 %');
    expect(formatPercent(0.12, 'en', true)).toBe('+12%');
    expect(formatPercent(-0.5, 'en', true)).toBe('-50%');
    expect(formatPercent(0, 'en', true)).toBe('0%');
    expect(plain(formatCompactMoney(12000, 'fr'))).toBe('12 k €');
    expect(formatMonth('2026-01', 'fr')).toBe('janv. 2026');
    expect(formatDayShort('2026-01-12', 'fr')).toBe('12 janv.');
    expect(formatDayShort('2026-01-12', 'en')).toBe('12 Jan');
    expect(formatMonth('2026-03', 'en', 'long', false)).toBe('March');
    expect(formatMonth('2026-03', 'es', 'long')).toBe('marzo de 2026');
  });
});
