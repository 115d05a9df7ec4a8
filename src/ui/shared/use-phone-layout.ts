import { useSyncExternalStore } from 'react';

/**
 * The phone layout's breakpoint (docs/screens.md#on-a-phone): below 640 px lists show cards, filters
 * fold into a panel and dialogs are sheets. The stylesheets use the same width
 * (`@media (max-width: 639.98px)`).
 */
const PHONE_MEDIA_QUERY = '(max-width: 639.98px)';

/**
 * A phone in every position (docs/screens.md#on-a-phone): narrow, short (below 500 px high: held sideways, a
 * keyboard open) or touch-only. Dialogs are sheets there and main actions 44 px, in the stylesheets that say so
 * (`@media` with this very query: use-phone-layout.test.ts).
 */
export const SHEET_MEDIA_QUERY =
  '(max-width: 639.98px), (max-height: 499.98px), (any-hover: none) and (pointer: coarse)';

/** The media query, where the environment has one (a test's DOM may not). */
const media = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = () => media()?.matches ?? false;

/** The screen is a phone's width: known at the first render, followed as the window turns or resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
