/**
 * A column's header as at most two lines (docs/screens.md#common-list-behaviour): its words cut once, at the
 * space that makes the longer half shortest. Each half stays whole, so a narrow column (an order's reference
 * under "Referencia del presupuesto") shows "Referencia del / presupuesto", never three lines of one word.
 */
export function headerLines(label: string): readonly string[] {
  const words = label.trim().split(/\s+/);
  if (words.length < 2) return [label];
  let best: readonly string[] = [label];
  let longest = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const halves = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const width = Math.max(...halves.map((half) => half.length));
    if (width < longest) {
      longest = width;
      best = halves;
    }
  }
  return best;
}
