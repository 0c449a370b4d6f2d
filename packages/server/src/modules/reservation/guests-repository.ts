import type { DbOrTrx } from '../../db/database';

export function findGuestLink(db: DbOrTrx, reservationId: string, personId: string) {
  return db
    .selectFrom('reservation_guests')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
}

/** The reservation's linked persons with their account email, main guest first, then by joining time. */
export function findGuestsOf(db: DbOrTrx, reservationId: string) {
  return db
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
    .orderBy('persons.id')
    .execute();
}

export async function insertGuestLink(
  db: DbOrTrx,
  link: { reservationId: string; personId: string; isMain: boolean; joinedAt: string },
): Promise<void> {
  await db
    .insertInto('reservation_guests')
    .values({ reservation_id: link.reservationId, person_id: link.personId, is_main: link.isMain ? 1 : 0, joined_at: link.joinedAt })
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doUpdateSet({ is_main: link.isMain ? 1 : 0 }))
    .execute();
}

export async function deleteGuestLink(db: DbOrTrx, reservationId: string, personId: string): Promise<void> {
  await db.deleteFrom('reservation_guests').where('reservation_id', '=', reservationId).where('person_id', '=', personId).execute();
}

/** Whether the person is a guest of the reservation (linked, or it is their current reservation). */
export async function isGuestOfReservation(db: DbOrTrx, personId: string, reservationId: string): Promise<boolean> {
  if (await findGuestLink(db, reservationId, personId)) return true;
  const active = await db.selectFrom('persons').select('id').where('id', '=', personId).where('active_reservation_id', '=', reservationId).executeTakeFirst();
  return active !== undefined;
}
