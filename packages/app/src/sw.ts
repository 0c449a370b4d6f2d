/// <reference lib="webworker" />
/**
 * The app's service worker (built by vite-plugin-pwa's injectManifest, see vite-pwa.ts):
 * - precaches the app shell, so the app starts without a network;
 * - answers page loads from the network and only falls back to the precached index.html when there is none, so a
 *   reload always gets the newest build; `/api/**` and `/psp/**` (the API, the realtime socket, uploads and the
 *   payment pages) are never answered from here: no route matches them, so the browser fetches them itself;
 * - shows Web Push messages (`{ notification, url, badge }`) and sets the app icon's badge;
 * - opens a tapped notification: focuses an open page of the app and posts it `notification-opened`, or opens the
 *   app with the notification in the address.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationOpenedMessage, openNotificationPath, readPushMessage } from './lib/push/notification-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** Where the app's own server answers with something other than the app shell. */
const NEVER_FROM_THE_WORKER = [/^\/api(\/|$)/, /^\/psp(\/|$)/];
const APP_SHELL = '/index.html';
const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/badge-96.png';

// A new build takes over at once: the app's version check reloads the page onto it.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(APP_SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NEVER_FROM_THE_WORKER },
  ),
);

/** The app icon's badge; not every platform has the Badging API. */
async function setAppBadge(count: number): Promise<void> {
  const badging = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (count > 0) await badging.setAppBadge?.(count);
    else await badging.clearAppBadge?.();
  } catch {
    // Refused (not installed, no permission): the notification still shows.
  }
}

/** A push message's JSON body, or null when it has none or it is not JSON. */
function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = readPushMessage(readJson(event.data));
  if (!message) return;
  const { notification, badge } = message;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(notification.title, {
        body: notification.body,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        // One notification per object: a newer message about the same chat replaces the older one.
        tag: `${notification.objecttype}:${notification.objectkey}`,
        data: message,
      }),
      badge === null ? Promise.resolve() : setAppBadge(badge),
    ]),
  );
});

async function openTappedNotification(data: unknown): Promise<void> {
  const message = readPushMessage(data);
  if (!message) return;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((client) => new URL(client.url).origin === self.location.origin);
  if (page) {
    const focused = await page.focus().catch(() => page);
    focused.postMessage(notificationOpenedMessage(message));
    return;
  }
  await self.clients.openWindow(openNotificationPath(message));
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTappedNotification(event.notification.data));
});
