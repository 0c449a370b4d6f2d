import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { parseRole, type KnownRole } from '@stay/contract';
import { AppError } from '../errors';
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
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
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
      let payload: unknown;
      try {
        payload = verifier(token);
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired) {
          throw new AppError('ACCESSTOKEN_EXPIRED');
        }
        throw new AppError('ACCESSTOKEN_INVALID');
      }
      const auth = toAuthContext(payload);
      if (revocations.has(auth.sessionId)) throw new AppError('SESSION_NOT_FOUND');
      return auth;
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
