import type { DbOrTrx } from '../../db/database';
import type { RealtimeEnvelope } from '../../platform/realtime/audience';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { findGuestsOf } from '../reservation';

/** What `order.updated` names. */
export interface OrderChange {
  nmbr: number;
  reservation_id: string;
  location_id: string | null;
  state: number;
}

/** `order.updated` for the reservation's guests and the location's staff. */
export const orderUpdatedEvent = (order: OrderChange, guests: ReadonlyArray<{ id: string }>): RealtimeEnvelope => ({
  audience: { guestIds: guests.map((guest) => guest.id), locationStaff: { locationId: order.location_id } },
  event: { type: 'order.updated', ordernmbr: order.nmbr, reservationId: order.reservation_id, orderstate: order.state },
});

/**
 * Tells the reservation's guests and the location's staff that an order changed. Best effort: a failed publish is
 * logged by the bus and never fails the request.
 */
export async function publishOrderUpdated(db: DbOrTrx, realtime: RealtimePublisher | undefined, order: OrderChange): Promise<void> {
  if (!realtime) return;
  await realtime.publish(orderUpdatedEvent(order, await findGuestsOf(db, order.reservation_id)));
}
