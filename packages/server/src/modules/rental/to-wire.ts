import { rentalState, type Rental, type RentalDamageReport, type RentalLock } from '@stay/contract';
import type { DamageReportRow, RentalWireRow } from './repository';

const LOCKS: readonly RentalLock[] = ['locked', 'unlocked', 'unknown'];

export function toRental(row: RentalWireRow, hasDamageReport: boolean, now: Date): Rental {
  const endedDateTime = row.ended_at;
  return {
    _id: row.id,
    reservationId: row.reservation_id,
    productkey: row.productkey,
    productname: row.productname,
    bikeId: row.bike_id,
    bikeName: row.bike_name,
    startDateTime: row.start_at,
    endDateTime: row.end_at,
    state: rentalState({ startDateTime: row.start_at, endDateTime: row.end_at, endedDateTime }, now),
    lock: LOCKS.find((lock) => lock === row.lock_state) ?? 'unknown',
    battery: row.battery === null ? null : Math.round(Number(row.battery)),
    position: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    atStation: Number(row.at_station) === 1,
    damageReported: hasDamageReport,
    endedDateTime,
  };
}

export function toDamageReport(row: DamageReportRow): RentalDamageReport {
  return {
    _id: row.id,
    rentalId: row.rental_id,
    text: row.text,
    photo: row.photo_filename,
    photoMimetype: row.photo_mimetype,
    created: row.created_at,
  };
}
