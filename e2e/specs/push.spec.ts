import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { decryptPushBody, startLocalPushService, type LocalPushService, type TestBrowser } from '../../packages/server/test/support/local-push-service';
import { pathOf } from '../support/browser';
import { DEMO } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { signIn } from '../support/login';

/** The parts of the service worker's global scope the test reaches into (this project's DOM typings lack them). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Array<{ title: string; body: string }>> };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event;

interface PushMessage {
  notification: { _id: string; kind: string; title: string; body: string; objecttype: string; objectkey: string; chatnmbr: number | null };
  url: string | null;
  badge: number | null;
}

/**
 * Stands in for the browser's push service, which this machine cannot reach: `pushManager.subscribe` answers a
 * subscription on the local push service, with the keys the test decrypts with. Everything else is the app's own
 * code, the real server sending Web Push, and the real service worker. (A script text, not a function: the test
 * runner's transpiler would add helpers the page does not have.)
 */
function fakePushManager(subscription: TestBrowser['subscription']): string {
  return `(() => {
    const json = ${JSON.stringify({ ...subscription, expirationTime: null })};
    let current = null;
    PushManager.prototype.subscribe = async function subscribe(options) {
      current = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options && options.applicationServerKey ? options.applicationServerKey : null },
        toJSON: () => json,
        unsubscribe: async () => { current = null; return true; },
      };
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  })();`;
}

describe('push notifications: a guide is notified of a guest message and opening it lands on that chat', () => {
  let pushService: LocalPushService;
  let guideBrowser: TestBrowser;
  let guideContext: BrowserContext | undefined;
  // The local push service starts before the journey's server, which is told to accept its http endpoint.
  before(async () => {
    pushService = await startLocalPushService();
    guideBrowser = pushService.browser('guide');
  });
  const journey = useJourney({ PUSH: 'webpush', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, { serviceWorkers: 'allow' });
  after(async () => {
    await guideContext?.close().catch(() => undefined);
    await pushService.close();
  });

  /** A page of the guide's phone (its own storage, where the app keeps the session and the service worker). */
  async function guidePage(): Promise<Page> {
    assert.ok(guideContext, 'the guide signed in first');
    return guideContext.newPage();
  }

  it('the guide turns on notifications on the settings page', async () => {
    guideContext = await journey.newContext();
    await guideContext.addInitScript({ content: fakePushManager(guideBrowser.subscription) });
    const page = await guidePage();
    await signIn(page, journey.server.baseUrl, DEMO.guide);
    await page.waitForURL('**/guide/chats');
    await page.goto(journey.url('/guide/settings/notifications'));
    const control = page.getByTestId('push-subscription');
    await control.getByText('Off', { exact: true }).waitFor();
    await page.getByText('Messages in your chats').waitFor();

    await guideContext.grantPermissions(['notifications'], { origin: journey.server.baseUrl });
    await control.getByRole('button', { name: 'Turn on notifications' }).click();
    await control.getByText('On', { exact: true }).waitFor();
    // Closed app: the server sends push messages only to people without an open connection.
    await page.close();
  });

  it('a guest message reaches the closed app as an encrypted push; tapping it opens that chat', async () => {
    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guest.goto(journey.url('/guest/chat'));
    const text = `Could you bring extra towels? (${Date.now()})`;
    await guest.getByLabel('Message', { exact: true }).fill(text);
    await guest.getByRole('button', { name: 'Send' }).click();
    await guest.locator('.chat-bubble--own', { hasText: text }).waitFor();

    // The server encrypted it for the guide's subscription (aes128gcm); the push service passes it on as it is.
    const delivered = await eventually(
      async () => pushService.received.filter((push) => push.path === '/push/guide'),
      (pushes) => pushes.length > 0,
      'a push for the guide',
    );
    const message = JSON.parse(decryptPushBody(guideBrowser, delivered.at(-1)!.body)) as PushMessage;
    assert.equal(message.notification.objecttype, 'CHATS');
    assert.equal(message.notification.body, text);
    const chat = message.notification.objectkey;
    assert.equal(String(message.notification.chatnmbr), chat);

    // The guide's phone: the app in the background (on another screen), its service worker receives the push.
    const page = await guidePage();
    await page.goto(journey.url('/guide/reservations'));
    await page.waitForURL('**/guide/reservations');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((candidate) => candidate.scopeURL === journey.url('/') && !candidate.isDeleted);
        if (registration) resolve(registration.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: journey.server.baseUrl, registrationId: await registrationId, data: JSON.stringify(message) });

    // The worker shows it: the guest's name and the message.
    const [worker] = page.context().serviceWorkers();
    assert.ok(worker, 'the app has a service worker');
    const shown = await eventually(
      () => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map(({ title, body }) => ({ title, body }))),
      (notifications) => notifications.length > 0,
      'the notification is shown',
    );
    assert.deepEqual(shown, [{ title: message.notification.title, body: text }]);

    // The guide taps it: the worker hands it to the open page, which goes to the chats and then to this chat.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`**/guide/chats/${chat}`);
    await page.locator('.ion-page:not(.ion-page-hidden)').getByText(text).first().waitFor();
    assert.equal(pathOf(page), `/guide/chats/${chat}`);
    await cdp.detach();
  });
});
