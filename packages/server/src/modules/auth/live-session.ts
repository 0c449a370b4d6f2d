import type { KnownRole } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { AuthContext } from '../../security/access-tokens';
import { loadCaller } from '../identity';
import { findSession } from './repository';

/** SESSION_NOT_FOUND unless the token's session still exists for its account, is not revoked and has not expired. */
export async function assertLiveSession(db: DbOrTrx, auth: AuthContext, now: Date): Promise<void> {
  const session = await findSession(db, auth.sessionId);
  const isLive =
    session !== undefined && session.account_id === auth.accountId && session.revoked_at === null && session.expires_at > now.toISOString();
  if (!isLive) throw new AppError('SESSION_NOT_FOUND');
}

export type SocketCaller =
  | { identity: { kind: 'person'; id: string }; role: KnownRole }
  | { identity: { kind: 'employee'; id: string; locationId: string | null; workgroup: string | null }; role: KnownRole };

/** Who a realtime socket belongs to: a long-lived connection also needs a live session. */
export async function loadSocketCaller(db: DbOrTrx, auth: AuthContext, now: Date): Promise<SocketCaller> {
  await assertLiveSession(db, auth, now);
  const caller = await loadCaller(db, auth).catch(() => {
    throw new AppError('SESSION_NOT_FOUND');
  });
  return caller.kind === 'employee'
    ? { identity: { kind: 'employee', id: caller.id, locationId: caller.locationId, workgroup: caller.workgroup }, role: caller.role }
    : { identity: { kind: 'person', id: caller.id }, role: caller.role };
}
