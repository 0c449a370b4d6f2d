import { ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR, formatActivationCode, type ActivationMailReply } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import type { MailPort } from '../../platform/mail/port';
import { countAttempt } from '../../plugins/rate-limit';
import { findAccountByEmail, accountLanguageOf } from '../identity';
import { issueActivationCode, newActivationCode } from './activation-code';
import { activationLink, buildActivationMail } from './activation-mail';
import { assertNotEnded } from './guest-access';
import { findSuitesOf, findLocationOf, findReservationByNumber, type ReservationRow } from './repository';

export interface ActivationMailDeps {
  db: Db;
  mailer: MailPort;
  publicUrl: string;
}

const HOUR_MS = 60 * 60 * 1000;
const mailCountKey = (reservationId: string) => `activation-mail:${reservationId}`;

/**
 * Mails the reservation a new activation code with the /activate-reservation link, to `email` or else the booking
 * email. The code is stored (only its hash, replacing the previous one) once the mail is handed over, so a mail that
 * cannot be sent leaves the previous code working. An activated reservation may get one too, but while a main guest
 * is linked another account is still refused (RESERVATION_ALREADY_REGISTERD, activation.ts); companions use invites.
 * The mail is written in the language of the account with that email, English when there is none.
 */
export async function sendActivationMail(deps: ActivationMailDeps, reservation: ReservationRow, now: Date, email?: string): Promise<ActivationMailReply> {
  const { db, mailer, publicUrl } = deps;
  assertNotEnded(reservation, now);
  const to = email ?? reservation.booking_email;
  if (!to) throw new AppError('INVALID_INPUT', 'email: the booking has no email; give the address to send the mail to');
  if ((await countAttempt(db, mailCountKey(reservation.id), now, HOUR_MS)) > ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', `at most ${ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR} activation mails per reservation in an hour`);
  }

  const rawCode = newActivationCode();
  const code = formatActivationCode(rawCode);
  const [location, suites, account] = await Promise.all([
    findLocationOf(db, reservation),
    findSuitesOf(db, reservation.id),
    findAccountByEmail(db, to),
  ]);
  const mail = buildActivationMail({
    to,
    language: account ? accountLanguageOf(account) : 'en',
    reservationNumber: reservation.reservation_number,
    code,
    suiteName: suites[0]?.name ?? reservation.accommodation_name ?? '',
    startDateTime: reservation.start_date_time,
    endDateTime: reservation.end_date_time,
    timeZone: location.timeZone,
    link: activationLink(publicUrl, reservation.reservation_number, code),
  });
  try {
    await mailer.send(mail);
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('MAIL_ERROR');
  }
  await issueActivationCode(db, reservation.id, rawCode);
  return { sentTo: to };
}

/** For the reservation import: mails a reservation that has a booking email; answers false when it has none. */
export async function sendActivationMailToBooking(deps: ActivationMailDeps, reservationNumber: string, now: Date): Promise<boolean> {
  const reservation = await findReservationByNumber(deps.db, reservationNumber);
  if (!reservation?.booking_email) return false;
  await sendActivationMail(deps, reservation, now);
  return true;
}

/** The staff action on the booking: staff of the reservation's location (any role); elsewhere it is not found. */
export function createActivationMailService(deps: ActivationMailDeps) {
  return {
    async send(staff: StaffCaller, now: Date, nmbr: string, email: string | undefined): Promise<ActivationMailReply> {
      const reservation = await findReservationByNumber(deps.db, nmbr);
      if (!reservation || (staff.locationId !== null && reservation.location_id !== staff.locationId)) throw new AppError('RESERVATION_NOT_FOUND');
      return sendActivationMail(deps, reservation, now, email);
    },
  };
}

export type ActivationMailService = ReturnType<typeof createActivationMailService>;
