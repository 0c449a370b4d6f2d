import { useCallback, useSyncExternalStore } from 'react';

/** Wide enough for the staff menu to stay beside the page (Ionic's `lg` breakpoint). */
export const MENU_BESIDE_QUERY = '(min-width: 992px)';
/** Wide enough for a list and its detail side by side, next to the menu. */
export const LIST_BESIDE_DETAIL_QUERY = '(min-width: 1200px)';
/** The person has asked their device for less motion (an accessibility setting). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now (false where the browser cannot tell). */
export function matchesMediaQuery(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}

/** Whether a CSS media query matches, live (false where the browser cannot tell, e.g. without `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMediaQuery(query),
    () => false,
  );
}
