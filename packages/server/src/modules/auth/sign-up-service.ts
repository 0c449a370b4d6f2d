import { randomUUID } from 'node:crypto';
import type { AuthSession, CreateAccountBody, FoundReply } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { hashPassword } from '../../security/passwords';
import { findAccountByEmail, insertGuestAccount, normaliseEmail } from '../identity';
import { linkMainGuest, proveActivation } from '../reservation';
import { parseCreateAccountInput } from './create-account-input';
import type { AuthService } from './service';

export interface SignUpServiceDeps {
  db: Db;
  /** Signs the new account in exactly as login does. */
  auth: Pick<AuthService, 'login'>;
}

/** Unique-constraint violations of both dialects (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Guest sign-up: /api/account exists and create. */
export function createSignUpService({ db, auth }: SignUpServiceDeps) {
  return {
    async exists(email: string): Promise<FoundReply> {
      return { message: (await findAccountByEmail(db, email)) ? 'FOUND' : 'NOT_FOUND' };
    },

    /**
     * A GUEST account with its guest, signed in at once: answers an auth session like login. With a reservation,
     * that is proven before anything is written and linked in the account's own transaction, so a failed
     * activation leaves no account behind.
     */
    async create(body: CreateAccountBody, now: Date, ip: string): Promise<AuthSession> {
      const input = parseCreateAccountInput(body);
      if (await findAccountByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN');
      const email = normaliseEmail(input.email);
      const activation = body.reservation;
      const reservation = activation
        ? await proveActivation(db, { accountId: `sign-up:${email}`, ip }, now, activation.number, activation)
        : undefined;
      const passwordHash = await hashPassword(input.password);
      const guestId = randomUUID();
      try {
        await db.transaction().execute(async (trx) => {
          await insertGuestAccount(trx, {
            accountId: randomUUID(),
            guestId,
            erpUid: `APP-${guestId}`,
            email,
            passwordHash,
            firstname: input.firstname,
            surname: input.surname,
            cellphone: input.cellphone,
            subscribedToNewsletter: input.subscribedToNewsletter,
            createdAt: now.toISOString(),
          });
          if (reservation) await linkMainGuest(trx, reservation.id, guestId, now);
        });
      } catch (error) {
        // Two sign-ups with one email at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
      return auth.login({ email: input.email, password: input.password }, now);
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
