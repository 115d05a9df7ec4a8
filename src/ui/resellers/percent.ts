/** A percentage in the reader's number format: "12,5 %" in French. */
export function formatPercent(value: number, language: string): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)} %`;
}
