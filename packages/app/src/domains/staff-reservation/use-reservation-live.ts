import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '@/lib/realtime/realtime-context';
import { staffReservationKeys } from './queries';

/**
 * Keeps the staff reservation screens live: a `reservation.updated` event (the park's property-management system
 * created, changed or cancelled a reservation) refetches the lists, counts, dashboard and bookings.
 */
export function useReservationLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.type === 'reservation.updated') void queryClient.invalidateQueries({ queryKey: staffReservationKeys.all });
  });
}
