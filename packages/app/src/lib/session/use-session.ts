import type { EmergencyPhone } from '@stay/contract';
import { useSyncExternalStore } from 'react';
import { useServices } from '@/lib/services/services-context';
import type { AuthActions } from './auth-actions';
import { emergencyPhoneOf, type StoredSession } from './session-store';

/** The stored session (auth and settings), re-rendering when it changes; null when signed out. */
export function useSession(): StoredSession | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.current);
}

export function useAuth(): AuthActions {
  return useServices().auth;
}

/** The support contact from the session's settings, or the built-in default before sign-in. */
export function useEmergencyPhone(): EmergencyPhone {
  return emergencyPhoneOf(useSession());
}
