import type { ChatDelivery } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findPlacedDeliveriesOf } from './repository';
import { toChatDelivery } from './to-wire';

/**
 * The deliveries of paid and placed orders of each reservation, by date (a chat list item groups them by date):
 * one query for a whole page of chats. Reservations without any are missing from the map.
 */
export async function deliveriesForReservations(db: DbOrTrx, reservationIds: readonly string[]): Promise<Map<string, ChatDelivery[]>> {
  const byReservation = new Map<string, ChatDelivery[]>();
  const ids = [...new Set(reservationIds)];
  if (ids.length === 0) return byReservation;
  for (const row of await findPlacedDeliveriesOf(db, ids)) {
    const list = byReservation.get(row.reservation_id) ?? [];
    list.push(toChatDelivery(row));
    byReservation.set(row.reservation_id, list);
  }
  return byReservation;
}
