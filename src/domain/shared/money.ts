/** Money rounded to the cent: sums of many floats drift, and every amount the API gives is to the cent. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
