import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_OBJECT_TYPES, pushMessageSchema, type PushMessage } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { pushAnnouncementPublished } from '../../../src/modules/push/announcement-push';
import { describeEachDialect } from '../../support';
import { CHAT_LOCATION, OTHER_LOCATION, createChatCast, type ChatCast, type TestUser } from '../../support/chat-app';
import {
  decryptPushBody,
  startLocalPushService,
  verifyVapidAuthorization,
  type LocalPushService,
  type TestBrowser,
} from '../../support/local-push-service';

const GUEST_MESSAGES = '/api/guest/reservation/current/chat/message';
const SUBSCRIPTION = '/api/push/subscription';
const SETTINGS = '/api/employee/notification-settings';

describeEachDialect('web push', (ctx) => {
  let app: FastifyInstance;
  let cast: ChatCast;
  let service: LocalPushService;
  let dataDir: string;
  const browsers = new Map<string, TestBrowser>();
  let chatA = 0;
  let chatB = 0;

  const call = (user: TestUser | undefined, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(user ? { accesstoken: user.token } : {}) } });
  const subscribe = async (user: TestUser) => {
    const browser = service.browser(user.id);
    browsers.set(user.id, browser);
    const response = await call(user, { method: 'POST', url: SUBSCRIPTION, payload: browser.subscription, headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'SUBSCRIBED' });
  };
  /** What each browser received since the test began, decrypted, by user id. */
  const deliveries = async (): Promise<Map<string, PushMessage[]>> => {
    await app.push.settled();
    const byUser = new Map<string, PushMessage[]>();
    for (const push of service.received) {
      const userId = push.path.replace('/push/', '');
      const message = pushMessageSchema.parse(JSON.parse(decryptPushBody(browsers.get(userId)!, push.body)));
      byUser.set(userId, [...(byUser.get(userId) ?? []), message]);
    }
    return byUser;
  };

  beforeAll(async () => {
    service = await startLocalPushService();
    cast = await createChatCast(ctx);
    dataDir = await mkdtemp(path.join(tmpdir(), 'stay-push-test-'));
    const push = { ...ctx.config.push, transport: 'webpush' as const, allowLocalEndpoints: true, vapidSubject: 'mailto:ops@stay.test' };
    app = await buildApp({ config: { ...ctx.config, dataDir, push }, db: ctx.db, logger: false });
    await app.ready();
    chatA = (await call(cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    chatB = (await call(cast.guestB, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    for (const user of [cast.guestA, cast.guestB, cast.guide, cast.cuber, cast.backoffice, cast.otherCuber]) await subscribe(user);
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await app.push.settled();
    service.received.length = 0;
  });

  it('answers the VAPID public key without a session, the same after a restart', async () => {
    const response = await call(undefined, { method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const restarted = await buildApp({ config: { ...ctx.config, dataDir }, db: ctx.db, logger: false });
    try {
      await restarted.ready();
      expect((await restarted.inject({ method: 'GET', url: '/api/push/public-key' })).json()).toEqual({ publicKey });
    } finally {
      await restarted.close();
    }
  });

  it('files subscriptions under PER-<person> and EMP-<employee>', async () => {
    const rows = await ctx.db.selectFrom('push_subscriptions').select(['external_user_id', 'endpoint', 'user_agent']).execute();
    expect(rows).toContainEqual({ external_user_id: `PER-${cast.guestA.id}`, endpoint: browsers.get(cast.guestA.id)!.subscription.endpoint, user_agent: 'TestBrowser/1.0' });
    expect(rows).toContainEqual(expect.objectContaining({ external_user_id: `EMP-${cast.guide.id}` }));
  });

  it('sends a staff reply to the guest whose app is closed, encrypted for their browser and signed with VAPID', async () => {
    const sent = await call(cast.guide, { method: 'POST', url: `/api/employee/chat/${chatA}/message`, payload: { paragraph: 'Your towels are on their way' } });
    expect(sent.statusCode).toBe(200);
    const received = await deliveries();
    expect([...received.keys()]).toEqual([cast.guestA.id]);
    const [message] = received.get(cast.guestA.id)!;
    expect(message).toEqual({
      notification: {
        _id: expect.any(String),
        kind: 'message',
        title: 't-guide Test',
        body: 'Your towels are on their way',
        objecttype: 'CHATS',
        objectkey: String(chatA),
        chatnmbr: chatA,
      },
      url: null,
      badge: expect.any(Number),
    });
    expect(message!.badge).toBeGreaterThan(0);
    const [request] = service.received;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await call(undefined, { method: 'GET', url: '/api/push/public-key' })).json() as { publicKey: string };
    const claims = verifyVapidAuthorization(request!.headers.authorization, publicKey, service.origin, Math.floor(Date.now() / 1000));
    expect(claims.sub).toBe('mailto:ops@stay.test');
    const outbox = await ctx.db.selectFrom('notification_outbox').selectAll().where('id', '=', message!.notification._id).executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ recipient_kind: 'person', recipient_id: cast.guestA.id, transport: 'webpush', objecttype: 'CHATS' });
    expect(outbox.sent_at).not.toBeNull();
  });

  it('sends nothing to a guest whose app is open', async () => {
    const client = { identity: { kind: 'person' as const, id: cast.guestA.id }, sessionId: 'open-app', send: () => undefined, end: () => undefined };
    app.realtime.hub.add(client);
    try {
      await call(cast.guide, { method: 'POST', url: `/api/employee/chat/${chatA}/message`, payload: { paragraph: 'Seen live' } });
      expect((await deliveries()).size).toBe(0);
    } finally {
      app.realtime.hub.remove(client);
    }
  });

  it("sends a guest's message to the chat's guide, and of a chat nobody holds to the location's support", async () => {
    await call(cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Is breakfast included?' } });
    await call(cast.guestB, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'The heating is off' } });
    const received = await deliveries();
    const types = (userId: string) => (received.get(userId) ?? []).map(({ notification }) => `${notification.objecttype}:${notification.chatnmbr}`);
    expect(types(cast.guide.id)).toContain(`CHATS:${chatA}`);
    expect(types(cast.cuber.id)).toContain(`CUBER_CHATS:${chatB}`);
    expect(types(cast.backoffice.id)).toContain(`GUEST_CHATS:${chatB}`);
    expect(received.get(cast.guide.id)?.find(({ notification }) => notification.chatnmbr === chatA)?.notification).toMatchObject({ title: 'Anna Test', body: 'Is breakfast included?' });
    expect(received.has(cast.otherCuber.id)).toBe(false);
    expect(received.has(cast.guestA.id)).toBe(false);
    expect(received.has(cast.guestB.id)).toBe(false);
  });

  it('sends mentions through the same transport (CHAT)', async () => {
    const sent = await call(cast.guide, { method: 'POST', url: `/api/employee/chat/${chatA}/message`, payload: { paragraph: 'Can you check?', mentions: [cast.cuber.id], note: true } });
    expect(sent.statusCode).toBe(200);
    const received = await deliveries();
    expect(received.get(cast.cuber.id)?.map(({ notification }) => [notification.kind, notification.objecttype])).toContainEqual(['mention', 'CHAT']);
  });

  it("sends a published announcement to the location's staying guests as APP_URL", async () => {
    const announcement = { locationId: CHAT_LOCATION, nmbr: 7, title: 'House rules', url: '/guest/home' };
    expect(await pushAnnouncementPublished(ctx.db, app.push, announcement, new Date())).toBe(2);
    const received = await deliveries();
    expect(received.get(cast.guestA.id)).toEqual([
      {
        notification: expect.objectContaining({ kind: 'announcement', title: 'House rules', objecttype: 'APP_URL', objectkey: '7', chatnmbr: null }),
        url: '/guest/home',
        badge: expect.any(Number),
      },
    ]);
    expect(received.has(cast.guestB.id)).toBe(true);
    expect(received.has(cast.guide.id)).toBe(false);
    expect(await pushAnnouncementPublished(ctx.db, app.push, { ...announcement, locationId: OTHER_LOCATION }, new Date())).toBe(0);
  });

  describe('notification settings', () => {
    it('has every type on by default and keeps a change per staff member', async () => {
      const initial = await call(cast.guide, { method: 'GET', url: SETTINGS });
      expect(initial.statusCode).toBe(200);
      expect(initial.json()).toEqual({ types: Object.fromEntries(NOTIFICATION_OBJECT_TYPES.map((type) => [type, true])) });
      const changed = await call(cast.guide, { method: 'POST', url: SETTINGS, payload: { types: { CHATS: false, RESERVATION: false } } });
      expect(changed.json().types).toMatchObject({ CHATS: false, RESERVATION: false, CHAT: true, GUEST_CHATS: true });
      expect((await call(cast.guide, { method: 'GET', url: SETTINGS })).json().types.CHATS).toBe(false);
      expect((await call(cast.cuber, { method: 'GET', url: SETTINGS })).json().types.CHATS).toBe(true);
      expect((await call(cast.guide, { method: 'POST', url: SETTINGS, payload: { types: { CHATS: 'no' } } })).statusCode).toBe(400);
    });

    it('sends nothing of a type the staff member switched off, yet records it in the outbox', async () => {
      await call(cast.guide, { method: 'POST', url: SETTINGS, payload: { types: { CHATS: false } } });
      await call(cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Quiet please' } });
      expect((await deliveries()).has(cast.guide.id)).toBe(false);
      const recorded = await ctx.db.selectFrom('notification_outbox').select(['body', 'sent_at']).where('recipient_id', '=', cast.guide.id).where('body', '=', 'Quiet please').execute();
      expect(recorded).toEqual([{ body: 'Quiet please', sent_at: null }]);
      await call(cast.guide, { method: 'POST', url: SETTINGS, payload: { types: { CHATS: true } } });
      await call(cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Thanks' } });
      expect((await deliveries()).has(cast.guide.id)).toBe(true);
    });

    it('refuses guests and callers without a session', async () => {
      expect((await call(cast.guestA, { method: 'GET', url: SETTINGS })).statusCode).toBe(403);
      expect((await call(cast.guestA, { method: 'POST', url: SETTINGS, payload: { types: { CHATS: false } } })).statusCode).toBe(403);
      expect((await call(undefined, { method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    });
  });

  describe('subscriptions', () => {
    it('refuses a caller without a session and malformed subscriptions', async () => {
      const browser = service.browser('anonymous');
      expect((await call(undefined, { method: 'POST', url: SUBSCRIPTION, payload: browser.subscription })).statusCode).toBe(401);
      for (const payload of [{ endpoint: 'not a url', keys: browser.subscription.keys }, { endpoint: browser.subscription.endpoint }, { ...browser.subscription, keys: { p256dh: 'a b', auth: 'x' } }]) {
        expect((await call(cast.guestB, { method: 'POST', url: SUBSCRIPTION, payload })).statusCode).toBe(400);
      }
    });

    it("leaves another user's subscription alone on unsubscribe, and removes the caller's own", async () => {
      const endpoint = browsers.get(cast.guestA.id)!.subscription.endpoint;
      const foreign = await call(cast.guestB, { method: 'DELETE', url: SUBSCRIPTION, payload: { endpoint } });
      expect(foreign.json()).toEqual({ message: 'UNSUBSCRIBED' });
      expect(await ctx.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()).toHaveLength(1);
      expect((await call(cast.guide, { method: 'DELETE', url: SUBSCRIPTION, payload: { endpoint } })).statusCode).toBe(200);
      expect(await ctx.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()).toHaveLength(1);
      expect((await call(cast.guestA, { method: 'DELETE', url: SUBSCRIPTION, payload: { endpoint } })).statusCode).toBe(200);
      expect(await ctx.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()).toHaveLength(0);
      await call(cast.guide, { method: 'POST', url: `/api/employee/chat/${chatA}/message`, payload: { paragraph: 'Nobody listens' } });
      expect((await deliveries()).has(cast.guestA.id)).toBe(false);
      await subscribe(cast.guestA);
    });

    it('deletes a subscription the push service answers 410 Gone', async () => {
      service.answer(cast.guestA.id, 410);
      const sent = await call(cast.guide, { method: 'POST', url: `/api/employee/chat/${chatA}/message`, payload: { paragraph: 'Are you there?' } });
      expect(sent.statusCode).toBe(200);
      await app.push.settled();
      expect(service.received.map((push) => push.path)).toContain(`/push/${cast.guestA.id}`);
      expect(await ctx.db.selectFrom('push_subscriptions').select('id').where('external_user_id', '=', `PER-${cast.guestA.id}`).execute()).toHaveLength(0);
    });

    it('moves an endpoint to whoever registers it last', async () => {
      const browser = service.browser('shared-device');
      await call(cast.guestA, { method: 'POST', url: SUBSCRIPTION, payload: browser.subscription });
      await call(cast.guestB, { method: 'POST', url: SUBSCRIPTION, payload: browser.subscription });
      const rows = await ctx.db.selectFrom('push_subscriptions').select('external_user_id').where('endpoint', '=', browser.subscription.endpoint).execute();
      expect(rows).toEqual([{ external_user_id: `PER-${cast.guestB.id}` }]);
    });
  });
});
