import { PopoverNext, type MiddlewareConfig, type PopoverNextProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useBackCloses } from './back-stack';
import './app-popover.css';

/** Room kept between a popover and the screen's edges. */
const EDGE = 8;

/**
 * A popover stays inside the visible screen (docs/screens.md#on-a-phone): it opens on the side of its control
 * with the more room when neither side holds it whole, then shrinks to that room and scrolls
 * (app-popover.css). Held sideways, a status list or a calendar opened 100 px above the screen's top before.
 */
export const ON_SCREEN: MiddlewareConfig = {
  flip: { padding: EDGE },
  shift: { padding: EDGE },
  size: {
    padding: EDGE,
    apply({ availableWidth, availableHeight, elements }) {
      elements.floating.style.setProperty('--popover-room-height', `${Math.max(0, Math.floor(availableHeight))}px`);
      elements.floating.style.setProperty('--popover-room-width', `${Math.max(0, Math.floor(availableWidth))}px`);
    },
  },
};

/**
 * Blueprint's popover, kept on screen, and closed by a phone's Back (docs/screens.md#on-a-phone). Controlled
 * (`isOpen` and `onInteraction`) or not, as Blueprint's.
 */
export function Popover({ isOpen, onInteraction, popoverClassName, ...props }: PopoverNextProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = isOpen !== undefined;
  const open = controlled ? isOpen : ownOpen;
  const interact = (next: boolean, event?: Parameters<NonNullable<PopoverNextProps['onInteraction']>>[1]) => {
    if (!controlled) setOwnOpen(next);
    onInteraction?.(next, event);
  };
  useBackCloses(open, () => interact(false));
  return (
    <PopoverNext
      middleware={ON_SCREEN}
      {...props}
      popoverClassName={popoverClassName ? `app-popover ${popoverClassName}` : 'app-popover'}
      isOpen={open}
      onInteraction={interact}
    />
  );
}
