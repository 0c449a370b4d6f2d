import { useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { useState } from 'react';

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

export const isDocumentVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';
