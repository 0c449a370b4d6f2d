import { randomUUID } from 'node:crypto';
import type { Rental } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { parseJsonArray } from '../../db/json-array';
import { findRentalUnits, insertRentals, type RentalJsonRow, type RentalRow } from './repository';
import { toRental } from './to-wire';

/** One bike delivery of a placed order: `quantity` bikes of a product for the window of one day. */
export interface PlacedBikeDelivery {
  deliveryNmbr: number;
  productkey: string;
  productname: string;
  quantity: number;
  /** The calendar day of the rental (ISO date, the location's zone). */
  day: string;
  /** The rental window, UTC ISO instants. */
  startDateTime: string;
  endDateTime: string;
}

export interface PlacedBikeOrder {
  reservationId: string;
  locationId: string;
  deliveries: PlacedBikeDelivery[];
}

/**
 * Creates one rental per bike of the placed order's bike deliveries, inside the caller's transaction. Idempotent:
 * a delivery unit (delivery nmbr, bike index) that already has a rental gets no second one, so placing twice or
 * retrying never doubles a rental. The bike itself is assigned by the rental partner when the rental is first
 * looked at live. Answers the rentals this call created.
 */
export async function createRentalsForPlacedOrder(trx: DbOrTrx, order: PlacedBikeOrder, now: Date): Promise<Rental[]> {
  const existing = await findRentalUnits(
    trx,
    order.deliveries.map((delivery) => delivery.deliveryNmbr),
  );
  const rows: RentalRow[] = [];
  for (const delivery of order.deliveries) {
    const quantity = Math.max(0, Math.trunc(delivery.quantity));
    for (let unit = 0; unit < quantity; unit += 1) {
      if (existing.has(`${delivery.deliveryNmbr}:${unit}`)) continue;
      rows.push({
        id: randomUUID(),
        reservation_id: order.reservationId,
        location_id: order.locationId,
        delivery_nmbr: delivery.deliveryNmbr,
        unit_index: unit,
        productkey: delivery.productkey,
        productname: delivery.productname,
        bike_id: null,
        bike_name: null,
        start_at: new Date(delivery.startDateTime).toISOString(),
        end_at: new Date(delivery.endDateTime).toISOString(),
        ended_at: null,
        lock_state: 'unknown',
        battery: null,
        lat: null,
        lng: null,
        at_station: 0,
        reported_at: null,
        station_beacon_seen_at: null,
        created_at: now.toISOString(),
      });
    }
  }
  await insertRentals(trx, rows);
  return rows.map((row) => toRental(row, false, now));
}

/** The rentals of a `rentalsJsonOf` column as the wire shows them (the partner's last report; no live call). */
export function rentalsFromJson(value: unknown, now: Date): Rental[] {
  return parseJsonArray<RentalJsonRow>(value).map((row) => toRental(row, row.damaged === 1, now));
}
