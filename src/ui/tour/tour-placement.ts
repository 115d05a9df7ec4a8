/**
 * Where the guided tour's card and its docked pill go on the screen (docs/product.md#demo-links-and-guided-tour):
 * never over the control the step highlights, never over an open dialog. Pure: the card measures, these decide.
 */
export type Box = Readonly<Pick<DOMRect, 'top' | 'left' | 'width' | 'height'>>;
type Size = Readonly<{ width: number; height: number }>;

export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** The card's distance to the screen's edges, and its top below the app's header (tour.css). */
const EDGE = 16;
const BELOW_HEADER = 64;
/** Space kept between the control and the card when the page scrolls one clear of the other. */
const GAP = 12;

/** The card's corners, in the order it tries them (tour.css: tour-card-top, tour-card-left). */
type Corner = 'bottom-right' | 'top-right' | 'bottom-left' | 'top-left';
const CORNERS: readonly Corner[] = ['bottom-right', 'top-right', 'bottom-left', 'top-left'];

export type CardPlacement =
  | { readonly place: Corner; readonly scroll: number }
  /** The card cannot keep clear of its control on this screen: it shrinks to its tag (the pill). */
  | { readonly place: 'tag'; readonly scroll: 0 };

function cornerBox(corner: Corner, card: Size, screen: Size): Box {
  const left = corner.endsWith('right') ? screen.width - EDGE - card.width : EDGE;
  const top = corner.startsWith('bottom') ? screen.height - EDGE - card.height : BELOW_HEADER;
  return { left, top, ...card };
}

/**
 * The card's place: the first corner where it does not cover the control. When the control is in the way of all
 * four (a phone's short screen, a tall control), the page scrolls by `scroll` so that the control sits between the
 * header and the card at the bottom, or below the card at the top. When neither leaves room for the control (a
 * phone held sideways), the card shrinks to its tag.
 */
export function cardPlacement(target: Box, card: Size, screen: Size): CardPlacement {
  const free = CORNERS.find((corner) => !overlaps(cornerBox(corner, card, screen), target));
  if (free) return { place: free, scroll: 0 };
  // Between the header and the card at the bottom.
  const aboveCard = screen.height - EDGE - card.height - GAP;
  if (target.height <= aboveCard - BELOW_HEADER) {
    const bottom = target.top + target.height;
    return { place: 'bottom-right', scroll: bottom > aboveCard ? bottom - aboveCard : target.top - BELOW_HEADER };
  }
  // Below the card at the top.
  const belowCard = BELOW_HEADER + card.height + GAP;
  if (target.height <= screen.height - belowCard) return { place: 'top-right', scroll: target.top - belowCard };
  return { place: 'tag', scroll: 0 };
}

/**
 * The docked pill's place: the first corner of the screen (top right, top left, bottom left, bottom right) that
 * nothing in `keepFree` covers (open dialogs, the step's control); else the strip every dialog leaves free at the
 * top (docs/screens.md#on-a-phone).
 */
export function pillPlace(pill: Size, keepFree: readonly Box[], screen: Size): { top: number; left: number } {
  const margin = 8;
  const right = screen.width - margin - pill.width;
  const lower = screen.height - margin - pill.height;
  const corners = [
    { top: margin, left: right },
    { top: margin, left: margin },
    { top: lower, left: margin },
    { top: lower, left: right },
  ];
  const free = corners.find((corner) => !keepFree.some((box) => overlaps({ ...corner, ...pill }, box)));
  return free ?? { top: 2, left: right };
}
