import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { parseRole, type KnownRole } from '@stay/contract';
import { AppError } from '../errors';

/** Who made a request, as carried by the access token. */
export interface AuthContext {
  accountId: string;
  sessionId: string;
  role: KnownRole;
}

export interface AccessTokens {
  sign(auth: AuthContext, options?: { issuedAtMs?: number }): string;
  /** Throws AppError ACCESSTOKEN_EXPIRED or ACCESSTOKEN_INVALID. */
  verify(token: string): AuthContext;
}

/**
 * HS256 access tokens with payload { sub: accountId, sid: sessionId, role }. They are stateless: verifying
 * one never touches the database, so a revoked session keeps working on endpoints other than /api/auth/check
 * until its access token expires (ACCESS_TOKEN_TTL_SECONDS, 15 minutes by default); refresh is refused at once.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  const signerOptions = { key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 } as const;
  const signNow = createSigner(signerOptions);
  return {
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
      return toAuthContext(payload);
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
