import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the latest committed render, for callbacks and subscriptions that must not
 * be recreated when the value changes (query functions, socket listeners, timers).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
