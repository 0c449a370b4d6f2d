import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, realtimeEventSchema, type RealtimeEvent } from '@stay/contract';
import { createDb } from '../../src/db/create-db';
import { createAccessTokens } from '../../src/security/access-tokens';
import { TEST_JWT_SECRET } from '../support';
import { createFactories } from '../support/factories';
import { createPrivatePostgres, privatePostgresUnavailable, type PrivatePostgres } from '../support/private-postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** Every request of the test gives up after this long: an answer within it is "fast", none may hang past it. */
const REQUEST_TIMEOUT_MS = 5_000;
/** How long the servers may take to notice the database is back (a few reconnect backoff steps). */
const RECOVERY_TIMEOUT_MS = 20_000;
const CHAT_PATH = '/api/guest/reservation/current/chat';

interface Answer {
  status: number;
  code?: string;
}

/** A GET that answers its status and error code, or throws when no answer came within REQUEST_TIMEOUT_MS. */
async function get(server: ServerProcess, url: string, token?: string): Promise<Answer & { body: unknown }> {
  const response = await fetch(`${server.baseUrl}${url}`, { headers: token ? { accesstoken: token } : {}, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code, body };
}

/** A realtime socket on the server, signed in with the token; resolves on 'ready'. */
function openSocket(server: ServerProcess, token: string): Promise<{ events: RealtimeEvent[]; closed: Promise<number>; socket: WebSocket }> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}${REALTIME_PATH}?accesstoken=${encodeURIComponent(token)}`);
  const events: RealtimeEvent[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const event = realtimeEventSchema.parse(JSON.parse(data.toString()));
      events.push(event);
      if (event.type === 'ready') resolve({ events, closed, socket });
    });
    socket.once('error', reject);
    void closed.then((code) => reject(new Error(`closed before ready: ${code}`)));
  });
}

/** The close code of a socket that tries to sign in with the token and is refused. */
function refusedSocketCode(server: ServerProcess, token: string): Promise<number> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}${REALTIME_PATH}?accesstoken=${encodeURIComponent(token)}`);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('close', (code) => resolve(code));
  });
}

/** Requests one after the other against the servers until stopped: what an outage looks like to clients. */
function lightLoad(servers: ServerProcess[], token: string) {
  const answers: Answer[] = [];
  const failures: string[] = [];
  let isRunning = true;
  const loop = async (server: ServerProcess) => {
    for (let sent = 0; isRunning && sent < 2_000; sent += 1) {
      try {
        answers.push(await get(server, CHAT_PATH, token));
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const done = Promise.all(servers.map(loop));
  return {
    answers,
    failures,
    async stop() {
      isRunning = false;
      await done;
    },
  };
}

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`\n!!! Database outage suite SKIPPED: ${unavailable} !!!\n`);

describe.skipIf(unavailable !== undefined)(`two servers across a PostgreSQL restart${unavailable ? ` (SKIPPED: ${unavailable})` : ''}`, () => {
  let cluster: PrivatePostgres | undefined;
  const servers: ServerProcess[] = [];
  const sockets: WebSocket[] = [];
  let dataDir = '';

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await cluster?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // Two server processes migrate an empty database, as the durability suite's restarts do: more than the default limit.
  it('start together on an empty database, answer 503 fast while it is down, and recover by themselves', { timeout: 60_000 }, async () => {
    cluster = await createPrivatePostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'stay-outage-'));
    // Both migrate the empty database at the same moment (one after the other, under the startup lock).
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.push(first, second);

    const { db } = createDb({ databaseUrl: cluster.url, dataDir });
    let guest: { token: string };
    let otherSession: string;
    try {
      const factories = createFactories({ db, accessTokens: createAccessTokens(TEST_JWT_SECRET, 3600) });
      const location = await factories.location();
      guest = (await factories.stay({ locationId: location.id })).guest;
      otherSession = await factories.anotherSession(guest as Parameters<typeof factories.anotherSession>[0]);
    } finally {
      await db.destroy();
    }
    for (const server of servers) expect(await get(server, CHAT_PATH, guest.token)).toMatchObject({ status: 200 });

    const load = lightLoad(servers, guest.token);
    await vi.waitFor(() => expect(load.answers.length).toBeGreaterThan(10), { timeout: RECOVERY_TIMEOUT_MS, interval: 20 });
    await cluster.stop();

    // Down: every request is refused at once with 503 SERVICE_UNAVAILABLE, readiness says why, both processes live on.
    for (const server of servers) {
      expect(await get(server, CHAT_PATH, guest.token)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(await get(server, '/api/health/ready')).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', body: { checks: { database: 'failing' } } });
      expect(await get(server, '/api/health/live')).toMatchObject({ status: 200 });
      // A socket cannot be signed in either: 1013 (try again later), not 4401, so the app keeps its session.
      expect(await refusedSocketCode(server, guest.token)).toBe(1013);
    }
    const answeredWhileDown = load.answers.length;
    await vi.waitFor(() => expect(load.answers.length).toBeGreaterThan(answeredWhileDown + 10), { timeout: RECOVERY_TIMEOUT_MS, interval: 20 });

    await cluster.start();

    // Back: readiness (database and realtime listener) and requests recover without a restart.
    await vi.waitFor(
      async () => {
        for (const server of servers) {
          expect(await get(server, '/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok', realtime: 'ok', 'disk-space': 'ok' } } });
          expect(await get(server, CHAT_PATH, guest.token)).toMatchObject({ status: 200 });
        }
      },
      { timeout: RECOVERY_TIMEOUT_MS, interval: 100 },
    );
    await load.stop();
    expect(load.failures, 'requests that got no answer in time').toEqual([]);
    const statuses = [...new Set(load.answers.map(({ status, code }) => `${status} ${code ?? ''}`.trim()))].sort();
    expect(statuses).toEqual(['200', '503 SERVICE_UNAVAILABLE']);

    // Realtime across the two again: a message sent on one reaches a socket on the other...
    const onSecond = await openSocket(second, guest.token);
    sockets.push(onSecond.socket);
    const sent = await fetch(`${first.baseUrl}${CHAT_PATH}/message`, {
      method: 'POST',
      headers: { accesstoken: guest.token, 'content-type': 'application/json' },
      body: JSON.stringify({ paragraph: 'The database is back' }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(sent.status).toBe(200);
    const { nmbr } = (await sent.json()) as { nmbr: number };
    await vi.waitFor(() => expect(onSecond.events.some((event) => event.type === 'chat.message' && event.message.nmbr === nmbr)).toBe(true), {
      timeout: RECOVERY_TIMEOUT_MS,
      interval: 20,
    });
    // ...and a logout on one ends the session on the other: its socket closes and its token is refused.
    const otherOnSecond = await openSocket(second, otherSession);
    sockets.push(otherOnSecond.socket);
    const revoked = await fetch(`${first.baseUrl}/api/auth/revoke`, { method: 'DELETE', headers: { accesstoken: otherSession }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    expect(revoked.status).toBe(200);
    expect(await otherOnSecond.closed).toBe(4401);
    expect(await get(second, '/api/auth/user-settings', otherSession)).toMatchObject({ status: 401 });
  });
});
