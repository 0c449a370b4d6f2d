import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import { dialectOf } from '../../db/dialect';
import { jsonArrayOf } from '../../db/json-array';
import { answersJsonOf } from '../questionnaire';
import { rentalsJsonOf } from '../rental';

/**
 * The reservation with the parts of its view, in one statement: its suites, linked guests, live invites, answers and
 * rentals, each a JSON column (see jsonArrayOf) in the order the view lists them. The guide and the location are kept
 * reads of their own.
 */
export const findReservationView = compiledOnce((db: DbOrTrx, reservationId: string) => {
  const dialect = dialectOf(db);
  const id = sql.ref<string>('reservations.id');
  return db
    .selectFrom('reservations')
    .selectAll('reservations')
    .select((eb) => [
      eb
        .selectFrom('reservation_accommodations as ra')
        .innerJoin('accommodations as a', 'a.id', 'ra.accommodation_id')
        .select(jsonArrayOf(dialect, { id: sql.ref('a.id'), name: sql.ref('a.name') }, sql`ra.position`).as('suites'))
        .where('ra.reservation_id', '=', id)
        .as('suites'),
      eb
        .selectFrom('reservation_guests as g')
        .innerJoin('persons as p', 'p.id', 'g.person_id')
        // A guest is listed once per account, as findGuestsOf lists them.
        .leftJoin('accounts as ac', 'ac.person_id', 'p.id')
        .select(
          jsonArrayOf(
            dialect,
            { id: sql.ref('p.id'), firstname: sql.ref('p.firstname'), surname: sql.ref('p.surname'), isMain: sql.ref('g.is_main') },
            sql`g.is_main desc, g.joined_at, p.id`,
          ).as('guests'),
        )
        .where('g.reservation_id', '=', id)
        .as('guests'),
      eb
        .selectFrom('invites as i')
        .select(
          jsonArrayOf(
            dialect,
            {
              id: sql.ref('i.id'),
              email: sql.ref('i.email'),
              created_at: sql.ref('i.created_at'),
              expires_at: sql.ref('i.expires_at'),
              accepted_at: sql.ref('i.accepted_at'),
            },
            sql`i.created_at desc, i.id`,
          ).as('invites'),
        )
        .where('i.reservation_id', '=', id)
        .where('i.revoked_at', 'is', null)
        .as('invites'),
      answersJsonOf(db, id).as('answers'),
      rentalsJsonOf(db, id).as('rentals'),
    ])
    .where('reservations.id', '=', reservationId);
});

export type ReservationViewRow = Awaited<ReturnType<typeof findReservationView>>[number];
