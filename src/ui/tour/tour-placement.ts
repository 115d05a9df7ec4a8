/**
 * Where the guided tour's card and its docked pill go on the screen (docs/product.md#demo-links-and-guided-tour):
 * never over the control the step highlights, never over an open dialog. Pure: the card measures, these decide.
 */
export type Box = Readonly<Pick<DOMRect, 'top' | 'left' | 'width' | 'height'>>;
type Size = Readonly<{ width: number; height: number }>;

export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** The card's distance to the screen's right and bottom edges, and its top below the app's header (tour.css). */
const EDGE = 16;
const BELOW_HEADER = 64;
/** Space kept between the control and the card when the page scrolls one clear of the other. */
const GAP = 12;

/**
 * The card's place: at the bottom, else at the top, where it does not cover the control. When the control is in
 * the way of both (a phone's short screen, a tall control), the page scrolls by `scroll` so that the control
 * sits above the card at the bottom, or, if its top would then pass under the header, below the card at the top.
 */
export function cardPlacement(target: Box, card: Size, screen: Size): { place: 'bottom' | 'top'; scroll: number } {
  const left = screen.width - EDGE - card.width;
  const bottom = { left, top: screen.height - EDGE - card.height, ...card };
  const top = { left, top: BELOW_HEADER, ...card };
  if (!overlaps(bottom, target)) return { place: 'bottom', scroll: 0 };
  if (!overlaps(top, target)) return { place: 'top', scroll: 0 };
  const up = target.top + target.height - (bottom.top - GAP);
  if (target.top - up >= BELOW_HEADER) return { place: 'bottom', scroll: up };
  return { place: 'top', scroll: target.top - (top.top + card.height + GAP) };
}

/**
 * The docked pill's place: the first corner of the screen (top right, top left, bottom left, bottom right) that no
 * open dialog covers; else the strip every dialog leaves free at the top (docs/screens.md#on-a-phone).
 */
export function pillPlace(pill: Size, dialogs: readonly Box[], screen: Size): { top: number; left: number } {
  const margin = 8;
  const right = screen.width - margin - pill.width;
  const lower = screen.height - margin - pill.height;
  const corners = [
    { top: margin, left: right },
    { top: margin, left: margin },
    { top: lower, left: margin },
    { top: lower, left: right },
  ];
  const free = corners.find((corner) => !dialogs.some((box) => overlaps({ ...corner, ...pill }, box)));
  return free ?? { top: 2, left: right };
}
