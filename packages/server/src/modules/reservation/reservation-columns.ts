import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * The reservation as part of another module's query, so the caller reads it in the same round trip as its own rows
 * (a list or a view). Callers: announcement (the acceptance log), chat (the guest's chat and its list items),
 * complaint (lists and lookups), order (staff deliveries, sales per guide), push (announcement pushes), rating (tallies
 * per guide). Two modules that this module imports read `reservations` themselves, since importing this module would
 * close a cycle: identity (the caller's reservation location, in the one query that loads the caller on every
 * request) and suite (a guest's stay with its suite, the staff's suite stays; it owns
 * `reservation_accommodations`).
 */

/** The reservation columns other modules may read, as a table to join: `.innerJoin(reservationsToJoin(db).as('r'), 'r.id', …)`. */
export function reservationsToJoin(db: DbOrTrx) {
  return db
    .selectFrom('reservations')
    .select([
      'id',
      'reservation_number',
      'status',
      'location_id',
      'start_date_time',
      'end_date_time',
      'controls_activation_date_time',
      'controls_deactivation_date_time',
      'controls_are_active',
      'days_untill_app_use',
      'accommodation_name',
      'main_guest_firstname',
      'main_guest_surname',
      'guide_employee_id',
    ]);
}

/** The reservation's current guide (null: none, or no such reservation); `reservationId` names the caller's column. */
export const reservationGuideOf = (reservationId: string): RawBuilder<string | null> =>
  sql<string | null>`(select r.guide_employee_id from reservations r where r.id = ${sql.ref(reservationId)})`;

/**
 * The suite's name of a joined reservation (`alias`, e.g. `r`): its first suite, else the name on the
 * booking.
 */
export const reservationSuiteNameOf = (alias: string): RawBuilder<string | null> =>
  sql<string | null>`coalesce((select a.name from reservation_accommodations ra inner join accommodations a on a.id = ra.accommodation_id where ra.reservation_id = ${sql.ref(`${alias}.id`)} and ra.position = 0), ${sql.ref(`${alias}.accommodation_name`)})`;
