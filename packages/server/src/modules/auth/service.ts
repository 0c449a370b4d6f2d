import { randomUUID } from 'node:crypto';
import type { AuthSession, ErrorCode, Identity, LoginBody, TokenPair, UserSettings } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import type { AccessTokens, AuthContext } from '../../security/access-tokens';
import { generateOpaqueToken, sha256Hex } from '../../security/opaque-tokens';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import { openSuccessor, sealSuccessor } from '../../security/successor-seal';
import type { Caller } from '../../http/caller';
import { findAccountByEmail, loadIdentity } from '../identity';
import { loadUserSettings } from '../settings';
import { endSessions } from './end-sessions';
import { assertLiveSession } from './live-session';
import { claimRefreshToken, extendSession, findRefreshToken, findSession, insertRefreshToken, insertSession, revokeSessions } from './repository';

export interface AuthServiceDeps {
  db: Db;
  accessTokens: AccessTokens;
  realtime: Pick<RealtimePublisher, 'endSessions'>;
  refreshTokenTtlDays: number;
  /** A translation provider is configured: the user settings tell the app to show chat messages translated. */
  isChatTranslated?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a rotated refresh token, presented again, answers with the successor it was rotated to: two tabs (or a
 * retry after a lost response) refreshing with the same token at once. Later, presenting it is reuse.
 */
export const REFRESH_REPLAY_GRACE_MS = 10_000;

type RefreshOutcome =
  | { ok: true; accountId: string; sessionId: string; refreshToken: string }
  | { ok: false; code: ErrorCode; endedSessionIds?: string[] };

type PresentedToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

export function createAuthService({ db, accessTokens, realtime, refreshTokenTtlDays, isChatTranslated = false }: AuthServiceDeps) {
  const expiryFrom = (now: Date) => new Date(now.getTime() + refreshTokenTtlDays * DAY_MS).toISOString();

  /** Stores a refresh token for the session (only its hash), a new one unless given. Returns the token itself. */
  async function issueRefreshToken(trx: DbOrTrx, sessionId: string, now: Date, refreshToken = generateOpaqueToken()): Promise<string> {
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

  /** A used token presented again: its successor within the grace, otherwise the end of the session. */
  async function replayOrEnd(trx: DbOrTrx, token: PresentedToken, presented: string, now: Date): Promise<RefreshOutcome> {
    const usedAtMs = token.usedAt === null ? Number.NaN : Date.parse(token.usedAt);
    const withinGrace = now.getTime() - usedAtMs <= REFRESH_REPLAY_GRACE_MS;
    const successor = withinGrace && token.sealedSuccessor !== null ? openSuccessor(presented, token.sealedSuccessor) : undefined;
    if (successor !== undefined && token.sessionRevokedAt === null && token.sessionExpiresAt > now.toISOString()) {
      return { ok: true, accountId: token.accountId, sessionId: token.sessionId, refreshToken: successor };
    }
    const endedSessionIds = await revokeSessions(trx, { sessionId: token.sessionId }, now.toISOString());
    return { ok: false, code: 'SESSION_NOT_FOUND', endedSessionIds };
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
      return { ...(await loadUserSettings(db, caller.role, caller.locationId)), chatTranslation: isChatTranslated };
    },

    /**
     * Rotates a refresh token: the presented one is marked used (with its successor sealed, see successor-seal) and
     * the successor issued, in one transaction. A used token presented again within REFRESH_REPLAY_GRACE_MS answers
     * with the same successor, so two refreshes at once both succeed; later it counts as reuse (a stolen copy) and
     * ends the whole session, so the newest token and every access token of the session stop working too.
     */
    async refresh(refreshToken: string, now: Date): Promise<TokenPair> {
      const tokenHash = sha256Hex(refreshToken);
      const outcome = await db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
        const nowIso = now.toISOString();
        const token = await findRefreshToken(trx, tokenHash);
        if (!token) return { ok: false, code: 'SESSION_NOT_FOUND' };
        if (token.sessionRevokedAt !== null) return { ok: false, code: 'SESSION_NOT_FOUND' };
        if (token.usedAt !== null) return replayOrEnd(trx, token, refreshToken, now);
        if (token.expiresAt <= nowIso) return { ok: false, code: 'REFRESHTOKEN_EXPIRED' };
        if (token.sessionExpiresAt <= nowIso) return { ok: false, code: 'SESSION_NOT_FOUND' };
        const successor = generateOpaqueToken();
        if (!(await claimRefreshToken(trx, tokenHash, nowIso, sealSuccessor(refreshToken, successor)))) {
          // Another refresh with this token won meanwhile; it has committed, so its successor is readable now.
          const raced = await findRefreshToken(trx, tokenHash);
          return raced ? replayOrEnd(trx, raced, refreshToken, now) : { ok: false, code: 'SESSION_NOT_FOUND' };
        }
        await issueRefreshToken(trx, token.sessionId, now, successor);
        await extendSession(trx, token.sessionId, expiryFrom(now));
        return { ok: true, accountId: token.accountId, sessionId: token.sessionId, refreshToken: successor };
      });
      // Told and thrown after the commit, so a revocation made above is kept.
      if (!outcome.ok) {
        if (outcome.endedSessionIds?.length) await realtime.endSessions(outcome.endedSessionIds);
        throw new AppError(outcome.code);
      }

      const { identity } = await identityOf(outcome.accountId);
      const accesstoken = accessTokens.sign({
        accountId: outcome.accountId,
        sessionId: outcome.sessionId,
        role: identity.role,
      });
      return { accesstoken, refreshtoken: outcome.refreshToken };
    },

    /** Ends the caller's session: its refresh token, /check, every access token and socket stop at once. Idempotent. */
    async revoke(auth: AuthContext, now: Date): Promise<void> {
      const session = await findSession(db, auth.sessionId);
      if (session?.account_id !== auth.accountId) return;
      const ended = await endSessions({ db, realtime }, { sessionId: auth.sessionId, accountId: auth.accountId }, now);
      // Announced even when it was revoked already: an instance that missed the first announcement learns it now.
      if (ended.length === 0) await realtime.endSessions([auth.sessionId]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
