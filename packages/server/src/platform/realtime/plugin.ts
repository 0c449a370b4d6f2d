import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_CLOSE_SERVICE_RESTART, REALTIME_IDLE_TIMEOUT_MS, REALTIME_PATH } from '@stay/contract';
import type { Config } from '../../config';
import type { DataGenerations } from '../../db/data-generations';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import type { AccessTokens } from '../../security/access-tokens';
import { systemClock, type Clock } from '../clock';
import type { RealtimeEnvelope } from './audience';
import { createLocalBus, type EndedSessionsReader, type RealtimeBus, type SessionsEnded } from './bus';
import { createAccountSockets } from './account-sockets';
import { shareDataChanges } from './data-changes';
import { createHub, type Person, type RealtimeHub } from './hub';
import { authenticateSocket, type SocketCallerLoader } from './identify';
import { createPgBus } from './pg-bus';
import { localPresence, sharePresence, type Presence } from './shared-presence';
import { runSocketSession } from './socket-session';

/** What services use to send live events; fan-out to other instances is the bus's business. */
export interface RealtimePublisher {
  /**
   * Sends live events. Several published in one call reach each socket in one write: one event to thousands of
   * sockets costs a write to each, so the events of one change are best published together.
   */
  publish(...envelopes: RealtimeEnvelope[]): Promise<void>;
  /**
   * Ends these sessions on every instance: their access tokens are refused and their sockets closed. Call after the
   * sessions are revoked in the database (the auth module's endSessions does both).
   */
  endSessions(sessionIds: readonly string[]): Promise<void>;
  /** Whether this instance hears the other instances' events right now (readiness); always true on SQLite. */
  isListening(): boolean;
  /**
   * Whether a socket of this guest or staff member is signed in on any instance: their app is open and shows live
   * events, so no push is needed.
   */
  isConnected(person: Person): Promise<boolean>;
  /** The auth module's reader of lately ended sessions, used when the listener reconnects after an outage. */
  catchUpEndedSessions(read: EndedSessionsReader): void;
  /** This instance's sockets (for tests and metrics). */
  readonly hub: RealtimeHub;
}

export interface RealtimeDeps {
  config: Config;
  db: Db;
  accessTokens: AccessTokens;
  clock: Clock;
  loadSocketCaller: SocketCallerLoader;
  /** The data generations this instance's database reports to; changes are announced to the other instances. */
  generations: DataGenerations;
  /** Defaults to the contract's REALTIME_IDLE_TIMEOUT_MS and the configured REALTIME_SOCKETS_PER_ACCOUNT (tests shorten the first). */
  socketLimits?: Partial<SocketLimits>;
}

export interface SocketLimits {
  idleTimeoutMs: number;
  perAccount: number;
}

const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/**
 * The WebSocket at /api/realtime (see the contract's chat-realtime.ts for the protocol). With PostgreSQL, events fan
 * out across instances through LISTEN/NOTIFY; with SQLite (one instance) they go straight to this instance's sockets.
 */
export async function registerRealtime(
  app: FastifyInstance,
  { config, db, accessTokens, clock, loadSocketCaller, generations, socketLimits }: RealtimeDeps,
): Promise<RealtimePublisher> {
  const hub = createHub();
  const { idleTimeoutMs = REALTIME_IDLE_TIMEOUT_MS, perAccount = config.realtimeSocketsPerAccount } = socketLimits ?? {};
  const accountSockets = createAccountSockets(perAccount);
  const sessionsEnded: SessionsEnded = (sessionIds) => {
    accessTokens.revocations.add(sessionIds);
    hub.endSessions(sessionIds);
  };
  /** Instances share one PostgreSQL database; SQLite is one instance's alone. */
  const sharedDatabaseUrl = dialectOf(db) === 'postgres' ? config.databaseUrl : undefined;
  const bus: RealtimeBus = sharedDatabaseUrl
    ? await createPgBus({
          db,
          connectionString: sharedDatabaseUrl,
          hub,
          log: app.log,
          clock,
          sessionsEnded,
          dataChangedElsewhere: (tables) => generations.noteChangeElsewhere(tables),
          instanceId: generations.id,
        })
      : createLocalBus(hub, sessionsEnded);
  const presence: Presence = sharedDatabaseUrl ? sharePresence({ db, hub, log: app.log, instanceId: randomUUID() }) : localPresence(hub);
  const dataChanges = shareDataChanges(generations, bus);
  // A write's reply leaves once the other instances have been told what it changed: the client's next read, through
  // whichever instance, is not answered from a reply kept before the write.
  // A callback hook: reads, most requests, pass on at once instead of through a promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    dataChanges.flush().then(() => done(null, payload), done);
  });
  app.addHook('onClose', async () => {
    dataChanges.stop();
    await presence.close();
    await bus.close();
  });

  let isClosing = false;
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
      // When the app closes (shutdown), before the server stops accepting: every socket hears 1012 "service
      // restart", which the app answers by reconnecting soon (behind a load balancer, to another instance) without
      // showing an error. The drain then waits only for the clients' close frames.
      preClose: async () => {
        isClosing = true;
        for (const client of scope.websocketServer.clients) client.close(REALTIME_CLOSE_SERVICE_RESTART, 'service restart');
      },
    });
    scope.get(REALTIME_PATH, { websocket: true }, (socket, request) => {
      // A socket upgraded on a keep-alive connection after the close began is sent on at once.
      if (isClosing) {
        socket.close(REALTIME_CLOSE_SERVICE_RESTART, 'service restart');
        return;
      }
      const { accesstoken } = (request.query ?? {}) as { accesstoken?: unknown };
      runSocketSession({
        socket,
        connection: request.raw.socket,
        hub,
        log: request.log,
        authenticate: (token) => authenticateSocket(accessTokens, loadSocketCaller, token),
        isSessionEnded: (sessionId) => accessTokens.revocations.has(sessionId),
        initialToken: typeof accesstoken === 'string' && accesstoken !== '' ? accesstoken : undefined,
        idleTimeoutMs,
        accountSockets,
      });
    });
  });

  return {
    publish(...envelopes) {
      const publishedAtMs = systemClock().getTime();
      return bus.publish(...envelopes.map((envelope) => ({ ...envelope, publishedAtMs })));
    },
    endSessions: (sessionIds) => bus.endSessions(sessionIds),
    isListening: () => bus.isListening(),
    isConnected: (person) => presence.isConnected(person),
    catchUpEndedSessions: (read) => bus.catchUpEndedSessions(read),
    hub,
  };
}
