import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';

export function findGuestLink(db: DbOrTrx, reservationId: string, guestId: string) {
  return db
    .selectFrom('reservation_guests')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('person_id', '=', guestId)
    .executeTakeFirst();
}

/** The reservation's linked guests with their account email, main guest first, then by joining time. */
export const findGuestsOf = compiledOnce((db, reservationId: string) =>
  db
    .selectFrom('reservation_guests')
    .innerJoin('persons', 'persons.id', 'reservation_guests.person_id')
    .leftJoin('accounts', 'accounts.person_id', 'persons.id')
    .select([
      'persons.id',
      'persons.firstname',
      'persons.surname',
      'reservation_guests.is_main as isMain',
      'accounts.email',
    ])
    .where('reservation_guests.reservation_id', '=', reservationId)
    .orderBy('reservation_guests.is_main', 'desc')
    .orderBy('reservation_guests.joined_at')
    .orderBy('persons.id'),
);

export async function insertGuestLink(
  db: DbOrTrx,
  link: { reservationId: string; guestId: string; isMain: boolean; joinedAt: string },
): Promise<void> {
  await db
    .insertInto('reservation_guests')
    .values({ reservation_id: link.reservationId, person_id: link.guestId, is_main: link.isMain ? 1 : 0, joined_at: link.joinedAt })
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doUpdateSet({ is_main: link.isMain ? 1 : 0 }))
    .execute();
}

export async function deleteGuestLink(db: DbOrTrx, reservationId: string, guestId: string): Promise<void> {
  await db.deleteFrom('reservation_guests').where('reservation_id', '=', reservationId).where('person_id', '=', guestId).execute();
}

/** Whether the guest belongs to of the reservation (linked, or it is their current reservation). */
export async function isGuestOfReservation(db: DbOrTrx, guestId: string, reservationId: string): Promise<boolean> {
  if (await findGuestLink(db, reservationId, guestId)) return true;
  const active = await db.selectFrom('persons').select('id').where('id', '=', guestId).where('active_reservation_id', '=', reservationId).executeTakeFirst();
  return active !== undefined;
}

/** Links the guest to the reservation as main guest unless they are linked already. */
export async function linkMainGuestOnce(db: DbOrTrx, reservationId: string, guestId: string, joinedAt: string): Promise<void> {
  await db
    .insertInto('reservation_guests')
    .values({ reservation_id: reservationId, person_id: guestId, is_main: 1, joined_at: joinedAt })
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doNothing())
    .execute();
}

/** The guests of a reservation: linked guests, the main guest and whoever has it as their active reservation. */
export function findGuestsOfReservation(db: DbOrTrx, reservationId: string): Promise<{ id: string; firstname: string }[]> {
  return db
    .selectFrom('persons')
    .select(['id', 'firstname'])
    .where((eb) =>
      eb.or([
        eb('active_reservation_id', '=', reservationId),
        eb('id', 'in', eb.selectFrom('reservation_guests').select('person_id').where('reservation_id', '=', reservationId)),
        eb('id', 'in', eb.selectFrom('reservations').select('main_person_id').where('id', '=', reservationId).where('main_person_id', 'is not', null)),
      ]),
    )
    .orderBy('id')
    .execute();
}
