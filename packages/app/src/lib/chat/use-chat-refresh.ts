import { useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { CHAT_REFRESH_DEBOUNCE_MS, CHAT_REFRESH_INTERVAL_MS } from '@stay/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A stable function that runs `fn` once, `ms` after the last call (trailing debounce); cancelled on unmount. */
export function useDebouncedCallback(fn: () => void, ms: number): () => void {
  const latest = useRef(fn);
  latest.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  }, [ms]);
}

export const isDocumentVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * §9 polling fallback: refresh every 120000 ms while the page is shown and the document visible, and when the
 * document becomes visible again; every trigger is debounced by 1000 ms. Returns the debounced refresh, so live
 * events can ask for one too.
 */
export function useChatRefresh(refresh: () => void, isActive: boolean): () => void {
  const debounced = useDebouncedCallback(refresh, CHAT_REFRESH_DEBOUNCE_MS);
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = setInterval(() => {
      if (isDocumentVisible()) debounced();
    }, CHAT_REFRESH_INTERVAL_MS);
    const onVisibility = () => {
      if (isDocumentVisible()) debounced();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isActive, debounced]);
  return debounced;
}

/**
 * Whether this Ionic page is the one on screen. Ionic keeps pages you left mounted; they should stop polling and
 * stop marking messages as read.
 */
export function usePageActive(): boolean {
  const [isActive, setActive] = useState(true);
  useIonViewDidEnter(() => setActive(true));
  useIonViewWillLeave(() => setActive(false));
  return isActive;
}
