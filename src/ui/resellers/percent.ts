import { formatPercent as formatFraction, isLocale } from '../../domain/shared/format';

/**
 * A rate given in percent (12.5 for 12.5 %: a discount, a margin) in the reader's language, with up
 * to two decimals: "12,5 %" in French and Spanish, "12.5%" in English (src/domain/shared/format.ts).
 */
export function formatPercent(value: number, language: string): string {
  return formatFraction(value / 100, isLocale(language) ? language : 'fr', false, 2);
}
