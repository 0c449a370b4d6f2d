import { useEffect } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';

/** Pauses between two looks at the server: quick at first, then no more than every 15 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * While `isActive`, asks `isReachable` with growing pauses, and at once when the browser says it is online again or
 * the page becomes visible; calls `onBack` once the server answers.
 */
export function useServerReturn(isActive: boolean, isReachable: () => Promise<boolean>, onBack: () => void): void {
  const latest = useLatest({ isReachable, onBack });
  useEffect(() => {
    if (!isActive) return;
    let isStopped = false;
    let isChecking = false;
    let round = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      const delay = RECONNECT_DELAYS_MS[Math.min(round, RECONNECT_DELAYS_MS.length - 1)];
      round += 1;
      timer = setTimeout(() => void check(), delay);
    };
    const check = async () => {
      if (isStopped || isChecking) return;
      isChecking = true;
      const isBack = await latest.current.isReachable().catch(() => false);
      isChecking = false;
      if (isStopped) return;
      if (isBack) latest.current.onBack();
      else schedule();
    };
    const checkNow = () => {
      if (document.visibilityState === 'hidden') return;
      round = 0;
      clearTimeout(timer);
      void check();
    };

    schedule();
    window.addEventListener('online', checkNow);
    document.addEventListener('visibilitychange', checkNow);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', checkNow);
      document.removeEventListener('visibilitychange', checkNow);
    };
  }, [isActive, latest]);
}
