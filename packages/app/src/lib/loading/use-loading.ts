import { useIonLoading, type LoadingOptions } from '@ionic/react';
import { LOADING_DEFAULT_TEXT, LOADING_MAX_DURATION_MS } from '@stay/contract';
import { useCallback } from 'react';

/** §9: 'Please wait...' unless told otherwise, and never longer than 2 s on screen. */
export function loadingOptions(message: string = LOADING_DEFAULT_TEXT): LoadingOptions {
  return { message, duration: LOADING_MAX_DURATION_MS };
}

export type WithLoading = <T>(work: () => Promise<T>, message?: string) => Promise<T>;

/** Runs `work` behind Ionic's loading indicator: `await withLoading(() => leaveChat(), 'Leaving chat')`. */
export function useLoading(): WithLoading {
  const [present, dismiss] = useIonLoading();
  return useCallback(
    async (work, message) => {
      await present(loadingOptions(message));
      try {
        return await work();
      } finally {
        await dismiss();
      }
    },
    [present, dismiss],
  );
}
