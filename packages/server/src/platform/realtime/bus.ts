import type { RealtimeEnvelope } from './audience';
import type { RealtimeHub } from './hub';

/** Publishes events to the sockets of every instance. Publishing never throws: live delivery is best effort. */
export interface RealtimeBus {
  /** Envelopes published together reach every instance together, in order, and each socket in one write. */
  publish(...envelopes: RealtimeEnvelope[]): Promise<void>;
  /**
   * Tells every instance that these sessions have ended; each runs `SessionsEnded` for them. This instance does so
   * before answering, so its own refusal never waits for the bus.
   */
  endSessions(sessionIds: readonly string[]): Promise<void>;
  /**
   * Tells the other instances that data in these tables changed here, so that they drop what they computed from it
   * (see DataGenerations). This instance has raised its own generations already. Resolves once the other instances
   * have been sent the announcement, not merely once it is sent off.
   */
  dataChanged(tables: readonly string[] | 'everything'): Promise<void>;
  /** Whether announcements from other instances are heard right now (always, on one instance). */
  isListening(): boolean;
  /**
   * Where the bus reads the sessions ended lately when its listener comes back after an outage: those announced
   * while nobody listened are ended here as if heard.
   */
  catchUpEndedSessions(read: EndedSessionsReader): void;
  close(): Promise<void>;
}

/** The sessions ended lately (their access tokens may still be unexpired), read from the database. */
export type EndedSessionsReader = () => Promise<readonly string[]>;

/** What an instance does when sessions end: refuse their tokens and close their sockets. Idempotent. */
export type SessionsEnded = (sessionIds: readonly string[]) => void;

/** What an instance does when another one changed data: raise its own generations for those tables. */
export type DataChangedElsewhere = (tables: readonly string[] | 'everything') => void;

/** One instance (SQLite): deliver straight to this instance's sockets. */
export function createLocalBus(hub: RealtimeHub, sessionsEnded: SessionsEnded): RealtimeBus {
  return {
    async publish(...envelopes) {
      if (envelopes.length > 0) hub.deliver(...envelopes);
    },
    async endSessions(sessionIds) {
      sessionsEnded(sessionIds);
    },
    // No other instance to tell.
    async dataChanged() {},
    isListening: () => true,
    catchUpEndedSessions() {},
    async close() {},
  };
}
