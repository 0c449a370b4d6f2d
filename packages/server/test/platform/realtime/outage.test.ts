import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, realtimeEventSchema, type RealtimeEvent } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { createTestUser, useChatApp, type TestUser } from '../../support/chat-app';
import { realtimeBaseOf } from '../../support/realtime-client';
import { LISTENER_APPLICATION_NAME } from '../../../src/platform/realtime/pg-bus';

/** Long enough for a reconnect after a few backoff steps on a loaded machine. */
const RECOVERY_TIMEOUT_MS = 15_000;

interface Socket {
  events: RealtimeEvent[];
  closed: Promise<number>;
  terminate(): void;
}

/** A realtime socket signed in with the user's token; resolves once the server said 'ready'. */
function openSocket(base: string, user: TestUser): Promise<Socket> {
  const socket = new WebSocket(`${base}${REALTIME_PATH}?accesstoken=${encodeURIComponent(user.token)}`);
  const events: RealtimeEvent[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const event = realtimeEventSchema.parse(JSON.parse(data.toString()));
      events.push(event);
      if (event.type === 'ready') resolve({ events, closed, terminate: () => socket.terminate() });
    });
    socket.once('error', reject);
    void closed.then((code) => reject(new Error(`closed before ready: ${code}`)));
  });
}

describeEachDialect('realtime and requests across lost database connections', (ctx) => {
  const kit = useChatApp(ctx);
  let second: FastifyInstance | undefined;
  const sockets: Socket[] = [];
  const open = async (app: FastifyInstance, user: TestUser) => {
    const socket = await openSocket(await realtimeBaseOf(app), user);
    sockets.push(socket);
    return socket;
  };
  /** Ends the backends of this database: all of them but the one asking, or those with the given application name. */
  const terminateBackends = async (applicationName?: string) => {
    const { rows } = await sql<{ terminated: boolean }>`
      select pg_terminate_backend(pid) as terminated from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
      ${applicationName ? sql`and application_name = ${applicationName}` : sql``}`.execute(ctx.db);
    expect(rows.filter((row) => row.terminated).length).toBeGreaterThan(0);
  };
  const settingsOf = (user: TestUser) => ({ method: 'GET' as const, url: '/api/auth/user-settings', headers: { accesstoken: user.token } });

  beforeAll(async () => {
    if (ctx.dialect !== 'postgres') return;
    second = await buildApp({ config: { ...ctx.config, dataDir: kit.dataDir }, db: ctx.db, logger: false });
    await second.listen({ host: '127.0.0.1', port: 0 });
    await kit.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await second?.close();
  });

  it.skipIf(ctx.dialect !== 'postgres')(
    'keeps serving when every backend is terminated; the bus listens again, fans out and ends sessions everywhere',
    async () => {
      const other = second!;
      const user = await createTestUser(ctx, { id: 't-outage-user', role: 'CUBER', firstname: 'Olga', workgroup: 'Housekeeping' });
      expect((await other.inject(settingsOf(user))).statusCode).toBe(200);

      await terminateBackends();

      // Both instances are still there, answer a failing request with 503 at worst, and serve again by themselves.
      const answered: number[] = [];
      await vi.waitFor(
        async () => {
          for (const app of [kit.app, other]) {
            const response = await app.inject(settingsOf(user));
            answered.push(response.statusCode);
            if (response.statusCode !== 200) expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
            expect(response.statusCode).toBe(200);
            expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ status: 'ready' });
          }
        },
        { timeout: RECOVERY_TIMEOUT_MS, interval: 50 },
      );
      expect(answered.filter((status) => status !== 200 && status !== 503)).toEqual([]);

      // A chat message sent on one instance reaches a socket on the other.
      const guideOnOther = await open(other, kit.cast.guide);
      const sent = await kit.call(kit.cast.guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'After the outage' } });
      expect(sent.statusCode).toBe(200);
      await vi.waitFor(
        () => expect(guideOnOther.events.some((event) => event.type === 'chat.message' && event.message.nmbr === sent.json().nmbr)).toBe(true),
        { timeout: RECOVERY_TIMEOUT_MS, interval: 20 },
      );

      // A session ended on one instance after the outage is ended on the other: its socket closes, its token is refused.
      const userOnOther = await open(other, user);
      expect((await kit.call(user, { method: 'DELETE', url: '/api/auth/revoke' })).statusCode).toBe(200);
      expect(await userOnOther.closed).toBe(4401);
      expect((await other.inject(settingsOf(user))).statusCode).toBe(401);
    },
  );

  it.skipIf(ctx.dialect !== 'postgres')('catches up on a session ended while its listener was down', async () => {
    const other = second!;
    const user = await createTestUser(ctx, { id: 't-outage-missed', role: 'CUBER', firstname: 'Mats', workgroup: 'Housekeeping' });
    const userOnOther = await open(other, user);
    // Ended without an announcement, as when it ends while no listener hears: only the database knows.
    await ctx.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('account_id', '=', user.accountId).execute();

    await terminateBackends(LISTENER_APPLICATION_NAME);

    // The listener reconnects and reads the sessions ended lately: the socket closes as if it had heard the logout.
    expect(await userOnOther.closed).toBe(4401);
    await vi.waitFor(async () => expect((await other.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200), {
      timeout: RECOVERY_TIMEOUT_MS,
      interval: 50,
    });
  });
});
