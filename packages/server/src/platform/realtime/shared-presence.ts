import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { systemClock } from '../clock';
import type { Person, RealtimeHub } from './hub';
import {
  deleteInstancePresence,
  deleteInstancesSilentSince,
  deletePresence,
  insertPresence,
  isPresentOnLiveInstance,
  markInstanceAlive,
  replaceInstancePresence,
} from './presence-repository';

/** How often an instance says it is alive; the others count its sockets until PRESENCE_TTL_MS after the last time. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 30_000;

/** Whose app is open, on any instance. */
export interface Presence {
  /** Whether the person has a signed-in socket on some instance. Answers false when it cannot tell (a push then goes). */
  isConnected(person: Person): Promise<boolean>;
  close(): Promise<void>;
}

/** One instance: presence is this instance's sockets. */
export function localPresence(hub: RealtimeHub): Presence {
  return { isConnected: async (person) => hub.isConnected(person), close: async () => {} };
}

export interface SharedPresenceOptions {
  db: Db;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  /** Names this instance's rows; one per app, so apps sharing a process (tests) are instances of their own. */
  instanceId: string;
  heartbeatMs?: number;
}

/**
 * Presence across instances on one PostgreSQL database: each instance writes who is connected to it (a row when a
 * person's first socket signs in there, removed with their last) and says every PRESENCE_HEARTBEAT_MS that it is
 * alive. An instance that stopped without removing its rows stops counting after PRESENCE_TTL_MS. Writes go one after
 * another, gathering what changed meanwhile; after a failed write the instance's rows are written afresh.
 */
export function sharePresence({ db, hub, log, instanceId, heartbeatMs = PRESENCE_HEARTBEAT_MS }: SharedPresenceOptions): Presence {
  const nowIso = (offsetMs = 0) => new Date(systemClock().getTime() + offsetMs).toISOString();
  /** Changes not written yet, by person: connected (true) or gone (false). */
  let changes = new Map<string, { person: Person; isConnected: boolean }>();
  let needsRewrite = true;
  let closed = false;
  let writing: Promise<void> | undefined;

  async function writeChanges(): Promise<void> {
    while (!closed && (needsRewrite || changes.size > 0)) {
      try {
        if (needsRewrite) {
          needsRewrite = false;
          changes = new Map();
          await db.transaction().execute((trx) => replaceInstancePresence(trx, instanceId, hub.connectedPeople(), nowIso()));
          continue;
        }
        const batch = [...changes.values()];
        changes = new Map();
        await insertPresence(db, instanceId, batch.filter((change) => change.isConnected).map((change) => change.person));
        await deletePresence(db, instanceId, batch.filter((change) => !change.isConnected).map((change) => change.person));
      } catch (error) {
        needsRewrite = true;
        log.warn({ err: error }, 'Realtime: could not share presence; written afresh with the next heartbeat');
        return;
      }
    }
  }
  const write = () => {
    writing ??= writeChanges().finally(() => {
      writing = undefined;
      // A change that came after the loop's last look.
      if (!closed && changes.size > 0) write();
    });
    return writing;
  };

  hub.onPresence((person, isConnected) => {
    changes.set(`${person.kind}:${person.id}`, { person, isConnected });
    void write();
  });

  const heartbeat = setInterval(() => {
    void (async () => {
      await writing;
      try {
        if (!(await markInstanceAlive(db, instanceId, nowIso()))) needsRewrite = true;
        await deleteInstancesSilentSince(db, nowIso(-PRESENCE_TTL_MS));
      } catch (error) {
        log.warn({ err: error }, 'Realtime: could not say this instance is alive');
      }
      if (needsRewrite) await write();
    })();
  }, heartbeatMs);
  heartbeat.unref();
  void write();

  return {
    async isConnected(person) {
      if (hub.isConnected(person)) return true;
      try {
        return await isPresentOnLiveInstance(db, person, nowIso(-PRESENCE_TTL_MS));
      } catch (error) {
        log.warn({ err: error }, 'Realtime: could not read presence');
        return false;
      }
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      await writing;
      await deleteInstancePresence(db, instanceId).catch((error: unknown) => log.warn({ err: error }, 'Realtime: could not remove presence'));
    },
  };
}
