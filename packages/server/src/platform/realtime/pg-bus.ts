import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { RealtimeEnvelope } from './audience';
import type { RealtimeBus, SessionsEnded } from './bus';
import type { RealtimeHub } from './hub';
import { deleteOverflowBefore, findOverflowPayload, insertOverflow } from './overflow-repository';

/** NOTIFY payloads must stay under 8000 bytes; larger envelopes go through the realtime_overflow table. */
const MAX_INLINE_BYTES = 7000;
const OVERFLOW_TTL_MS = 60_000;
const RECONNECT_DELAY_MS = 1_000;
/** Session ids per notification: UUIDs, so a batch stays well under the payload limit. */
const SESSION_IDS_PER_NOTIFY = 100;

/** An envelope inline, an envelope stored in realtime_overflow, or ended sessions. */
type Wire = { e: RealtimeEnvelope } | { o: number } | { s: string[] };

export interface PgBusOptions {
  db: Db;
  connectionString: string;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  clock: Clock;
  sessionsEnded: SessionsEnded;
}

/**
 * Fan-out across instances with PostgreSQL LISTEN/NOTIFY. Every instance (this one included) receives each
 * notification on its own listening connection and delivers it to its sockets. The channel is per schema, so
 * several schemas in one database (tests) do not hear each other.
 */
export async function createPgBus({ db, connectionString, hub, log, clock, sessionsEnded }: PgBusOptions): Promise<RealtimeBus> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  const channel = `stay_realtime_${schema}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  async function receive(payload: string | undefined): Promise<void> {
    if (!payload) return;
    const wire = JSON.parse(payload) as Wire;
    if ('s' in wire) {
      if (Array.isArray(wire.s)) sessionsEnded(wire.s.filter((id): id is string => typeof id === 'string'));
      return;
    }
    if ('e' in wire) {
      hub.deliver(wire.e);
      return;
    }
    const stored = await findOverflowPayload(db, wire.o);
    if (stored) hub.deliver(JSON.parse(stored) as RealtimeEnvelope);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      receive(message.payload).catch((error: unknown) => log.warn({ err: error }, 'Realtime: bad notification'));
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'Realtime: listener connection lost, reconnecting');
      scheduleReconnect(next);
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  }

  function scheduleReconnect(broken: pg.Client): void {
    if (closed || client !== broken) return;
    client = undefined;
    broken.end().catch(() => {});
    reconnectTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'Realtime: reconnect failed');
        if (!closed) reconnectTimer = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS * 5);
      });
    }, RECONNECT_DELAY_MS);
  }

  await connect();

  return {
    async publish(envelope) {
      try {
        const inline = JSON.stringify({ e: envelope } satisfies Wire);
        if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
          await sql`select pg_notify(${channel}, ${inline})`.execute(db);
          return;
        }
        const now = clock();
        const id = await insertOverflow(db, JSON.stringify(envelope), now.toISOString());
        await sql`select pg_notify(${channel}, ${JSON.stringify({ o: id } satisfies Wire)})`.execute(db);
        await deleteOverflowBefore(db, new Date(now.getTime() - OVERFLOW_TTL_MS).toISOString());
      } catch (error) {
        log.warn({ err: error }, 'Realtime: publish failed');
      }
    },
    async endSessions(sessionIds) {
      sessionsEnded(sessionIds);
      try {
        for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_NOTIFY) {
          const batch = sessionIds.slice(start, start + SESSION_IDS_PER_NOTIFY);
          await sql`select pg_notify(${channel}, ${JSON.stringify({ s: batch } satisfies Wire)})`.execute(db);
        }
      } catch (error) {
        // Other instances still refuse the session's refresh, /check and new sockets; its access tokens expire.
        log.error({ err: error, sessionIds }, 'Realtime: could not tell other instances about ended sessions');
      }
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
