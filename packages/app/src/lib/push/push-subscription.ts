import { pushApi, pushSubscriptionBodySchema, type PushSubscriptionBody } from '@stay/contract';
import type { HttpClient } from '@/lib/http/http-client';
import { hasServiceWorker } from '@/lib/pwa/service-worker';

/**
 * Push on this browser:
 * - `unsupported`: no service worker, Push API or notifications here (or no service worker registered yet);
 * - `blocked`: the person refused notifications for the app (only the browser's settings can change that);
 * - `off`: allowed or not yet asked, but this browser is not subscribed;
 * - `on`: subscribed and registered with the server.
 */
export type PushSubscriptionState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The browser parts push needs; `browserPush()` gives the real ones, tests their own. */
export interface PushPlatform {
  /**
   * The service worker's registration, or null when there is none (the dev server, an unsupported browser). Unless
   * `wait` is false, one still to come or installing is waited for, up to `REGISTRATION_WAIT_MS`.
   */
  registration(options?: { wait?: boolean }): Promise<ServiceWorkerRegistration | null>;
  permission(): NotificationPermission | 'unsupported';
  requestPermission(): Promise<NotificationPermission>;
}

/**
 * How long push waits for the service worker to become active. A worker whose registration failed (storage refused,
 * a private window, a browser policy) never does; after this, push counts as unsupported in the browser.
 */
export const REGISTRATION_WAIT_MS = 10_000;

/** `promise`'s value, or `fallback` when it has not settled within `ms`. */
async function settledWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function browserPush(): PushPlatform {
  const isSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof Notification !== 'undefined' && typeof PushManager !== 'undefined';
  return {
    async registration({ wait = true } = {}) {
      if (!isSupported) return null;
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active || !wait) return registration ?? null;
      // Still installing, or (in a production build) registered once the page has loaded: wait until it is active.
      if (!registration && !hasServiceWorker()) return null;
      return settledWithin(navigator.serviceWorker.ready, REGISTRATION_WAIT_MS, null);
    },
    permission: () => (isSupported ? Notification.permission : 'unsupported'),
    requestPermission: () => Notification.requestPermission(),
  };
}

/** base64url (the server's VAPID key) → the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The subscription's JSON as the server takes it. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  return pushSubscriptionBodySchema.parse(subscription.toJSON());
}

export async function pushSubscriptionState(platform: PushPlatform): Promise<PushSubscriptionState> {
  const permission = platform.permission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'blocked';
  const registration = await platform.registration();
  if (!registration) return 'unsupported';
  if (permission !== 'granted') return 'off';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Subscribes this browser with the server's public key (again, if the key changed) and registers the subscription for
 * the signed-in person. Asks nothing: call it when permission is granted. Answers the resulting state.
 */
export async function subscribeThisBrowser(http: HttpClient, platform: PushPlatform): Promise<PushSubscriptionState> {
  if (platform.permission() !== 'granted') return pushSubscriptionState(platform);
  const registration = await platform.registration();
  if (!registration) return 'unsupported';
  const { publicKey } = await http.call(pushApi.publicKey, { silentErrors: true });
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await http.call(pushApi.subscribe, { body: subscriptionBody(subscription), silentErrors: true });
  return 'on';
}

/** Asks for permission (a visible control's tap) and subscribes when it is given. */
export async function turnOnPush(http: HttpClient, platform: PushPlatform): Promise<PushSubscriptionState> {
  const permission = platform.permission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission !== 'granted' && (await platform.requestPermission()) !== 'granted') return pushSubscriptionState(platform);
  return subscribeThisBrowser(http, platform);
}

/**
 * The signed-in hook: when notifications are already allowed, this browser's subscription is registered for the
 * person who signed in (signing in registers the push id). Never fails or delays the sign-in: it runs on its own.
 */
export function registerPushAfterSignIn(http: HttpClient, platform: PushPlatform = browserPush()): void {
  if (platform.permission() !== 'granted') return;
  subscribeThisBrowser(http, platform).catch((error: unknown) => console.warn('Push registration failed', error));
}

/** How long signing out waits for the server to forget this browser's subscription. */
export const UNREGISTER_TIMEOUT_MS = 3_000;

/**
 * The signing-out hook: the server forgets this browser's subscription while the session still stands, so the next
 * person on this browser gets nothing meant for the last one. Never fails the sign-out.
 */
export async function unregisterPushBeforeSignOut(http: HttpClient, platform: PushPlatform = browserPush()): Promise<void> {
  const forgetThisBrowser = async () => {
    // A subscription belongs to a registration: without one there is nothing to forget, and nothing to wait for.
    const registration = await platform.registration({ wait: false });
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) await http.call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint }, silentErrors: true });
  };
  try {
    // The whole of it is bounded: a service worker that never becomes active must not hold the sign-out either.
    await settledWithin(forgetThisBrowser(), UNREGISTER_TIMEOUT_MS, undefined);
  } catch {
    // Signing out goes on; the server also drops subscriptions the push service reports gone.
  }
}
