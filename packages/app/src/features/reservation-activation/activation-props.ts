import type { Reservation } from '@stay/contract';

export interface ActivationPageProps {
  /** The linked reservation: the guest area takes it as current before the guest goes there. */
  onActivated: (reservation: Reservation) => void;
}
