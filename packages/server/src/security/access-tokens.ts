import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { parseRole, type KnownRole } from '@stay/contract';
import { AppError } from '../errors';
import { systemClock } from '../platform/clock';
import { createSessionRevocations, type SessionRevocations } from './session-revocations';

/** Who made a request, as carried by the access token. */
export interface AuthContext {
  accountId: string;
  sessionId: string;
  role: KnownRole;
}

export interface AccessTokens {
  sign(auth: AuthContext, options?: { issuedAtMs?: number }): string;
  /** Throws AppError ACCESSTOKEN_EXPIRED, ACCESSTOKEN_INVALID, or SESSION_NOT_FOUND for an ended session. */
  verify(token: string): AuthContext;
  /** Sessions ended on any instance; their tokens are refused until they would have expired anyway. */
  readonly revocations: SessionRevocations;
}

/**
 * HS256 access tokens with payload { sub: accountId, sid: sessionId, role }. Verifying one never touches the
 * database: a session ended by logout, refresh-token reuse, password reset or account removal is refused through
 * the in-memory revocation set, which every instance fills from the realtime bus and, on start, from the sessions
 * table.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const revocations = createSessionRevocations(ttlSeconds);
  // A token without `exp` would be valid (and kept verified) forever: every token this server signs carries one.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] });
  const verified = createVerifiedTokens();
  const signerOptions = { key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 } as const;
  const signNow = createSigner(signerOptions);
  return {
    revocations,
    sign(auth, options = {}) {
      const signer =
        options.issuedAtMs === undefined ? signNow : createSigner({ ...signerOptions, clockTimestamp: options.issuedAtMs });
      // jti makes every token unique, even two issued for the same session within one second.
      return signer({ sub: auth.accountId, sid: auth.sessionId, role: auth.role, jti: randomUUID() });
    },
    verify(token) {
      let auth = verified.get(token);
      if (!auth) {
        let payload: unknown;
        try {
          payload = verifier(token);
        } catch (error) {
          if (error instanceof TokenError && error.code === TokenError.codes.expired) {
            throw new AppError('ACCESSTOKEN_EXPIRED');
          }
          throw new AppError('ACCESSTOKEN_INVALID');
        }
        auth = toAuthContext(payload);
        const { exp } = payload as { exp: unknown };
        if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new AppError('ACCESSTOKEN_INVALID');
        verified.add(token, auth, exp * 1000);
      }
      if (revocations.has(auth.sessionId)) throw new AppError('SESSION_NOT_FOUND');
      return auth;
    },
  };
}

/** Tokens whose signature was checked, kept at most. */
const VERIFIED_CAPACITY = 10_000;

/**
 * The tokens already verified, by the whole token (an exact match: nothing to collide), each until it expires: a
 * client sends the same token with every request, and checking its signature again costs more than the rest of a
 * cached read. Revocation is checked on every use, after this.
 */
function createVerifiedTokens() {
  const tokens = new Map<string, { auth: AuthContext; expiresAtMs: number }>();
  return {
    get(token: string): AuthContext | undefined {
      const entry = tokens.get(token);
      if (!entry) return undefined;
      // fast-jwt's own rule on the same clock: valid up to and including the instant of `exp`.
      if (systemClock().getTime() > entry.expiresAtMs) {
        tokens.delete(token);
        return undefined;
      }
      return entry.auth;
    },
    add(token: string, auth: AuthContext, expiresAtMs: number): void {
      if (tokens.size >= VERIFIED_CAPACITY) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, { auth, expiresAtMs });
    },
  };
}

function toAuthContext(payload: unknown): AuthContext {
  if (typeof payload !== 'object' || payload === null) throw new AppError('ACCESSTOKEN_INVALID');
  const { sub, sid, role } = payload as Record<string, unknown>;
  const knownRole = parseRole(role);
  if (typeof sub !== 'string' || typeof sid !== 'string' || knownRole === 'UNKOWN') {
    throw new AppError('ACCESSTOKEN_INVALID');
  }
  return { accountId: sub, sessionId: sid, role: knownRole };
}
