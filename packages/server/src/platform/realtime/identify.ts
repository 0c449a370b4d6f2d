import type { KnownRole } from '@stay/contract';
import type { AccessTokens, AuthContext } from '../../security/access-tokens';
import type { SocketIdentity } from './audience';

/** Who a socket's token belongs to; throws AppError when the session is no longer live. */
export type SocketCallerLoader = (auth: AuthContext) => Promise<{ identity: SocketIdentity; role: KnownRole }>;

export interface SocketAuthentication {
  identity: SocketIdentity;
  role: KnownRole;
  sessionId: string;
  accountId: string;
  /** When the access token expires (ms since epoch); the socket closes then unless a fresh token arrives. */
  expiresAtMs: number | undefined;
}

/** The `exp` claim of a token that has already been verified. */
function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies an access token and, because a socket lives long, asks the loader (which also checks that the session is
 * still live) who it belongs to. Throws AppError (ACCESSTOKEN_EXPIRED / ACCESSTOKEN_INVALID / SESSION_NOT_FOUND).
 */
export async function authenticateSocket(accessTokens: AccessTokens, loadSocketCaller: SocketCallerLoader, token: string): Promise<SocketAuthentication> {
  const auth = accessTokens.verify(token);
  const { identity, role } = await loadSocketCaller(auth);
  return { identity, role, sessionId: auth.sessionId, accountId: auth.accountId, expiresAtMs: expiryOf(token) };
}
