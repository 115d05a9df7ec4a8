/**
 * A percentage (12.5 for 12.5 %) in the reader's language: "12,5 %" in French and Spanish, "12.5%"
 * in English (Intl's percent style, not a space added in every language).
 */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
