import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import { countAttemptsSince, deleteAttemptsBefore, insertAttempts } from './check-attempts-repository';

/**
 * Failed proofs of a reservation allowed per window, counted for whoever guesses: their account and their client
 * address. Per reservation only the weak proof (the postal code) is limited (see below): a limit on every proof
 * would let strangers lock the rightful owner out of activation.
 */
export const CHECK_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_CHECKS_PER_ACCOUNT = 10;
/** Higher than per account: guests behind one hotel or mobile network address share it. */
export const MAX_FAILED_CHECKS_PER_IP = 30;

export interface CheckSubject {
  /** The guessing account's id; for a sign-up that activates at once, the email being signed up. */
  accountId: string;
  /** The client address (Fastify's request.ip). */
  ip: string;
}

const keysOf = ({ accountId, ip }: CheckSubject) => ({ account: `account:${accountId}`, ip: `ip:${ip}` });

/** TOO_MANY_REQUESTS once the account or the client address had too many failed proofs in the window. */
export async function assertCheckAllowed(db: DbOrTrx, subject: CheckSubject, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CHECK_WINDOW_MS).toISOString();
  const keys = keysOf(subject);
  const [byAccount, byIp] = await Promise.all([countAttemptsSince(db, keys.account, since), countAttemptsSince(db, keys.ip, since)]);
  if (byAccount >= MAX_FAILED_CHECKS_PER_ACCOUNT || byIp >= MAX_FAILED_CHECKS_PER_IP) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong reservation checks; try again in 15 minutes');
  }
}

/** Records a failed proof (and forgets attempts older than a day). */
export async function recordFailedCheck(db: DbOrTrx, subject: CheckSubject, now: Date): Promise<void> {
  const keys = keysOf(subject);
  await insertAttempts(db, [keys.account, keys.ip], now.toISOString());
  await deleteAttemptsBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString());
}

/**
 * Failed proofs of one reservation, from any account and address, after which its postal code is no longer
 * accepted: counted in the database (shared by every instance) over a sliding day. The booking email and the
 * activation code still work, so the owner is never locked out.
 */
export const RESERVATION_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_FAILED_PROOFS_PER_RESERVATION = 10;

const reservationKey = (reservationId: string) => `reservation:${reservationId}`;

/** Whether the reservation had too many failed proofs in the last day to accept its postal code. */
export async function isWeakProofBlocked(db: DbOrTrx, reservationId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RESERVATION_FAILURE_WINDOW_MS).toISOString();
  return (await countAttemptsSince(db, reservationKey(reservationId), since)) >= MAX_FAILED_PROOFS_PER_RESERVATION;
}

/** Records a failed proof of this (existing) reservation, whoever tried it. */
export async function recordFailedProof(db: DbOrTrx, reservationId: string, now: Date): Promise<void> {
  await insertAttempts(db, [reservationKey(reservationId)], now.toISOString());
}
