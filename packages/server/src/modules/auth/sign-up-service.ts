import { randomUUID } from 'node:crypto';
import type { AuthSession, CreateAccountBody, FoundReply } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { hashPassword } from '../../security/passwords';
import { findAccountByEmail, insertGuestAccount, normaliseEmail } from '../identity';
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

    /** A GUEST account with its person, signed in at once: answers an auth session like login. */
    async create(body: CreateAccountBody, now: Date): Promise<AuthSession> {
      const input = parseCreateAccountInput(body);
      if (await findAccountByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN');
      const passwordHash = await hashPassword(input.password);
      const personId = randomUUID();
      try {
        await db.transaction().execute((trx) =>
          insertGuestAccount(trx, {
            accountId: randomUUID(),
            personId,
            erpUid: `APP-${personId}`,
            email: normaliseEmail(input.email),
            passwordHash,
            firstname: input.firstname,
            surname: input.surname,
            cellphone: input.cellphone,
            subscribedToNewsletter: input.subscribedToNewsletter,
            createdAt: now.toISOString(),
          }),
        );
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
