import {
  EMAIL_VERIFICATION_TTL_HOURS,
  type AppLanguage,
  type CheckVerificationReply,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import type { MailPort } from '../../platform/mail/port';
import { generateOpaqueToken, sha256Hex } from '../../security/opaque-tokens';
import { findAccountById, accountLanguageOf, markEmailVerified, setAccountLanguage } from '../identity';
import { buildVerificationMail, verificationLink } from './account-mails';
import { claimVerification, deleteStaleVerifications, deleteVerification, findVerification, insertVerification } from './verification-repository';

const HOUR_MS = 60 * 60 * 1000;

export interface VerificationServiceDeps {
  db: Db;
  mailer: MailPort;
  publicUrl: string;
}

/** Email verification: a mailed single-use link (only its token's hash is stored) marks the account's address verified. */
export function createVerificationService({ db, mailer, publicUrl }: VerificationServiceDeps) {
  return {
    /** Mails a new link (earlier unused ones keep working until they expire). VERIFIED without a mail when it already is. */
    async send(caller: Caller, language: AppLanguage | undefined, now: Date): Promise<{ message: string }> {
      const account = await findAccountById(db, caller.accountId);
      if (!account) throw new AppError('SESSION_NOT_FOUND');
      if (language) await setAccountLanguage(db, account.id, language);
      if (account.email_verified === 1) return { message: 'VERIFIED' };

      const token = generateOpaqueToken();
      const tokenHash = sha256Hex(token);
      await deleteStaleVerifications(db, account.id, now.toISOString());
      await insertVerification(db, {
        token_hash: tokenHash,
        account_id: account.id,
        email: account.email,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS).toISOString(),
        used_at: null,
      });
      const mail = buildVerificationMail({
        to: account.email,
        language: language ?? accountLanguageOf(account),
        link: verificationLink(publicUrl, token),
        token,
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        await deleteVerification(db, tokenHash);
        throw error instanceof AppError ? error : new AppError('MAIL_ERROR');
      }
      return { message: 'SENT' };
    },

    async check(caller: Caller): Promise<CheckVerificationReply> {
      const account = await findAccountById(db, caller.accountId);
      if (!account) throw new AppError('SESSION_NOT_FOUND');
      return { message: account.email_verified === 1 ? 'VERIFIED' : 'NOT_VERIFIED' };
    },

    /**
     * The link's token → the account's address is verified. Unknown, used and expired tokens, and a link for an
     * address the account no longer has, all answer INVALID_VERIFICATION_TOKEN.
     */
    async verify(token: string, now: Date): Promise<{ message: string }> {
      const tokenHash = sha256Hex(token);
      const nowIso = now.toISOString();
      const verified = await db.transaction().execute(async (trx) => {
        const row = await findVerification(trx, tokenHash);
        if (!row || row.used_at !== null || row.expires_at <= nowIso) return false;
        if (!(await claimVerification(trx, tokenHash, nowIso))) return false;
        return markEmailVerified(trx, row.account_id, row.email);
      });
      if (!verified) throw new AppError('INVALID_VERIFICATION_TOKEN');
      return { message: 'VERIFIED' };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
