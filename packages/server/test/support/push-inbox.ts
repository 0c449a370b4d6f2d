import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pushMessageSchema, type PushMessage } from '@stay/contract';
import type { Config } from '../../src/config';
import { decryptPushBody, type LocalPushService, type TestBrowser } from './local-push-service';

/** The push configuration for a test app that delivers to a local push service on loopback. */
export const localWebPushConfig = (config: Config): Pick<Config, 'push'> => ({
  push: { ...config.push, transport: 'webpush', allowLocalEndpoints: true, vapidSubject: 'mailto:ops@stay.test' },
});

/**
 * Browsers subscribed through the app's own endpoint (POST /api/push/subscription) on a local push service, and what
 * each received, decrypted with its keys and checked against the contract's push message schema.
 */
export interface PushInbox {
  /** Subscribes a new browser for the signed-in caller; `name` is the browser's path on the push service. */
  subscribe(token: string, name: string): Promise<void>;
  /** What each browser received since the last `clear`, by name, once every delivery has finished. */
  received(): Promise<Map<string, PushMessage[]>>;
  /** Waits for running deliveries, then forgets what was received. */
  clear(): Promise<void>;
}

export function createPushInbox(app: () => FastifyInstance, service: () => LocalPushService): PushInbox {
  const browsers = new Map<string, TestBrowser>();
  return {
    async subscribe(token, name) {
      const browser = service().browser(name);
      browsers.set(name, browser);
      const response = await app().inject({ method: 'POST', url: '/api/push/subscription', payload: browser.subscription, headers: { accesstoken: token } });
      expect(response.statusCode, response.body).toBe(200);
    },
    async received() {
      await app().push.settled();
      const byName = new Map<string, PushMessage[]>();
      for (const push of service().received) {
        const name = push.path.replace('/push/', '');
        const browser = browsers.get(name);
        if (!browser) throw new Error(`A push to an unknown browser: ${push.path}`);
        const message = pushMessageSchema.parse(JSON.parse(decryptPushBody(browser, push.body)));
        byName.set(name, [...(byName.get(name) ?? []), message]);
      }
      return byName;
    },
    async clear() {
      await app().push.settled();
      service().received.length = 0;
    },
  };
}
