import { pushApi } from '@stay/contract';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/lib/http/http-client';
import { createErrorSink } from '@/lib/errors/error-sink';
import { createNavigation } from '@/lib/navigation/navigation';
import { createSessionStore } from '@/lib/session/session-store';
import { createFakeFetch, routeOf, type FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok } from '@/test/guest-app';
import {
  applicationServerKey,
  browserPush,
  pushSubscriptionState,
  REGISTRATION_WAIT_MS,
  registerPushAfterSignIn,
  subscribeThisBrowser,
  turnOnPush,
  unregisterPushBeforeSignOut,
  UNREGISTER_TIMEOUT_MS,
  type PushPlatform,
} from './push-subscription';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example/send/abc';
const KEYS = { p256dh: 'BOr4Xv6sN3m3dQw8QhJ4Qq9wq3Zl6q8yq7p0mN3mQhJ4Qq9wq3Zl6q8yq7p0mN3mQhJ4Qq9wq3Zl6q8yq7p0mN3m', auth: 'k8JV6sjdbhAi1n3_LDBLvA' };

/** A browser's push parts: a service worker registration with a push manager the test watches. */
function fakePlatform(options: { permission?: NotificationPermission | 'unsupported'; grants?: boolean; hasWorker?: boolean; subscribedWith?: string } = {}) {
  let permission = options.permission ?? 'granted';
  let subscription: PushSubscription | null = null;
  const makeSubscription = (key: string) =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: applicationServerKey(key).buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (options.subscribedWith) subscription = makeSubscription(options.subscribedWith);
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (init: PushSubscriptionOptionsInit) => {
      const key = btoa(String.fromCharCode(...new Uint8Array(init.applicationServerKey as Uint8Array)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      subscription = makeSubscription(key);
      return subscription;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const requestPermission = vi.fn(async () => {
    permission = options.grants ? 'granted' : 'denied';
    return permission;
  });
  const platform: PushPlatform = {
    registration: async () => (options.hasWorker === false ? null : registration),
    permission: () => permission,
    requestPermission,
  };
  return { platform, pushManager, requestPermission, current: () => subscription };
}

function httpWith(routes: Record<string, FakeHandler>) {
  const server = createFakeFetch({ [routeOf(pushApi.publicKey)]: ok({ publicKey: PUBLIC_KEY }), ...routes });
  const session = createSessionStore(window.localStorage);
  session.saveSignIn(authSessionFor('GUIDE'));
  const http = createHttpClient({ fetch: server.fetch, session, navigation: createNavigation(), errors: createErrorSink(), clearLocalData: () => session.clear() });
  return { http, server };
}

const subscribeRoute = { [routeOf(pushApi.subscribe)]: ok({ message: 'OK' }) };
const pushCalls = (server: ReturnType<typeof httpWith>['server']) =>
  server.requests.filter((request) => request.path.startsWith('/api/push/')).map((request) => `${request.method} ${request.path}`);

describe('push registration', () => {
  it('after sign-in with notifications allowed: subscribes with the server key and registers the subscription', async () => {
    const { http, server } = httpWith(subscribeRoute);
    const { platform, pushManager } = fakePlatform();
    expect(await subscribeThisBrowser(http, platform)).toBe('on');
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) });
    const registered = server.requests.find((request) => request.endpoint === 'pushApi.subscribe');
    expect(registered?.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
    expect(registered?.headers.get('accesstoken')).toBeTruthy();
  });

  it('the sign-in hook asks nothing and registers nothing while notifications are not allowed', async () => {
    const { http, server } = httpWith(subscribeRoute);
    const { platform, pushManager, requestPermission } = fakePlatform({ permission: 'default' });
    registerPushAfterSignIn(http, platform);
    expect(await pushSubscriptionState(platform)).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });

  it('the sign-in hook registers an existing subscription again for the person who signed in', async () => {
    const { http, server } = httpWith(subscribeRoute);
    const { platform, pushManager } = fakePlatform({ subscribedWith: PUBLIC_KEY });
    registerPushAfterSignIn(http, platform);
    await vi.waitFor(() => expect(pushCalls(server)).toEqual(['GET /api/push/public-key', 'POST /api/push/subscription']));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('a subscription made with another server key is replaced', async () => {
    const { http } = httpWith(subscribeRoute);
    const { platform, pushManager } = fakePlatform({ subscribedWith: OTHER_KEY });
    const old = await pushManager.getSubscription();
    await subscribeThisBrowser(http, platform);
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('turning on asks for permission; given, the browser is subscribed, refused, it is blocked', async () => {
    const granted = fakePlatform({ permission: 'default', grants: true });
    const { http, server } = httpWith(subscribeRoute);
    expect(await turnOnPush(http, granted.platform)).toBe('on');
    expect(granted.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushCalls(server)).toEqual(['GET /api/push/public-key', 'POST /api/push/subscription']);

    const refused = fakePlatform({ permission: 'default', grants: false });
    expect(await turnOnPush(http, refused.platform)).toBe('blocked');
    expect(refused.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('tells the subscription state: unsupported, blocked, off and on', async () => {
    expect(await pushSubscriptionState(fakePlatform({ permission: 'unsupported' }).platform)).toBe('unsupported');
    expect(await pushSubscriptionState(fakePlatform({ hasWorker: false }).platform)).toBe('unsupported');
    expect(await pushSubscriptionState(fakePlatform({ permission: 'denied' }).platform)).toBe('blocked');
    expect(await pushSubscriptionState(fakePlatform({ permission: 'granted' }).platform)).toBe('off');
    expect(await pushSubscriptionState(fakePlatform({ subscribedWith: PUBLIC_KEY }).platform)).toBe('on');
  });
});

describe("the browser's push parts", () => {
  it('answer the registration as it stands when asked not to wait, even while the worker installs', async () => {
    const installing = { active: null };
    vi.stubGlobal('Notification', { permission: 'default' });
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => installing, ready: new Promise(() => {}) } });
    try {
      await expect(browserPush().registration({ wait: false })).resolves.toBe(installing);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('count push as unsupported when a registered service worker never becomes active', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Notification', { permission: 'default' });
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ active: null }), ready: new Promise(() => {}) } });
    try {
      let registration: ServiceWorkerRegistration | null | undefined;
      void browserPush().registration().then((found) => (registration = found));
      await vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS - 1);
      expect(registration).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(registration).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});

describe('push unregistration before signing out', () => {
  it("removes this browser's subscription on the server", async () => {
    const { http, server } = httpWith({ [routeOf(pushApi.unsubscribe)]: ok({ message: 'OK' }) });
    await unregisterPushBeforeSignOut(http, fakePlatform({ subscribedWith: PUBLIC_KEY }).platform);
    const removed = server.requests.find((request) => request.endpoint === 'pushApi.unsubscribe');
    expect(removed?.method).toBe('DELETE');
    expect(removed?.body).toEqual({ endpoint: ENDPOINT });
  });

  it('does nothing without a subscription, and never fails the sign-out', async () => {
    const { http, server } = httpWith({ [routeOf(pushApi.unsubscribe)]: () => 'network-error' });
    await unregisterPushBeforeSignOut(http, fakePlatform().platform);
    expect(server.requests).toHaveLength(0);
    await expect(unregisterPushBeforeSignOut(http, fakePlatform({ subscribedWith: PUBLIC_KEY }).platform)).resolves.toBeUndefined();
  });

  it('lets the sign-out go on after the timeout when the service worker never becomes active', async () => {
    vi.useFakeTimers();
    try {
      const { http, server } = httpWith({});
      const neverActive: PushPlatform = { ...fakePlatform().platform, registration: () => new Promise(() => {}) };
      let done = false;
      void unregisterPushBeforeSignOut(http, neverActive).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(UNREGISTER_TIMEOUT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(server.requests).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
