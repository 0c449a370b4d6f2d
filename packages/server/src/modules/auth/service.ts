import { randomUUID } from 'node:crypto';
import type { AuthSession, ErrorCode, Identity, LoginBody, TokenPair, UserSettings } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessTokens, AuthContext } from '../../security/access-tokens';
import { generateOpaqueToken, sha256Hex } from '../../security/opaque-tokens';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import type { Caller } from '../../http/caller';
import { findAccountByEmail, loadIdentity } from '../identity';
import { loadUserSettings } from '../settings';
import { assertLiveSession } from './live-session';
import {
  claimRefreshToken,
  extendSession,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeSession,
} from './repository';

export interface AuthServiceDeps {
  db: Db;
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

type RefreshOutcome = { ok: true; accountId: string; sessionId: string; refreshToken: string } | { ok: false; code: ErrorCode };

export function createAuthService({ db, accessTokens, refreshTokenTtlDays }: AuthServiceDeps) {
  const expiryFrom = (now: Date) => new Date(now.getTime() + refreshTokenTtlDays * DAY_MS).toISOString();

  /** Stores a new refresh token for the session (only its hash) and returns the token itself. */
  async function issueRefreshToken(trx: DbOrTrx, sessionId: string, now: Date): Promise<string> {
    const refreshToken = generateOpaqueToken();
    await insertRefreshToken(trx, {
      tokenHash: sha256Hex(refreshToken),
      sessionId,
      createdAt: now.toISOString(),
      expiresAt: expiryFrom(now),
    });
    return refreshToken;
  }

  async function identityOf(accountId: string) {
    const loaded = await loadIdentity(db, accountId);
    if (!loaded) throw new AppError('SESSION_NOT_FOUND');
    return loaded;
  }

  return {
    /** Email + password → a new session. Unknown email and wrong password answer alike, in alike time. */
    async login(body: LoginBody, now: Date): Promise<AuthSession> {
      const email = body.email?.trim() ?? '';
      const password = body.password ?? '';
      if (!email) throw new AppError('NO_EMAIL');
      if (!password) throw new AppError('NO_PASSWORD');

      const account = await findAccountByEmail(db, email);
      if (!account) {
        await verifyAgainstDummy(password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(account.password_hash, password))) throw new AppError('INVALID_CREDENTIALS');
      const loaded = await loadIdentity(db, account.id);
      if (!loaded) throw new AppError('INVALID_CREDENTIALS');

      const sessionId = randomUUID();
      const refreshtoken = await db.transaction().execute(async (trx) => {
        await insertSession(trx, {
          id: sessionId,
          accountId: account.id,
          createdAt: now.toISOString(),
          expiresAt: expiryFrom(now),
        });
        return issueRefreshToken(trx, sessionId, now);
      });
      const accesstoken = accessTokens.sign({ accountId: account.id, sessionId, role: loaded.identity.role });
      return { ...loaded.identity, accesstoken, refreshtoken };
    },

    /** The caller's identity, if the session is still live in the database (not revoked, not expired). */
    async check(auth: AuthContext, caller: () => Promise<Caller>, now: Date): Promise<Identity> {
      await assertLiveSession(db, auth, now);
      return (await caller()).identity;
    },

    async userSettings(caller: Caller): Promise<UserSettings> {
      return loadUserSettings(db, caller.role, caller.locationId);
    },

    /**
     * Rotates a refresh token: the presented one is marked used and a new one issued, in one transaction.
     * Presenting a token that was already used (a stolen copy, or a lost race between two refreshes) revokes the
     * whole session, so the newest token stops working too. The app refreshes one request at a time.
     */
    async refresh(refreshToken: string, now: Date): Promise<TokenPair> {
      const tokenHash = sha256Hex(refreshToken);
      const outcome = await db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
        const nowIso = now.toISOString();
        const token = await findRefreshToken(trx, tokenHash);
        if (!token) return { ok: false, code: 'SESSION_NOT_FOUND' };
        if (token.sessionRevokedAt !== null) return { ok: false, code: 'SESSION_NOT_FOUND' };
        if (token.usedAt !== null) {
          await revokeSession(trx, token.sessionId, nowIso);
          return { ok: false, code: 'SESSION_NOT_FOUND' };
        }
        if (token.expiresAt <= nowIso) return { ok: false, code: 'REFRESHTOKEN_EXPIRED' };
        if (token.sessionExpiresAt <= nowIso) return { ok: false, code: 'SESSION_NOT_FOUND' };
        if (!(await claimRefreshToken(trx, tokenHash, nowIso))) {
          await revokeSession(trx, token.sessionId, nowIso);
          return { ok: false, code: 'SESSION_NOT_FOUND' };
        }
        const newToken = await issueRefreshToken(trx, token.sessionId, now);
        await extendSession(trx, token.sessionId, expiryFrom(now));
        return { ok: true, accountId: token.accountId, sessionId: token.sessionId, refreshToken: newToken };
      });
      // Thrown after the commit, so a revocation made above is kept.
      if (!outcome.ok) throw new AppError(outcome.code);

      const { identity } = await identityOf(outcome.accountId);
      const accesstoken = accessTokens.sign({
        accountId: outcome.accountId,
        sessionId: outcome.sessionId,
        role: identity.role,
      });
      return { accesstoken, refreshtoken: outcome.refreshToken };
    },

    /** Ends the caller's session; its refresh token and /check stop working at once. Idempotent. */
    async revoke(auth: AuthContext, now: Date): Promise<void> {
      const session = await findSession(db, auth.sessionId);
      if (session?.account_id !== auth.accountId) return;
      await revokeSession(db, auth.sessionId, now.toISOString());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
