import { useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS } from '@stay/contract';
import { useCallback } from 'react';

/** Tells that something worked: a toast at the bottom in the primary colour for the usual 2 s. */
export function useSuccessToast(): (message: string) => void {
  const [presentToast] = useIonToast();
  return useCallback((message: string) => void presentToast({ message, duration: TOAST_DURATION_MS, position: 'bottom', color: 'primary' }), [presentToast]);
}
