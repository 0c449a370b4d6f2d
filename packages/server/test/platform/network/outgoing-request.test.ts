import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutgoingGuard, RefusedAddressError, type Resolve } from '../../../src/platform/network/outgoing-request';

/** Resolves every name to the given addresses, as a resolver an attacker controls (or rebinds) would. */
const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('the outgoing guard (a real server on loopback)', () => {
  let server: Server;
  let port: number;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      response.end('internal secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

  it('refuses at connect time a name that resolves to loopback, and connects nowhere', async () => {
    const guard = createOutgoingGuard({ resolve: resolvingTo('127.0.0.1') });
    const error = await refusal(guard.request(new URL(`http://push.example.test:${port}/x`)));
    expect(error).toBeInstanceOf(RefusedAddressError);
    expect(error).toMatchObject({ host: 'push.example.test', address: '127.0.0.1', message: 'push.example.test resolves to 127.0.0.1, a loopback address' });
    expect(requests).toBe(0);
  });

  it('refuses a name when any of its addresses is special-purpose', async () => {
    const guard = createOutgoingGuard({ resolve: resolvingTo('8.8.8.8', '::ffff:127.0.0.1') });
    expect(await refusal(guard.request(new URL(`http://push.example.test:${port}/x`)))).toMatchObject({ address: '::ffff:127.0.0.1' });
    expect(requests).toBe(0);
  });

  it.each(['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '[::127.0.0.1]', '127.1', '2130706433', '0.0.0.0', '198.18.0.1', '240.0.0.1', '169.254.169.254'])(
    'refuses the literal host %s without a lookup',
    async (host) => {
      const guard = createOutgoingGuard({ resolve: () => Promise.reject(new Error('looked up')) });
      expect(await refusal(guard.request(new URL(`http://${host}:${port}/x`)))).toBeInstanceOf(RefusedAddressError);
      expect(requests).toBe(0);
    },
  );

  it('refuses localhost, resolved by the system resolver (/etc/hosts)', async () => {
    const guard = createOutgoingGuard();
    expect(await refusal(guard.request(new URL(`http://localhost:${port}/x`)))).toBeInstanceOf(RefusedAddressError);
    expect(requests).toBe(0);
  });

  it('connects to the address the name resolved to when the policy allows it', async () => {
    const guard = createOutgoingGuard({ resolve: resolvingTo('127.0.0.1'), isAllowedAddress: (address) => address === '127.0.0.1' });
    const response = await guard.request(new URL(`http://push.example.test:${port}/x`));
    response.resume();
    expect(response.statusCode).toBe(200);
    expect(requests).toBe(1);
  });
});
