import { isPlaced } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { stayKeys } from '@/domains/stay/queries';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { orderKeys } from './order-keys';
import { useOrderGuest } from './use-order-guest';

/**
 * Keeps the guest's orders live: an `order.updated` event (a payment arrived, another guest of the reservation
 * changed the cart, the order was placed) loads every order answer again, as does a reconnect.
 */
export function useOrderLiveUpdates(): void {
  const queryClient = useQueryClient();
  const guestId = useOrderGuest();
  const reload = () => {
    if (guestId) void queryClient.invalidateQueries({ queryKey: orderKeys.all(guestId) });
  };
  useRealtimeEvents((event) => {
    if (event.type !== 'order.updated') return;
    reload();
    // An order placed on another device brings its bikes: the current reservation lists the rentals.
    if (isPlaced(event.orderstate)) void queryClient.invalidateQueries({ queryKey: stayKeys.currentReservation });
  });
  useRealtimeReconnect(reload);
}
