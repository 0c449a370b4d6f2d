import type { Reservation } from '@stay/contract';

export const GUEST_HOME_PATH = '/guest/home';

export interface ActivationPageProps {
  /** The linked reservation: the guest area takes it as current before the guest goes there. */
  onActivated: (reservation: Reservation) => void;
}
