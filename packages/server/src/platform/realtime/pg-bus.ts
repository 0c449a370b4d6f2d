import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { PG_CONNECT_TIMEOUT_MS } from '../../db/create-db';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { RealtimeEnvelope } from './audience';
import type { DataChangedElsewhere, EndedSessionsReader, RealtimeBus, SessionsEnded } from './bus';
import type { RealtimeHub } from './hub';
import { deleteOverflowBefore, findOverflowPayload, insertOverflow } from './overflow-repository';
import { createPeerAcks } from './peer-acks';

/** NOTIFY payloads must stay under 8000 bytes; larger envelopes go through the realtime_overflow table. */
const MAX_INLINE_BYTES = 7000;
const OVERFLOW_TTL_MS = 60_000;
/** The listener's reconnect delay: doubled after each failed try, up to the maximum, for as long as the server runs. */
export const RECONNECT_FIRST_DELAY_MS = 250;
export const RECONNECT_MAX_DELAY_MS = 5_000;
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'stay-realtime-listener';
/** Session ids per notification: UUIDs, so a batch stays well under the payload limit. */
const SESSION_IDS_PER_NOTIFY = 100;
/** Acknowledged announcement numbers per notification, well under the payload limit. */
const ACKS_PER_NOTIFY = 500;

/**
 * An envelope inline, an envelope stored in realtime_overflow, ended sessions, tables changed by instance `i` (its
 * announcement number `n`), instance `f` acknowledging announcements `k` of instance `t`, instance `h` greeting (it
 * listens now), or instance `b` saying goodbye.
 */
type Wire =
  | { e: RealtimeEnvelope }
  | { o: number }
  | { s: string[] }
  | { d: string[] | '*'; i: string; n?: number }
  | { k: number[]; t: string; f: string }
  | { h: string }
  | { b: string };

export interface PgBusOptions {
  db: Db;
  connectionString: string;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  clock: Clock;
  sessionsEnded: SessionsEnded;
  dataChangedElsewhere: DataChangedElsewhere;
  /** Names this instance's data-change notifications, so that it ignores its own (see DataGenerations.id). */
  instanceId: string;
}

/**
 * Fan-out across instances with PostgreSQL LISTEN/NOTIFY. Every instance (this one included) receives each
 * notification on its own listening connection and delivers it to its sockets. The channel is per schema, so
 * several schemas in one database (tests) do not hear each other.
 */
