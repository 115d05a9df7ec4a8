import { Classes, mergeRefs, PopoverNext, type MiddlewareConfig, type PopoverNextProps } from '@blueprintjs/core';
import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
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
 * The target of a popover nobody has opened yet, as Blueprint's `PopoverTarget` renders a child target (its
 * wrapper, class and ARIA), without the popover: no Floating UI, whose hooks run at each render of the page and
 * whose ref sets state as the page's first screen is committed, a render more in the same task for each popover
 * of the header and of a list (docs/performance.md#fast-on-a-phone). A click (or Enter and Space on the button)
 * opens the popover, which takes its place from then on.
 */
function DormantTarget({
  target,
  className,
  popupKind,
  onOpen,
}: Pick<PopoverNextProps, 'className' | 'popupKind'> & {
  target: ReactElement;
  onOpen(event: MouseEvent<HTMLElement>): void;
}) {
  return (
    <span className={className ? `${className} ${Classes.POPOVER_TARGET}` : Classes.POPOVER_TARGET} onClick={onOpen}>
      {cloneElement(target, { 'aria-expanded': false, 'aria-haspopup': popupKind ?? 'menu' } as Record<
        string,
        unknown
      >)}
    </span>
  );
}

/**
 * Blueprint's popover, kept on screen, and closed by a phone's Back (docs/screens.md#on-a-phone). Controlled
 * (`isOpen` and `onInteraction`) or not, as Blueprint's. Lazy: until first opened it renders its button alone,
 * no portal nor transition group (Blueprint's `PopoverNext` mounts them at once unless told), so the menus of
 * a page cost it nothing while closed (docs/performance.md#fast-on-a-phone); a popover with a button as its
 * child renders not even Blueprint's popover until first opened (`DormantTarget`). Give it its content as a
 * component (`content={<UserMenuItems />}`) rather than as markup: a component renders only while the popover
 * is open.
 */
export function Popover({
  isOpen,
  onInteraction,
  popoverClassName,
  lazy = true,
  children,
  ...props
}: PopoverNextProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = isOpen !== undefined;
  const open = controlled ? isOpen : ownOpen;
  // A child target waits for its first click; a rendered target (`renderTarget`) is Blueprint's at once. A field
  // mounts its popover only as it first opens, on an anchor of its own (src/ui/shared/form/day-input.tsx).
  const [reached, setReached] = useState(false);
  // Opened by other means (a shortcut, a tour): Blueprint's from then on too.
  if (open && !reached) setReached(true);
  // The dormant target had the focus (a click, Enter or Space): Blueprint's takes it as it replaces it, before
  // the popover notes where the focus goes back on close (Escape returns it to the button, as before).
  const refocus = useRef(false);
  const focusOnce = useCallback((node: HTMLElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      node.focus();
    }
  }, []);
  const interact = (next: boolean, event?: Parameters<NonNullable<PopoverNextProps['onInteraction']>>[1]) => {
    if (!controlled) setOwnOpen(next);
    onInteraction?.(next, event);
  };
  useBackCloses(open, () => interact(false));
  const child = Children.toArray(children)[0];
  if (!reached && !open && isValidElement(child))
    return (
      <DormantTarget
        target={child}
        className={props.className}
        popupKind={props.popupKind}
        onOpen={(event) => {
          refocus.current = event.currentTarget.contains(document.activeElement);
          setReached(true);
          interact(true, event);
        }}
      />
    );
  return (
    <PopoverNext
      middleware={ON_SCREEN[props.placement?.endsWith('-end') ? 'end' : 'start']}
      {...props}
      lazy={lazy}
      popoverClassName={popoverClassName ? `app-popover ${popoverClassName}` : 'app-popover'}
      isOpen={open}
      onInteraction={interact}
    >
      {isValidElement<{ ref?: Ref<HTMLElement> }>(child)
        ? cloneElement(child, { ref: mergeRefs(child.props.ref, focusOnce) })
        : children}
    </PopoverNext>
  );
}
