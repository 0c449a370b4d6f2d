import { appLanguageSchema, pmsStoredGuestSchema, type PmsReservation, type PmsReservationStatus } from '@stay/contract';
import type { ReservationRow } from '../../reservation';
import type { PmsReservationRow } from './repository';
import type { LocationStayClock } from './stay-of';

/** The extra guests as stored (JSON); a row that does not read as guests answers none. */
export function storedGuests(text: string): PmsReservation['guests'] {
  const parsed = pmsStoredGuestSchema.array().safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
}

export function toPmsReservation(
  pms: PmsReservationRow,
  reservation: ReservationRow,
  suite: { id: string; name: string },
  clock: LocationStayClock,
): PmsReservation {
  const stay = { startDateTime: reservation.start_date_time, endDateTime: reservation.end_date_time };
  return {
    externalId: pms.external_id,
    reservationNumber: reservation.reservation_number,
    status: pms.status as PmsReservationStatus,
    ...clock.datesOf(stay),
    ...stay,
    suite,
    mainGuest: {
      firstname: reservation.main_guest_firstname,
      surname: reservation.main_guest_surname,
      email: pms.main_guest_email,
      phone: pms.main_guest_phone,
      language: appLanguageSchema.catch('en').parse(pms.main_guest_language),
    },
    guests: storedGuests(pms.guests),
    createdAt: pms.created_at,
    updatedAt: pms.updated_at,
  };
}
