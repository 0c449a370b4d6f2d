import type { FastifyBaseLogger } from 'fastify';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_HASH_TTL_MINUTES,
  type AppLanguage,
  type ResetHashReply,
  type ResetPasswordBody,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { attemptsSoFar, countAttempt } from '../../plugins/rate-limit';
import type { MailPort } from '../../platform/mail/port';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { generateOpaqueToken, sha256Hex } from '../../security/opaque-tokens';
import { hashPassword } from '../../security/passwords';
import { findAccountByEmail, accountLanguageOf, markEmailVerified, setAccountLanguage, setPasswordHash } from '../identity';
import { buildResetCodeMail } from './account-mails';
import { endSessions } from './end-sessions';
import { assertNewPassword } from './new-password';
import {
  claimCode,
  claimResetHash,
  deletePasswordReset,
  findPasswordResetByHash,
  findPasswordResetOf,
  replacePasswordReset,
  reserveCodeTry,
  useUpCode,
} from './password-reset-repository';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Reset mails per account per day (a day from the first of them). Beyond it a request answers SENT as always but
 * mails nothing, so nobody can flood an inbox, and the answer still does not tell whether the account exists.
 */
export const RESET_MAILS_PER_DAY = 5;
/**
 * Code tries per account per day (a day from the first of them), across all its codes. Beyond it every code of the
 * account is refused with RESET_CODE_LOCKED and no code is mailed until the day is over: with 6-digit codes a
 * guesser's chance is at most 10 in 10^6 a day.
 */
export const RESET_CODE_TRIES_PER_DAY = 10;

const mailCountKey = (accountId: string) => `reset-mail:${accountId}`;
const codeTriesKey = (accountId: string) => `reset-code-try:${accountId}`;

export interface PasswordResetServiceDeps {
  db: Db;
  mailer: MailPort;
  realtime: Pick<RealtimePublisher, 'endSessions'>;
  push: Pick<PushPort, 'forgetSessions'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The code is stored salted with its row's id, so equal codes of two resets never share a hash. */
const codeHashOf = (resetId: string, code: string) => sha256Hex(`${resetId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/**
 * Forgotten passwords: a mailed code (RESET_CODE_TTL_MINUTES, RESET_CODE_MAX_ATTEMPTS wrong tries) is traded for a
 * single-use reset hash (RESET_HASH_TTL_MINUTES) that sets a new password and ends every session of the account.
 * Per account and day at most RESET_MAILS_PER_DAY codes are mailed and RESET_CODE_TRIES_PER_DAY codes tried.
 */
export function createPasswordResetService({ db, mailer, realtime, push, log }: PasswordResetServiceDeps) {
  return {
    /** Mails a code when the address has an account; answers SENT either way, so addresses cannot be probed. */
    async request(email: string, language: AppLanguage | undefined, now: Date): Promise<{ message: 'SENT' }> {
      const account = await findAccountByEmail(db, email);
      if (!account) return { message: 'SENT' };
      if (language) await setAccountLanguage(db, account.id, language);
      // A locked account could not use the code; over the cap nothing is mailed. The answer stays the same.
      if ((await attemptsSoFar(db, codeTriesKey(account.id), now)) >= RESET_CODE_TRIES_PER_DAY) return { message: 'SENT' };
      if ((await countAttempt(db, mailCountKey(account.id), now, DAY_MS)) > RESET_MAILS_PER_DAY) return { message: 'SENT' };

      const id = randomUUID();
      const code = newCode();
      await replacePasswordReset(db, {
        id,
        account_id: account.id,
        code_hash: codeHashOf(id, code),
        created_at: now.toISOString(),
        code_expires_at: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS).toISOString(),
        code_used_at: null,
        reset_hash_hash: null,
        reset_hash_expires_at: null,
        reset_hash_used_at: null,
      });
      try {
        await mailer.send(buildResetCodeMail({ to: account.email, language: language ?? accountLanguageOf(account), code }));
      } catch (error) {
        // The answer stays SENT: an error only for known addresses would tell which addresses have an account.
        log.error({ err: error }, 'The password reset mail could not be sent');
        await deletePasswordReset(db, id);
      }
      return { message: 'SENT' };
    },

    /**
     * The mailed code → a reset hash. A wrong code (or an address without an account or a reset) answers
     * INVALID_RESET_CODE; an expired code, one already traded, or one used up by wrong tries EXPIRED_RESET_CODE;
     * any code of an account whose tries of the day are used up RESET_CODE_LOCKED. Every try is counted before the
     * code is compared, so tries sent at once cannot pass the limits.
     */
    async getResetHash(email: string, code: string, now: Date): Promise<ResetHashReply> {
      const nowIso = now.toISOString();
      const account = await findAccountByEmail(db, email);
      const reset = account ? await findPasswordResetOf(db, account.id) : undefined;
      if (!account || !reset) throw new AppError('INVALID_RESET_CODE');
      if ((await countAttempt(db, codeTriesKey(account.id), now, DAY_MS)) > RESET_CODE_TRIES_PER_DAY) throw new AppError('RESET_CODE_LOCKED');
      if (reset.code_used_at !== null || reset.code_expires_at <= nowIso) throw new AppError('EXPIRED_RESET_CODE');
      const tries = await reserveCodeTry(db, reset.id, RESET_CODE_MAX_ATTEMPTS);
      if (tries === undefined) throw new AppError('EXPIRED_RESET_CODE');
      if (!sameHash(codeHashOf(reset.id, code.trim()), reset.code_hash)) {
        if (tries >= RESET_CODE_MAX_ATTEMPTS) await useUpCode(db, reset.id, nowIso);
        throw new AppError('INVALID_RESET_CODE');
      }
      const resetHash = generateOpaqueToken();
      const expiresAt = new Date(now.getTime() + RESET_HASH_TTL_MINUTES * MINUTE_MS).toISOString();
      if (!(await claimCode(db, reset.id, nowIso, sha256Hex(resetHash), expiresAt))) throw new AppError('EXPIRED_RESET_CODE');
      return { resetHash };
    },

    /**
     * Sets the new password with the reset hash (single use), marks the address verified (the code came through
     * it) and ends every session of the account, refresh tokens included.
     */
    async resetPassword(body: ResetPasswordBody, now: Date): Promise<{ message: 'PASSWORD_RESET' }> {
      const nowIso = now.toISOString();
      const account = await findAccountByEmail(db, body.email);
      const reset = body.resetHash ? await findPasswordResetByHash(db, sha256Hex(body.resetHash)) : undefined;
      if (!account || !reset || reset.account_id !== account.id || reset.reset_hash_used_at !== null) throw new AppError('INVALID_RESET_HASH');
      if (reset.reset_hash_expires_at === null || reset.reset_hash_expires_at <= nowIso) throw new AppError('EXPIRED_RESET_HASH');
      assertNewPassword(body.password, body.passwordRepeat);

      const passwordHash = await hashPassword(body.password);
      const ended = await db.transaction().execute(async (trx) => {
        if (!(await claimResetHash(trx, reset.id, nowIso))) throw new AppError('INVALID_RESET_HASH');
        await setPasswordHash(trx, account.id, passwordHash);
        await markEmailVerified(trx, account.id, account.email);
        return endSessions({ db: trx, realtime }, { accountId: account.id }, now);
      });
      await push.forgetSessions(ended);
      return { message: 'PASSWORD_RESET' };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
