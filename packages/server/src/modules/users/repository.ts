import type { DbOrTrx } from '../../db/database';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccountByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findAccountById(db: DbOrTrx, accountId: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
}

export function findEmployee(db: DbOrTrx, employeeId: string) {
  return db.selectFrom('employees').selectAll().where('id', '=', employeeId).executeTakeFirst();
}

export function findPerson(db: DbOrTrx, personId: string) {
  return db.selectFrom('persons').selectAll().where('id', '=', personId).executeTakeFirst();
}

export function findReservationLocationId(db: DbOrTrx, reservationId: string) {
  return db
    .selectFrom('reservations')
    .select('location_id')
    .where('id', '=', reservationId)
    .executeTakeFirst()
    .then((row) => row?.location_id ?? null);
}
