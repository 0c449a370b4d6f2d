import { randomUUID } from 'node:crypto';
import type { InsertResult } from 'kysely';
import type { Db } from '../db/database';
import { hashPassword } from '../security/passwords';
import {
  DEMO_EMPLOYEES,
  DEMO_GUEST,
  DEMO_LOCATION,
  DEMO_PASSWORD,
  DEMO_SETTINGS,
  demoReservation,
} from './demo-data';
import { seedDemoStays } from './seed-demo-stays';

export interface SeedDemoOptions {
  /** A precomputed argon2id hash of the demo password (tests reuse one to save time). */
  passwordHash?: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedCounts {
  locations: number;
  reservations: number;
  employees: number;
  persons: number;
  accounts: number;
  settings: number;
}

const inserted = (results: InsertResult[]) =>
  results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);

/**
 * Seeds the demo location, staff, guest (with a current reservation) and settings. Idempotent: rows that
 * exist are left alone, except the demo reservation's dates, which move to "started yesterday, ends in four
 * days" so a long-running demo stays usable.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedCounts> {
  const now = options.now ?? new Date();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const reservation = demoReservation(now);

  const counts = await db.transaction().execute(async (trx): Promise<SeedCounts> => {
    const locations = await trx
      .insertInto('locations')
      .values({ id: DEMO_LOCATION.id, name: DEMO_LOCATION.name, time_zone: DEMO_LOCATION.timeZone })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const reservations = await trx
      .insertInto('reservations')
      .values(reservation)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({
          start_date_time: reservation.start_date_time,
          end_date_time: reservation.end_date_time,
        }),
      )
      .execute();
    const employees = await trx
      .insertInto('employees')
      .values(
        DEMO_EMPLOYEES.map((employee) => ({
          id: employee.id,
          erp_uid: employee.erpUid,
          firstname: employee.firstname,
          surname: employee.surname,
          role: employee.role,
          workgroup: employee.workgroup,
          location_id: DEMO_LOCATION.id,
          cellphone: employee.cellphone,
          answer_suggestions: employee.role === 'GUIDE' ? 1 : 0,
          subscribed_to_newsletter: 0,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const persons = await trx
      .insertInto('persons')
      .values({
        id: DEMO_GUEST.id,
        erp_uid: DEMO_GUEST.erpUid,
        firstname: DEMO_GUEST.firstname,
        surname: DEMO_GUEST.surname,
        cellphone: DEMO_GUEST.cellphone,
        subscribed_to_newsletter: 1,
        active_reservation_id: reservation.id,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const accountRows = [
      ...DEMO_EMPLOYEES.map((employee) => ({ email: employee.email, employee_id: employee.id, person_id: null })),
      { email: DEMO_GUEST.email, employee_id: null, person_id: DEMO_GUEST.id },
    ].map((owner) => ({
      id: randomUUID(),
      ...owner,
      password_hash: passwordHash,
      email_verified: 1,
      reset_hash: null,
      created_at: now.toISOString(),
    }));
    const accounts = await trx
      .insertInto('accounts')
      .values(accountRows)
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const settings = await trx
      .insertInto('settings')
      .values(DEMO_SETTINGS.map(({ scope, name, value }) => ({ scope, name, value: JSON.stringify(value) })))
      .onConflict((conflict) => conflict.columns(['scope', 'name']).doNothing())
      .execute();
    return {
      locations: inserted(locations),
      reservations: inserted(reservations),
      employees: inserted(employees),
      persons: inserted(persons),
      accounts: inserted(accounts),
      settings: inserted(settings),
    };
  });

  const log = options.log ?? console.log;
  log(
    `Demo data: ${counts.locations} location, ${counts.employees} employees, ${counts.persons} guest, ` +
      `${counts.accounts} accounts, ${counts.reservations} reservation (dates refreshed), ${counts.settings} settings added or updated`,
  );
  await seedDemoStays(db, { passwordHash, now, log });
  return counts;
}

export async function hasAnyAccount(db: Db): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}
