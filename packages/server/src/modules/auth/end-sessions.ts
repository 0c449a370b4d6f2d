import type { DbOrTrx } from '../../db/database';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { revokeSessions, type SessionSelector } from './repository';

export type { SessionSelector } from './repository';

export interface EndSessionsDeps {
  db: DbOrTrx;
  realtime: Pick<RealtimePublisher, 'endSessions'>;
}

/**
 * Ends sessions for good: revoked in the database (refresh and /check refuse them), and on every instance their
 * access tokens are refused and their sockets closed within moments. For logout, refresh-token reuse, password
 * reset and account removal. Pass the database itself or a transaction about to commit: the other instances are
 * told at once.
 */
export async function endSessions({ db, realtime }: EndSessionsDeps, selector: SessionSelector, now: Date): Promise<string[]> {
  const ended = await revokeSessions(db, selector, now.toISOString());
  if (ended.length > 0) await realtime.endSessions(ended);
  return ended;
}
