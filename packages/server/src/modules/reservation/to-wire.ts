import type { Invite, QuestionnaireEntry, Rental, Reservation, ReservationGuest, ReservationTimes } from '@stay/contract';
import { controlsWindow } from '@stay/contract';
import { toReservationGuide, type GuideRecord } from '../identity';
import type { InviteRow } from './invite-repository';
import type { ReservationLocation, ReservationRow } from './repository';

/** The fields the reservation rules read, from a row. */
export function toReservationTimes(row: ReservationRow): ReservationTimes {
  return {
    status: row.status,
    startDateTime: row.start_date_time,
    endDateTime: row.end_date_time,
    controlsActivationDateTime: row.controls_activation_date_time,
    controlsDeactivationDateTime: row.controls_deactivation_date_time,
    daysUntillAppUse: row.days_untill_app_use,
  };
}

/** What the wire shows of an invite (`toInvite`). */
export type InviteWireRow = Pick<InviteRow, 'id' | 'email' | 'created_at' | 'expires_at' | 'accepted_at'>;

export function toInvite(row: InviteWireRow, now: Date): Invite {
  const status = row.accepted_at !== null ? 'ACCEPTED' : row.expires_at <= now.toISOString() ? 'EXPIRED' : 'PENDING';
  return {
    _id: row.id,
    email: row.email,
    status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
  };
}

export interface ReservationParts {
  row: ReservationRow;
  location: ReservationLocation;
  accommodations: { id: string; name: string }[];
  guide: GuideRecord | undefined;
  guests: { id: string; firstname: string; surname: string; isMain: number }[];
  invites: InviteWireRow[];
  answers: QuestionnaireEntry[];
  rentals: Rental[];
  lateCheckout: boolean;
  viewerGuestId: string;
  now: Date;
}

/** The reservation as the viewer (a guest of it) sees it. */
export function toReservation(parts: ReservationParts): Reservation {
  const { row, now } = parts;
  const isMainGuest = row.main_person_id === parts.viewerGuestId;
  const guests: ReservationGuest[] = parts.guests.map((guest) => ({
    _id: guest.id,
    firstname: guest.firstname,
    surname: guest.surname,
    isMainGuest: guest.id === row.main_person_id || guest.isMain === 1,
  }));
  const suites = parts.accommodations.length
    ? parts.accommodations.map((suite) => ({ _id: suite.id, name: suite.name }))
    : row.accommodation_name
      ? [{ _id: `${row.id}:suite`, name: row.accommodation_name }]
      : [];
  return {
    _id: row.id,
    nmbr: row.reservation_number,
    status: row.status,
    startDateTime: row.start_date_time,
    endDateTime: row.end_date_time,
    controlsActivationDateTime: row.controls_activation_date_time,
    controlsDeactivationDateTime: row.controls_deactivation_date_time,
    controlsAreActive: row.controls_are_active === 1 && controlsWindow(toReservationTimes(row), now) === 'open',
    daysUntillAppUse: row.days_untill_app_use,
    accommodations: suites,
    suiteAccess: { hasToken: row.suite_access_has_token === 1 },
    rentals: parts.rentals,
    guide: parts.guide ? toReservationGuide(parts.guide) : null,
    guideSelectionTimestamp: parts.guide ? row.guide_selection_timestamp : null,
    mainGuest: {
      _id: row.main_person_id,
      firstname: row.main_guest_firstname,
      surname: row.main_guest_surname,
      questionnaire: parts.answers,
    },
    relation: row.relation_erp_uid ? { erpUID: row.relation_erp_uid, name: row.relation_name ?? '' } : null,
    location: { _id: parts.location.id, name: parts.location.name, timeZone: parts.location.timeZone },
    lateCheckout: parts.lateCheckout,
    demoMode: row.demo_mode === 1,
    guideRatingDisabled: row.guide_rating_disabled === 1,
    isMainGuest,
    guests,
    invites: isMainGuest ? parts.invites.map((invite) => toInvite(invite, now)) : [],
  };
}
