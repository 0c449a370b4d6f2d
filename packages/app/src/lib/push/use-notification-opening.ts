import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '@/lib/services/services-context';
import { OPEN_ORDER_EVENT, notificationOpeningSteps, type OpenOrderDetail, type OpenedNotification, type OpeningStep } from './notification-opening';

export interface OpeningDeps {
  navigate(to: string): void;
  openExternal(url: string): void;
  /** Runs `run` after `delayMs` (setTimeout in the app). */
  later(run: () => void, delayMs: number): void;
  dispatch(event: Event): void;
}

/** Carries out opening steps in their order. */
export function runOpeningSteps(steps: readonly OpeningStep[], deps: OpeningDeps): void {
  for (const step of steps) {
    switch (step.kind) {
      case 'navigate':
        deps.navigate(step.to);
        break;
      case 'external':
        deps.openExternal(step.url);
        break;
      case 'open-order':
        deps.later(() => deps.dispatch(new CustomEvent<OpenOrderDetail>(OPEN_ORDER_EVENT, { detail: { orderKey: step.orderKey } })), step.delayMs);
        break;
    }
  }
}

/**
 * Opens a tapped push notification for the signed-in person: the router walks the steps of
 * `notificationOpeningSteps`. Nothing happens without a session. (The push transport calls it.)
 */
export function useNotificationOpening(): (notification: OpenedNotification) => void {
  const navigate = useNavigate();
  const { session } = useServices();
  return useCallback(
    (notification: OpenedNotification) => {
      const role = session.current()?.auth.role;
      if (!role) return;
      runOpeningSteps(notificationOpeningSteps(role, notification), {
        navigate: (to) => navigate(to),
        openExternal: (url) => window.open(url, '_blank', 'noopener'),
        later: (run, delayMs) => void setTimeout(run, delayMs),
        dispatch: (event) => window.dispatchEvent(event),
      });
    },
    [navigate, session],
  );
}
