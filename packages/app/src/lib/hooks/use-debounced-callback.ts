import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from './use-latest';

/** A stable function that runs `fn` once, `ms` after the last call (trailing debounce); cancelled on unmount. */
export function useDebouncedCallback(fn: () => void, ms: number): () => void {
  const latest = useLatest(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  }, [latest, ms]);
}
