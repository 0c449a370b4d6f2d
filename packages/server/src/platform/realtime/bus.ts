import type { RealtimeEnvelope } from './audience';
import type { RealtimeHub } from './hub';

/** Publishes events to the sockets of every instance. Publishing never throws: live delivery is best effort. */
export interface RealtimeBus {
  publish(envelope: RealtimeEnvelope): Promise<void>;
  /**
   * Tells every instance that these sessions have ended; each runs `SessionsEnded` for them. This instance does so
   * before answering, so its own refusal never waits for the bus.
   */
  endSessions(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** What an instance does when sessions end: refuse their tokens and close their sockets. Idempotent. */
export type SessionsEnded = (sessionIds: readonly string[]) => void;

/** One instance (SQLite): deliver straight to this instance's sockets. */
export function createLocalBus(hub: RealtimeHub, sessionsEnded: SessionsEnded): RealtimeBus {
  return {
    async publish(envelope) {
      hub.deliver(envelope);
    },
    async endSessions(sessionIds) {
      sessionsEnded(sessionIds);
    },
    async close() {},
  };
}
