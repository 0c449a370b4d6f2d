import type { KnownRole } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessTokens } from '../../security/access-tokens';
import { findSession } from '../auth/repository';
import { loadIdentity } from '../users/identity';
import type { SocketIdentity } from './audience';

export interface SocketAuthentication {
  identity: SocketIdentity;
  role: KnownRole;
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
 * Verifies an access token with the foundation's verifier and, because a socket lives long, also checks that the
 * session is still live. Throws AppError (ACCESSTOKEN_EXPIRED / ACCESSTOKEN_INVALID / SESSION_NOT_FOUND).
 */
export async function authenticateSocket(db: Db, accessTokens: AccessTokens, token: string): Promise<SocketAuthentication> {
  const auth = accessTokens.verify(token);
  const session = await findSession(db, auth.sessionId);
  if (!session || session.account_id !== auth.accountId || session.revoked_at !== null || session.expires_at <= new Date().toISOString()) {
    throw new AppError('SESSION_NOT_FOUND');
  }
  const loaded = await loadIdentity(db, auth.accountId);
  const { employee, guest } = loaded?.identity ?? {};
  const identity: SocketIdentity | undefined = employee
    ? { kind: 'employee', id: employee._id, locationId: employee.location, workgroup: employee.erpWorkgroup }
    : guest
      ? { kind: 'person', id: guest._id }
      : undefined;
  if (!identity || !loaded) throw new AppError('SESSION_NOT_FOUND');
  return { identity, role: loaded.identity.role, expiresAtMs: expiryOf(token) };
}
