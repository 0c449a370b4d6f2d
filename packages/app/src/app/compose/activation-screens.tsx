import type { Reservation } from '@stay/contract';
import { useCallback } from 'react';
import { useReplaceReservation } from '@/domains/stay/use-current-reservation';
import { ActivateInvitePage } from '@/features/reservation-activation/pages/activate-invite-page';
import { ActivateReservationPage } from '@/features/reservation-activation/pages/activate-reservation-page';

/** A newly linked reservation is the current one, and everything cached about a previous stay is stale. */
function useActivated() {
  const replace = useReplaceReservation();
  return useCallback((reservation: Reservation) => replace(reservation, { everythingElseStale: true }), [replace]);
}

export function ActivateReservationScreen() {
  return <ActivateReservationPage onActivated={useActivated()} />;
}

export function ActivateInviteScreen() {
  return <ActivateInvitePage onActivated={useActivated()} />;
}
