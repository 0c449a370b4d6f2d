import { loadingController, type LoadingOptions } from '@ionic/core/components';
import { defineCustomElement as defineLoading } from '@ionic/core/components/ion-loading.js';
import { LOADING_DEFAULT_TEXT, LOADING_MAX_DURATION_MS } from '@stay/contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Please wait...' (in the person's language) unless told otherwise, and never longer than 2 s on screen. */
export function loadingOptions(message: string = LOADING_DEFAULT_TEXT): LoadingOptions {
  return { message, duration: LOADING_MAX_DURATION_MS };
}

export type WithLoading = <T>(work: () => Promise<T>, message?: string) => Promise<T>;

/**
 * Runs `work` behind Ionic's loading indicator: `await withLoading(() => leaveChat(), 'Leaving chat')`.
 *
 * Does what @ionic/react's useIonLoading does, straight on @ionic/core's controller: hooks from @ionic/react come
 * with the one module /login loads, so ion-loading would weigh on /login although only signed-in screens use it.
 */
export function useLoading(): WithLoading {
  const overlay = useRef<HTMLIonLoadingElement | undefined>(undefined);
  const { t } = useTranslation();
  const defaultMessage = t('common.pleaseWait');
  defineLoading();

  const present = useCallback(async (options: LoadingOptions) => {
    if (overlay.current) return;
    const loading = await loadingController.create(options);
    overlay.current = loading;
    void loading.onDidDismiss().then(() => {
      overlay.current = undefined;
    });
    void loading.present();
  }, []);

  const dismiss = useCallback(async () => {
    if (overlay.current) await overlay.current.dismiss();
    overlay.current = undefined;
  }, []);

  return useCallback(
    async (work, message) => {
      await present(loadingOptions(message ?? defaultMessage));
      try {
        return await work();
      } finally {
        await dismiss();
      }
    },
    [present, dismiss, defaultMessage],
  );
}
