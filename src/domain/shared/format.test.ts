import { describe, expect, it } from 'vitest';
import { formatCm, formatDate, formatDateTime, formatMoney } from './format';

describe('formatters', () => {
  it('writes dates as DD/MM/YYYY in local time', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026');
    expect(formatDate('2026-12-31')).toMatch(/^(31\/12\/2026|30\/12\/2026)$/);
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5))).toBe('22/11/2026 09:05');
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
});
