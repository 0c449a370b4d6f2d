import {
  type Db,
  hashPassword,
  insertAccounts,
  insertStaffMembers,
  insertLocationIfMissing,
  insertGuest,
  insertSettings,
  upsertReservation,
} from '@stay/server/seeding';
import {
  DEMO_STAFF_MEMBERS,
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
  staff: number;
  guests: number;
  accounts: number;
  settings: number;
}

/**
 * Seeds the demo location, staff, guest (with a current reservation) and settings. Idempotent: rows that
 * exist are left alone, except the demo reservation's dates, which move to "started yesterday, ends in four
 * days" so a long-running demo stays usable.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedCounts> {
  const now = options.now ?? new Date();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const reservation = demoReservation(now);
  const createdAt = now.toISOString();

  const counts = await db.transaction().execute(async (trx): Promise<SeedCounts> => ({
    locations: await insertLocationIfMissing(trx, DEMO_LOCATION),
    reservations: await upsertReservation(trx, reservation, {
      start_date_time: reservation.start_date_time,
      end_date_time: reservation.end_date_time,
    }),
    staff: await insertStaffMembers(trx, DEMO_STAFF_MEMBERS, DEMO_LOCATION.id),
    guests: await insertGuest(trx, { ...DEMO_GUEST, subscribedToNewsletter: true, activeReservationId: reservation.id }),
    accounts: await insertAccounts(
      trx,
      [...DEMO_STAFF_MEMBERS.map((staff) => ({ email: staff.email, staffId: staff.id })), { email: DEMO_GUEST.email, guestId: DEMO_GUEST.id }],
      passwordHash,
      createdAt,
    ),
    settings: await insertSettings(trx, DEMO_SETTINGS),
  }));

  const log = options.log ?? console.log;
  log(
    `Demo data: ${counts.locations} location, ${counts.staff} staff, ${counts.guests} guest, ` +
      `${counts.accounts} accounts, ${counts.reservations} reservation (dates refreshed), ${counts.settings} settings added or updated`,
  );
  await seedDemoStays(db, { passwordHash, now, log });
  return counts;
}
