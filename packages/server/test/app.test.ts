import { expect, it } from 'vitest';
import { CONNECTION_IDLE_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../src/app';
import { describeEachDialect } from './support';

describeEachDialect('the HTTP server', (ctx) => {
  it('closes idle keep-alive connections, silent connections and requests that do not arrive in time', () => {
    const server = ctx.app.server;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.timeout).toBe(CONNECTION_IDLE_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect([KEEP_ALIVE_TIMEOUT_MS, CONNECTION_IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([72_000, 120_000, 300_000]);
  });
});
