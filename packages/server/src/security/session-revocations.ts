import { systemClock } from '../platform/clock';

/**
 * Sessions ended on any instance, remembered in memory so the auth hook can refuse their access tokens without a
 * database read per request. An entry is kept for one access-token lifetime after this instance learnt of it: by
 * then every access token of the session has expired (a revoked session is never refreshed). Entries are timed
 * with the real clock, as access-token expiry is.
 */
export interface SessionRevocations {
  add(sessionIds: Iterable<string>): void;
  has(sessionId: string): boolean;
  readonly size: number;
}

export function createSessionRevocations(ttlSeconds: number, realNowMs: () => number = () => systemClock().getTime()): SessionRevocations {
  // Insertion order is expiry order (every entry lives equally long), so pruning stops at the first live entry.
  const forgetAt = new Map<string, number>();
  const prune = (nowMs: number) => {
    for (const [sessionId, at] of forgetAt) {
      if (at > nowMs) return;
      forgetAt.delete(sessionId);
    }
  };
  return {
    add(sessionIds) {
      const nowMs = realNowMs();
      prune(nowMs);
      for (const sessionId of sessionIds) {
        forgetAt.delete(sessionId);
        forgetAt.set(sessionId, nowMs + ttlSeconds * 1000);
      }
    },
    has(sessionId) {
      const at = forgetAt.get(sessionId);
      return at !== undefined && at > realNowMs();
    },
    get size() {
      return forgetAt.size;
    },
  };
}
