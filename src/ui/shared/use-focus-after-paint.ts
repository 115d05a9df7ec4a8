import { useEffect, useRef } from 'react';

/**
 * Focuses the element in the frame after the page first shows, instead of while React mounts it
 * (`autoFocus`): a focus makes the browser work out the page's style and layout at once, which on
 * the login page's first screen is its first style calculation, over the whole stylesheet, inside
 * the commit's task: 39 ms of that 87 ms task with a phone's CPU, measured under Lighthouse's mobile
 * preset (docs/performance.md#fast-on-a-phone). A field the user has
 * already reached keeps the focus.
 */
export function useFocusAfterPaint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
