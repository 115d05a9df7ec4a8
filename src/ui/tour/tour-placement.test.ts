import { describe, expect, it } from 'vitest';
import { cardPlacement, overlaps, pillPlace } from './tour-placement';

const phone = { width: 390, height: 844 };
const card = { width: 358, height: 300 };
/** The card at the bottom of a 390 × 844 phone: from 528 to 828. */
const cardAtBottom = { left: 16, top: 528, ...card };
const cardAtTop = { left: 16, top: 64, ...card };

describe('the tour card never covers the control of its step', () => {
  it('stays at the bottom when the control is above it', () => {
    expect(cardPlacement({ left: 20, top: 200, width: 120, height: 30 }, card, phone)).toEqual({
      place: 'bottom-right',
      scroll: 0,
    });
  });

  it('moves to the top when the control is under its bottom place', () => {
    expect(cardPlacement({ left: 20, top: 700, width: 120, height: 30 }, card, phone)).toEqual({
      place: 'top-right',
      scroll: 0,
    });
  });

  it('moves to the left on a wide short screen when the control is on the right (a row’s actions, held sideways)', () => {
    const sideways = { width: 844, height: 390 };
    const landscapeCard = { width: 380, height: 260 };
    expect(cardPlacement({ left: 600, top: 140, width: 200, height: 44 }, landscapeCard, sideways)).toEqual({
      place: 'bottom-left',
      scroll: 0,
    });
  });

  it('shrinks to its tag when no place and no scroll leaves the control clear (740 × 360, a tall card)', () => {
    const sideways = { width: 740, height: 360 };
    const tall = { width: 708, height: 264 };
    expect(cardPlacement({ left: 300, top: 150, width: 300, height: 96 }, tall, sideways)).toEqual({
      place: 'tag',
      scroll: 0,
    });
  });

  it('scrolls a control in the way of both places clear of the card at the bottom', () => {
    const target = { left: 0, top: 300, width: 390, height: 320 };
    const { place, scroll } = cardPlacement(target, card, phone);
    expect(place).toBe('bottom-right');
    const after = { ...target, top: target.top - scroll };
    expect(overlaps(after, cardAtBottom)).toBe(false);
    expect(after.top).toBeGreaterThanOrEqual(64);
  });

  it('scrolls a control that cannot fit above the card to below it at the top', () => {
    const target = { left: 0, top: 120, width: 390, height: 460 };
    const { place, scroll } = cardPlacement(target, card, phone);
    expect(place).toBe('top-right');
    const after = { ...target, top: target.top - scroll };
    expect(overlaps(after, cardAtTop)).toBe(false);
    expect(after.top + after.height).toBeLessThanOrEqual(phone.height);
  });
});

describe('the docked tour pill leaves every open dialog and the step’s control free', () => {
  const pill = { width: 170, height: 28 };

  it('takes the top right corner above a phone sheet', () => {
    const sheet = { left: 0, top: 48, width: 390, height: 796 };
    expect(pillPlace(pill, [sheet], phone)).toEqual({ top: 8, left: 212 });
  });

  it('takes another corner when the dialog covers the top right one', () => {
    const dialog = { left: 200, top: 0, width: 190, height: 500 };
    expect(pillPlace(pill, [dialog], phone)).toEqual({ top: 8, left: 8 });
  });

  it('keeps clear of the step’s control in the top right corner', () => {
    const control = { left: 250, top: 0, width: 140, height: 50 };
    expect(pillPlace(pill, [control], phone)).toEqual({ top: 8, left: 8 });
  });

  it('keeps to the top strip when a dialog covers every corner', () => {
    expect(pillPlace(pill, [{ left: 0, top: 0, width: 390, height: 844 }], phone)).toEqual({ top: 2, left: 212 });
  });
});
