import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  REALTIME_CLOSE_IDLE,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_MAX_SOCKETS_PER_ACCOUNT,
  type RealtimeEvent,
} from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { createTestUser, useChatApp, type TestUser } from '../../support/chat-app';
import { connect, eventsBefore, realtimeBaseOf, type Client } from '../../support/realtime-client';

const isMessage = (nmbr: number) => (event: RealtimeEvent) => event.type === 'chat.message' && event.message.nmbr === nmbr;

describeEachDialect('realtime socket', (ctx) => {
  const kit = useChatApp(ctx);
  let base = '';
  let chat = 0;
  const clients: Client[] = [];
  const open = async (user: TestUser | undefined, mode: 'query' | 'message' = 'query', url = base) => {
    const client = await connect(url, user, mode);
    clients.push(client);
    if (user) await client.waitFor((event) => event.type === 'ready');
    return client;
  };

  beforeAll(async () => {
    base = await realtimeBaseOf(kit.app);
    chat = (await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
  });

  afterAll(() => {
    for (const client of clients) client.socket.terminate();
  });

  it('delivers a new message to members and permitted staff, never to another guest or another location', async () => {
    const guide = await open(kit.cast.guide);
    const guestA = await open(kit.cast.guestA, 'message');
    const cuber = await open(kit.cast.cuber);
    const guestB = await open(kit.cast.guestB);
    const otherCuber = await open(kit.cast.otherCuber, 'message');
    expect(guide.events[0]).toEqual({ type: 'ready', role: 'GUIDE', id: kit.cast.guide.id });

    const sent = await kit.call(kit.cast.guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Live hello' } });
    const isIt = (event: RealtimeEvent) => event.type === 'chat.message' && event.message.nmbr === sent.json().nmbr;
    expect(await guide.waitFor(isIt)).toMatchObject({ chatnmbr: chat, message: { paragraph: 'Live hello', person: kit.cast.guestA.id } });
    await cuber.waitFor(isIt);
    await guestA.waitFor(isIt);
    expect(await guide.waitFor((event) => event.type === 'chat.unread')).toEqual({ type: 'chat.unread', unread: 1 });
    await guide.waitFor((event) => event.type === 'chat.updated' && event.chatnmbr === chat && event.chatstatus === 'O');

    const reply = await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/${chat}/message`, payload: { paragraph: 'Hi Anna!' } });
    await guestA.waitFor((event) => event.type === 'chat.message' && event.message.nmbr === reply.json().nmbr);
    await guestA.waitFor((event) => event.type === 'chat.unread' && event.unread === 1);

    // Barriers: guest B writes in their own chat; the other location's guide writes to their cuber in a team chat.
    const fromB = await kit.call(kit.cast.guestB, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Barrier' } });
    const team = await kit.call(kit.cast.otherGuide, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Barrier', members: [kit.cast.otherCuber.id] } });
    await kit.call(kit.cast.otherGuide, { method: 'POST', url: `/api/employee/chat/${team.json().nmbr}/message`, payload: { paragraph: 'Barrier' } });
    const isReady = (event: RealtimeEvent) => event.type === 'ready';
    expect((await eventsBefore(guestB, isMessage(fromB.json().nmbr))).filter((event) => !isReady(event))).toEqual([]);
    const isAboutTeamChat = (event: RealtimeEvent) => 'chatnmbr' in event && event.chatnmbr === team.json().nmbr;
    expect((await eventsBefore(otherCuber, isAboutTeamChat)).filter((event) => !isReady(event))).toEqual([]);
  });

  it("never sends a workgroup chat's events to the same-named workgroup of another location", async () => {
    const { guide, otherGuide, otherCuber } = kit.cast;
    const otherGuideSocket = await open(otherGuide);
    const created = await kit.call(guide, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Guides only', members: [] } });
    const internal: number = created.json().nmbr;
    await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${internal}/addMember/workgroup/Guides/M` });
    await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${internal}/message`, payload: { paragraph: 'Guides here' } });
    // Barrier: the other guide's own team chat.
    const team = await kit.call(otherGuide, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Own', members: [otherCuber.id] } });
    const own = await kit.call(otherGuide, { method: 'POST', url: `/api/employee/chat/${team.json().nmbr}/message`, payload: { paragraph: 'Barrier' } });
    const before = await eventsBefore(otherGuideSocket, isMessage(own.json().nmbr));
    expect(before.filter((event) => 'chatnmbr' in event && event.chatnmbr === internal)).toEqual([]);
  });

  it('sends read marks, chat updates and notifications to the right people', async () => {
    const guestA = await open(kit.cast.guestA);
    const cuber = await open(kit.cast.cuber);
    await kit.call(kit.cast.guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/markAsRead' });
    await cuber.waitFor((event) => event.type === 'chat.read' && event.person === kit.cast.guestA.id);
    await kit.call(kit.cast.cuber, { method: 'POST', url: `/api/employee/chat/${chat}/setInactive` });
    await guestA.waitFor((event) => event.type === 'chat.updated' && event.chatstatus === 'I');
    await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/${chat}/message`, payload: { paragraph: 'Daan?', mentions: [kit.cast.cuber.id], note: true } });
    const mention = await cuber.waitFor((event) => event.type === 'notification');
    expect(mention).toMatchObject({ notification: { kind: 'mention', objecttype: 'CHAT', objectkey: String(chat), chatnmbr: chat } });
    // Barrier: a later message to guest A; a notification for A would have come before it.
    const later = await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/${chat}/message`, payload: { paragraph: 'Barrier' } });
    expect((await eventsBefore(guestA, isMessage(later.json().nmbr))).some((event) => event.type === 'notification')).toBe(false);
  });

  it('answers ping with pong and closes unauthenticated or malformed connections', async () => {
    const guide = await open(kit.cast.guide);
    guide.socket.send(JSON.stringify({ type: 'ping' }));
    await guide.waitFor((event) => event.type === 'pong');

    const bad = await open(undefined);
    bad.socket.send(JSON.stringify({ type: 'auth', accesstoken: 'not-a-token' }));
    expect(await bad.closed).toBe(4401);
    expect(bad.events).toEqual([expect.objectContaining({ type: 'error', code: 'ACCESSTOKEN_INVALID' })]);

    const early = await open(undefined);
    early.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await early.closed).toBe(4401);

    const garbage = await open(kit.cast.guide);
    garbage.socket.send('{"type":"shout"}');
    expect(await garbage.closed).toBe(4400);

    const expired = ctx.accessTokens.sign({ accountId: kit.cast.guide.accountId, sessionId: 'x', role: 'GUIDE' }, { issuedAtMs: Date.now() - 3_600_000 });
    const late = await open(undefined);
    late.socket.send(JSON.stringify({ type: 'auth', accesstoken: expired }));
    expect(await late.closed).toBe(4401);
  });

  it(`keeps at most ${REALTIME_MAX_SOCKETS_PER_ACCOUNT} sockets per account: a newer one closes the oldest`, async () => {
    const user = await createTestUser(ctx, { id: 't-many-sockets', role: 'GUIDE', firstname: 'Max', workgroup: 'Guides' });
    const sockets: Client[] = [];
    for (let index = 0; index < REALTIME_MAX_SOCKETS_PER_ACCOUNT; index += 1) sockets.push(await open(user, index % 2 === 0 ? 'query' : 'message'));
    const newest = await open(user);
    expect(await sockets[0]!.closed).toBe(REALTIME_CLOSE_TOO_MANY_SOCKETS);
    // Every other socket of the account still answers.
    for (const client of [...sockets.slice(1), newest]) {
      const pongs = client.events.filter((event) => event.type === 'pong').length;
      client.socket.send(JSON.stringify({ type: 'ping' }));
      await client.waitFor(() => client.events.filter((event) => event.type === 'pong').length > pongs);
    }
    // Another account's sockets do not count.
    await open(kit.cast.guide);
    for (const client of [...sockets.slice(1), newest]) expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that sends nothing, not even a ping, for the idle timeout; one that pings stays', async () => {
    let idleApp: FastifyInstance | undefined;
    try {
      idleApp = await buildApp({ config: { ...ctx.config, dataDir: kit.dataDir }, db: ctx.db, logger: false, socketLimits: { idleTimeoutMs: 1_000 } });
      const idleBase = await realtimeBaseOf(idleApp);
      const silent = await open(kit.cast.guide, 'query', idleBase);
      const pinging = await open(kit.cast.cuber, 'query', idleBase);
      let closedCode: number | undefined;
      void silent.closed.then((code) => (closedCode = code));
      // Ping back and forth (each round trip far shorter than the timeout) until the silent one is closed.
      while (closedCode === undefined) {
        const pongs = pinging.events.filter((event) => event.type === 'pong').length;
        pinging.socket.send(JSON.stringify({ type: 'ping' }));
        await pinging.waitFor(() => pinging.events.filter((event) => event.type === 'pong').length > pongs);
      }
      expect(closedCode).toBe(REALTIME_CLOSE_IDLE);
      expect(pinging.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      await idleApp?.close();
    }
  });

  it('refuses a token whose session was revoked', async () => {
    const session = await ctx.db.selectFrom('sessions').select('id').where('account_id', '=', kit.cast.guestB.accountId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', session.id).execute();
    const client = await connect(base, kit.cast.guestB);
    clients.push(client);
    expect(await client.closed).toBe(4401);
    expect(client.events).toEqual([expect.objectContaining({ type: 'error', code: 'SESSION_NOT_FOUND' })]);
  });

  it('closes the sockets of a session when it is logged out, and refuses it afterwards', async () => {
    const user = await createTestUser(ctx, { id: 't-logout-guide', role: 'GUIDE', firstname: 'Lou', workgroup: 'Guides' });
    const socket = await open(user);
    const revoked = await kit.call(user, { method: 'DELETE', url: '/api/auth/revoke' });
    expect(revoked.statusCode).toBe(200);
    expect(await socket.closed).toBe(4401);
    expect(socket.events.at(-1)).toMatchObject({ type: 'error', code: 'SESSION_NOT_FOUND' });

    const again = await connect(base, user);
    clients.push(again);
    expect(await again.closed).toBe(4401);
  });

  it.skipIf(ctx.dialect !== 'postgres')('ends a session on every instance: a logout on one closes sockets and refuses tokens on another', async () => {
    let second: FastifyInstance | undefined;
    try {
      second = await buildApp({ config: { ...ctx.config, dataDir: kit.dataDir }, db: ctx.db, logger: false });
      const otherBase = await realtimeBaseOf(second);
      const user = await createTestUser(ctx, { id: 't-logout-elsewhere', role: 'CUBER', firstname: 'Eli', workgroup: 'Housekeeping' });
      const socketOnSecond = await open(user, 'query', otherBase);
      const settings = { method: 'GET' as const, url: '/api/auth/user-settings', headers: { accesstoken: user.token } };
      expect((await second.inject(settings)).statusCode).toBe(200);

      expect((await kit.call(user, { method: 'DELETE', url: '/api/auth/revoke' })).statusCode).toBe(200);
      // Only the NOTIFY fan-out tells the second instance (nothing polls): without it this socket never closes.
      expect(await socketOnSecond.closed).toBe(4401);
      const refused = await second.inject(settings);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    } finally {
      await second?.close();
    }
  });

  it('delivers a message and the unread totals it changes together: one write to each socket (on another instance too)', async () => {
    let second: FastifyInstance | undefined;
    try {
      // With PostgreSQL the guide's socket is on a second instance, so the events cross the bus.
      second = ctx.dialect === 'postgres' ? await buildApp({ config: { ...ctx.config, dataDir: kit.dataDir }, db: ctx.db, logger: false }) : undefined;
      const receiving = second ?? kit.app;
      const guide = await open(kit.cast.guide, 'query', await realtimeBaseOf(receiving));
      const { hub } = receiving.realtime;
      const deliveries: string[][] = [];
      const deliver = hub.deliver.bind(hub);
      hub.deliver = (...envelopes) => {
        deliveries.push(envelopes.map((envelope) => envelope.event.type));
        return deliver(...envelopes);
      };
      const sent = await kit.call(kit.cast.guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Together' } });
      await guide.waitFor(isMessage(sent.json().nmbr));
      const together = deliveries.find((types) => types.includes('chat.message'));
      expect(together?.[0]).toBe('chat.message');
      expect(together).toContain('chat.unread');
    } finally {
      await second?.close();
    }
  });

  it.skipIf(ctx.dialect !== 'postgres')('sends no push to a guide whose app is open on another instance, and one once it is closed', async () => {
    let second: FastifyInstance | undefined;
    const { guestA } = kit.cast;
    const guide = { kind: 'employee' as const, id: kit.cast.guide.id };
    const send = async (paragraph: string) =>
      (await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph } })).json().nmbr as number;
    const pushesTo = async (body: string) =>
      ctx.db.selectFrom('notification_outbox').select('id').where('recipient_id', '=', guide.id).where('kind', '=', 'message').where('body', '=', body).execute();
    // The guide's sockets of earlier tests are on the first instance.
    for (const client of clients) client.socket.terminate();
    await expect.poll(() => kit.app.realtime.hub.isConnected(guide)).toBe(false);
    try {
      second = await buildApp({ config: { ...ctx.config, dataDir: kit.dataDir }, db: ctx.db, logger: false });
      const guideOnSecond = await open(kit.cast.guide, 'query', await realtimeBaseOf(second));
      await expect.poll(() => kit.app.realtime.isConnected(guide)).toBe(true);

      await send('Seen live on the second instance');
      expect(await pushesTo('Seen live on the second instance')).toEqual([]);
      // Barrier: a later message; a notification about the first would have reached the socket before it.
      const barrier = await send('Barrier');
      expect((await eventsBefore(guideOnSecond, isMessage(barrier))).filter((event) => event.type === 'notification')).toEqual([]);

      guideOnSecond.socket.terminate();
      await expect.poll(() => kit.app.realtime.isConnected(guide)).toBe(false);
      await send('App closed everywhere');
      expect(await pushesTo('App closed everywhere')).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });

  it.skipIf(ctx.dialect !== 'postgres')('fans out across instances through LISTEN/NOTIFY (PostgreSQL only)', async () => {
    let second: FastifyInstance | undefined;
    try {
      second = await buildApp({ config: { ...ctx.config, dataDir: kit.dataDir }, db: ctx.db, logger: false });
      const otherBase = await realtimeBaseOf(second);
      const guideOnSecond = await open(kit.cast.guide, 'query', otherBase);
      // The second message is over NOTIFY's 8000-byte limit: it travels through the realtime_overflow table.
      for (const paragraph of ['Across instances', '🚲'.repeat(1_900)]) {
        const sent = await kit.call(kit.cast.guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph } });
        expect(await guideOnSecond.waitFor((event) => event.type === 'chat.message' && event.message.nmbr === sent.json().nmbr)).toMatchObject({
          message: { paragraph },
        });
      }
      expect((await ctx.db.selectFrom('realtime_overflow').select('id').execute()).length).toBeGreaterThan(0);
    } finally {
      await second?.close();
    }
  });
});
