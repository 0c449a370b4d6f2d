import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPushService, type LocalPushService } from '../../support/local-push-service';
import { createOutgoingGuard, RefusedAddressError, type Resolve } from '../../../src/platform/network/outgoing-request';
import { deliverPushMessage } from '../../../src/platform/push/web-push-delivery';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@stay.test' };
/** The push service's name resolves to loopback, as a subscription naming a rebinding host would. */
const toLoopback: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];

describe('Web Push delivery through the outgoing guard (a push service on loopback)', () => {
  let service: LocalPushService;

  beforeAll(async () => {
    service = await startLocalPushService();
  });
  afterAll(() => service.close());

  const targetOn = (host: string) => {
    const { subscription } = service.browser('a');
    const endpoint = new URL(subscription.endpoint);
    endpoint.hostname = host;
    return { ...subscription, endpoint: endpoint.toString() };
  };

  it('refuses at connect time a push service whose name resolves to a loopback address', async () => {
    const guard = createOutgoingGuard({ resolve: toLoopback });
    const outcome = await deliverPushMessage(guard, targetOn('push.example.test'), '{}', vapid, 'normal');
    expect(outcome).toMatchObject({ kind: 'failed', status: null, error: expect.any(RefusedAddressError) });
    expect(service.received).toHaveLength(0);
  });

  it('refuses a literal loopback endpoint', async () => {
    const outcome = await deliverPushMessage(createOutgoingGuard(), targetOn('127.0.0.1'), '{}', vapid, 'normal');
    expect(outcome).toMatchObject({ kind: 'failed', error: expect.any(RefusedAddressError) });
    expect(service.received).toHaveLength(0);
  });

  it('delivers when the guard allows the address the name resolves to', async () => {
    const guard = createOutgoingGuard({ resolve: toLoopback, isAllowedAddress: (address) => address === '127.0.0.1' });
    expect(await deliverPushMessage(guard, targetOn('push.example.test'), '{}', vapid, 'high')).toEqual({ kind: 'accepted' });
    expect(service.received).toHaveLength(1);
  });
});
