import { join } from 'node:path';
import Database from 'better-sqlite3';
import { signIn } from './sign-in';

/** Distinct signed-in users the computed reads spread their requests over (per audience, where the dataset has them). */
export const COMPUTED_CALLERS = 250;
/** Sign-ins at once: each one hashes a password on the server. */
const SIGN_IN_CONCURRENCY = 8;

export interface LargeCallerEmails {
  /** Guests of the large dataset whose active reservation is under way now, then those arriving soonest. */
  guests: string[];
  /** Every staff member of the large dataset (105: guides, housekeeping, backoffice, management of five parks). */
  staff: string[];
}

/** The large dataset's users (the first `guestCount` guests), read from the server's SQLite file (read-only, while it runs). */
export function largeCallerEmails(dataDir: string, guestCount = COMPUTED_CALLERS, now = new Date()): LargeCallerEmails {
  const db = new Database(join(dataDir, 'stay.db'), { readonly: true, fileMustExist: true });
  try {
    const guests = db
      .prepare(
        `select a.email from accounts a join persons p on p.id = a.person_id join reservations r on r.id = p.active_reservation_id
         where a.email like '%@large.stay' and r.end_date_time > ? order by r.start_date_time > ?, r.start_date_time limit ?`,
      )
      .all(now.toISOString(), now.toISOString(), guestCount) as { email: string }[];
    const staff = db.prepare(`select email from accounts where employee_id is not null and email like '%@large.stay' order by email`).all() as { email: string }[];
    return { guests: guests.map((row) => row.email), staff: staff.map((row) => row.email) };
  } finally {
    db.close();
  }
}

export interface Caller {
  email: string;
  accesstoken: string;
}

/** Signs every one in, a few at a time; answers them in the order given. */
export async function signInAll(baseUrl: string, emails: readonly string[]): Promise<Caller[]> {
  const callers: Caller[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      const { accesstoken } = await signIn(baseUrl, emails[index]!);
      callers[index] = { email: emails[index]!, accesstoken };
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return callers;
}
