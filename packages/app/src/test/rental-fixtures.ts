import type { Rental, RentalStateReply } from '@stay/contract';
import { daysFromNow } from './stay-fixtures';

/** An active e-bike rental of reservation r1 (Bike 7), started an hour ago, ends tomorrow; locked, 80% battery, at the station. */
export function rentalWith(overrides: Partial<Rental> = {}): Rental {
  return {
    _id: 'rental-1',
    reservationId: 'r1',
    productkey: 'ebike',
    productname: 'E-bike',
    bikeId: 'bike-7',
    bikeName: 'Bike 7',
    startDateTime: daysFromNow(-1 / 24),
    endDateTime: daysFromNow(1),
    state: 'active',
    lock: 'locked',
    battery: 80,
    position: { lat: 52.37, lng: 4.89 },
    atStation: true,
    damageReported: false,
    endedDateTime: null,
    ...overrides,
  };
}

/** The state call's answer: the rentals, the station 50 m around its point, and its beacon. */
export const rentalStateWith = (rentals: Rental[] = [rentalWith()]): RentalStateReply => ({
  rentals,
  station: { lat: 52.37, lng: 4.89, radiusMeters: 50 },
  stationBeaconId: 'station-beacon',
});
