import { PopoverNext, type MiddlewareConfig, type PopoverNextProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useBackCloses } from './back-stack';
import './app-popover.css';

/** Room kept between a popover and the screen's edges; at the top, below the app's header (styles.css). */
const EDGE = 8;
const ROOM = { top: 50 + EDGE, right: EDGE, bottom: EDGE, left: EDGE };

/** The room a popover has, for app-popover.css to keep it there. */
const keepToRoom: NonNullable<MiddlewareConfig['size']> = {
  padding: ROOM,
  apply({ availableWidth, availableHeight, elements }) {
    elements.floating.style.setProperty('--popover-room-height', `${Math.max(0, Math.floor(availableHeight))}px`);
    elements.floating.style.setProperty('--popover-room-width', `${Math.max(0, Math.floor(availableWidth))}px`);
  },
};

/**
 * A popover stays inside the visible screen (docs/screens.md#on-a-phone): it opens below or above its control,
 * on the side with the more room, aligned as asked, then shrinks to that room and scrolls (app-popover.css).
 * Held sideways, a status list or a calendar opened 100 px above the screen's top before. Blueprint's `flip`
 * measured the popover once shrunk, and kept a calendar in the 90 px left below its field.
 */
const onScreen = (alignment: 'start' | 'end'): MiddlewareConfig => ({
  flip: undefined,
  autoPlacement: { padding: ROOM, alignment, allowedPlacements: [`bottom-${alignment}`, `top-${alignment}`] },
  shift: { padding: ROOM },
  size: keepToRoom,
});
const ON_SCREEN = { start: onScreen('start'), end: onScreen('end') };

/**
 * Blueprint's popover, kept on screen, and closed by a phone's Back (docs/screens.md#on-a-phone). Controlled
 * (`isOpen` and `onInteraction`) or not, as Blueprint's. Lazy: until first opened it renders its button alone,
 * no portal nor transition group (Blueprint's `PopoverNext` mounts them at once unless told), so the menus of
 * a page cost it nothing while closed (docs/performance.md#fast-on-a-phone). Give it its content as a component
 * (`content={<UserMenuItems />}`) rather than as markup: a component renders only while the popover is open.
 */
export function Popover({ isOpen, onInteraction, popoverClassName, lazy = true, ...props }: PopoverNextProps) {
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
      middleware={ON_SCREEN[props.placement?.endsWith('-end') ? 'end' : 'start']}
      {...props}
      lazy={lazy}
      popoverClassName={popoverClassName ? `app-popover ${popoverClassName}` : 'app-popover'}
      isOpen={open}
      onInteraction={interact}
    />
  );
}
