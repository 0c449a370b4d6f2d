import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import { countAttemptsSince, deleteAttemptsBefore, insertAttempts } from './check-attempts-repository';

/** Failed proofs of a reservation allowed per window: per account, and per reservation number (against spread guessing). */
export const CHECK_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_CHECKS_PER_ACCOUNT = 10;
export const MAX_FAILED_CHECKS_PER_RESERVATION = 20;

export interface CheckSubject {
  accountId: string;
  reservationNumber: string;
}

const keysOf = ({ accountId, reservationNumber }: CheckSubject) => ({
  account: `account:${accountId}`,
  reservation: `reservation:${reservationNumber.toUpperCase()}`,
});

/** TOO_MANY_REQUESTS once the account or the reservation number had too many failed proofs in the window. */
export async function assertCheckAllowed(db: DbOrTrx, subject: CheckSubject, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CHECK_WINDOW_MS).toISOString();
  const keys = keysOf(subject);
  const [byAccount, byReservation] = await Promise.all([
    countAttemptsSince(db, keys.account, since),
    countAttemptsSince(db, keys.reservation, since),
  ]);
  if (byAccount >= MAX_FAILED_CHECKS_PER_ACCOUNT || byReservation >= MAX_FAILED_CHECKS_PER_RESERVATION) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong reservation checks; try again in 15 minutes');
  }
}

/** Records a failed proof (and forgets attempts older than a day). */
export async function recordFailedCheck(db: DbOrTrx, subject: CheckSubject, now: Date): Promise<void> {
  const keys = keysOf(subject);
  await insertAttempts(db, [keys.account, keys.reservation], now.toISOString());
  await deleteAttemptsBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString());
}