export async function createPgBus({ db, connectionString, hub, log, clock, sessionsEnded, dataChangedElsewhere, instanceId }: PgBusOptions): Promise<RealtimeBus> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  const channel = `stay_realtime_${schema}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);
  /** The connected, listening client; undefined while (re)connecting. */
  let client: pg.Client | undefined;
  let closed = false;
  let hasListened = false;
  let failedTries = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let readEndedSessions: EndedSessionsReader | undefined;
  const notify = (wire: Wire) => sql`select pg_notify(${channel}, ${JSON.stringify(wire)})`.execute(db);

  /**
   * A write's reply waits until the other instances have applied its data changes (see dataChanged): each instance
   * acknowledges the announcements it hears, and greets the others when it starts listening so that they wait for it.
   */
  const peers = createPeerAcks(log);
  let lastAnnouncement = 0;
  const greet = () => notify({ h: instanceId }).catch((error: unknown) => log.warn({ err: error }, 'Realtime: could not greet the other instances'));
  const heardOf = (peer: string) => {
    if (peer !== instanceId && peers.heard(peer)) void greet();
  };
  /** Announcement numbers heard in one read of the listening connection, per announcing instance: acknowledged together. */
  let unacknowledged = new Map<string, number[]>();
  const acknowledge = async () => {
    const batches = unacknowledged;
    unacknowledged = new Map();
    try {
      for (const [origin, numbers] of batches) {
        for (let start = 0; start < numbers.length; start += ACKS_PER_NOTIFY) {
          await notify({ k: numbers.slice(start, start + ACKS_PER_NOTIFY), t: origin, f: instanceId });
        }
      }
    } catch (error) {
      // The announcing instance stops waiting for this one after DATA_CHANGE_ACK_TIMEOUT_MS.
      log.warn({ err: error }, 'Realtime: could not acknowledge data changes');
    }
  };
  const queueAcknowledgement = (origin: string, number: number) => {
    if (unacknowledged.size === 0) queueMicrotask(() => void acknowledge());
    const numbers = unacknowledged.get(origin);
    if (numbers) numbers.push(number);
    else unacknowledged.set(origin, [number]);
  };

  /**
   * Envelopes heard in one read of the listening connection (several notifications arrive together after a busy
   * moment): delivered together once that read is handled, so each socket gets them in one write.
   */
  let arrived: RealtimeEnvelope[] = [];
  const deliverArrived = () => {
    const envelopes = arrived;
    arrived = [];
    try {
      hub.deliver(...envelopes);
    } catch (error) {
      log.warn({ err: error }, 'Realtime: delivery failed');
    }
  };
  const enqueue = (envelope: RealtimeEnvelope) => {
    arrived.push(envelope);
    if (arrived.length === 1) queueMicrotask(deliverArrived);
  };

  async function receive(payload: string | undefined): Promise<void> {
    if (!payload) return;
    const wire = JSON.parse(payload) as Wire;
    if ('d' in wire) {
      // This instance raised its own generations when the change happened.
      if (wire.i === instanceId) return;
      dataChangedElsewhere(Array.isArray(wire.d) ? wire.d.filter((table): table is string => typeof table === 'string') : 'everything');
      // An announcement without a number comes from a version that does not acknowledge (during a rolling update):
      // not a peer to wait for.
      if (typeof wire.n === 'number') {
        heardOf(wire.i);
        queueAcknowledgement(wire.i, wire.n);
      }
      return;
    }
    if ('k' in wire) {
      heardOf(wire.f);
      if (wire.t === instanceId && Array.isArray(wire.k)) peers.acknowledged(wire.f, wire.k);
      return;
    }
    if ('h' in wire) {
      heardOf(wire.h);
      return;
    }
    if ('b' in wire) {
      if (wire.b !== instanceId) peers.left(wire.b);
      return;
    }
    if ('s' in wire) {
      if (Array.isArray(wire.s)) sessionsEnded(wire.s.filter((id): id is string => typeof id === 'string'));
      return;
    }
    if ('e' in wire) {
      enqueue(wire.e);
      return;
    }
    const stored = await findOverflowPayload(db, wire.o);
    if (stored) enqueue(JSON.parse(stored) as RealtimeEnvelope);
  }

  /**
   * Connects, listens and, after an outage, catches up: sessions that ended while nobody listened were announced to
   * no one, so they are read from the database (after LISTEN, so a session ending meanwhile is heard either way).
   */
  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS, keepAlive: true });
    next.on('notification', (message) => {
      receive(message.payload).catch((error: unknown) => log.warn({ err: error }, 'Realtime: bad notification'));
    });
    let died: Error | undefined;
    const die = (error: Error) => {
      died ??= error;
      lost(next, error);
    };
    next.on('error', die);
    next.on('end', () => die(new Error('Connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (hasListened && readEndedSessions) {
        const ended = await readEndedSessions();
        if (ended.length > 0) sessionsEnded(ended);
      }
      // Data changes announced while nobody listened were missed as well.
      if (hasListened) dataChangedElsewhere('everything');
      // Lost again while catching up: this try failed.
      if (died) throw died;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    if (hasListened) log.info({ afterTries: failedTries + 1 }, 'Realtime: listening again');
    client = next;
    hasListened = true;
    failedTries = 0;
    await greet();
  }

  /** The listening connection died: try again until it is back (or the bus is closed). */
  function lost(broken: pg.Client, error: Error): void {
    if (closed || client !== broken) return;
    client = undefined;
    // No acknowledgement can be heard until the listener is back; the others catch up with 'everything' when it is.
    peers.releaseAll();
    log.warn({ err: error }, 'Realtime: listener connection lost, reconnecting');
    broken.end().catch(() => {});
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (closed) return;
    const delayMs = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** failedTries);
    failedTries += 1;
    retryTimer = setTimeout(() => {
      listen().catch((error: unknown) => {
        log.warn({ err: error, failedTries }, 'Realtime: reconnect failed, trying again');
        scheduleRetry();
      });
    }, delayMs);
  }

  await listen();

  return {
    async publish(...envelopes) {
      if (envelopes.length === 0) return;
      try {
        const now = clock();
        let hasOverflow = false;
        const payloads: string[] = [];
        for (const envelope of envelopes) {
          const inline = JSON.stringify({ e: envelope } satisfies Wire);
          if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
            payloads.push(inline);
            continue;
          }
          hasOverflow = true;
          const id = await insertOverflow(db, JSON.stringify(envelope), now.toISOString());
          payloads.push(JSON.stringify({ o: id } satisfies Wire));
        }
        // One statement, one transaction: PostgreSQL hands its notifications to each listener together at commit, so
        // they arrive in one read and go out together (see `arrived`).
        await sql`select ${sql.join(payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`))}`.execute(db);
        if (hasOverflow) await deleteOverflowBefore(db, new Date(now.getTime() - OVERFLOW_TTL_MS).toISOString());
      } catch (error) {
        log.warn({ err: error }, 'Realtime: publish failed');
      }
    },
    async endSessions(sessionIds) {
      sessionsEnded(sessionIds);
      try {
        for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_NOTIFY) {
          const batch = sessionIds.slice(start, start + SESSION_IDS_PER_NOTIFY);
          await notify({ s: batch });
        }
      } catch (error) {
        // Other instances still refuse the session's refresh, /check and new sockets; its access tokens expire.
        log.error({ err: error, sessionIds }, 'Realtime: could not tell other instances about ended sessions');
      }
    },
    isListening: () => client !== undefined,
    catchUpEndedSessions(read) {
      readEndedSessions = read;
    },
    /**
     * Resolves once every other instance known to listen has acknowledged the announcement, having raised its
     * generations first: a client reading through any of them right after the write's reply finds its kept replies
     * dropped. (That PostgreSQL has committed the notification is not enough: the other instance may not have read it
     * yet when the client's next request reaches it.)
     */
    async dataChanged(tables) {
      lastAnnouncement += 1;
      const n = lastAnnouncement;
      let wire: Wire = { d: tables === 'everything' ? '*' : [...tables], i: instanceId, n };
      if (Buffer.byteLength(JSON.stringify(wire)) > MAX_INLINE_BYTES) wire = { d: '*', i: instanceId, n };
      const settled = peers.settled(n);
      try {
        await notify(wire);
        if (!client) peers.cancel(n);
      } catch (error) {
        peers.cancel(n);
        // The other instances' kept replies still expire when the clock's second turns.
        log.warn({ err: error }, 'Realtime: could not tell other instances about changed data');
      }
      await settled;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      peers.releaseAll();
      const listening = client;
      client = undefined;
      if (listening) await notify({ b: instanceId }).catch(() => {});
      await listening?.end().catch(() => {});
    },
  };
}
