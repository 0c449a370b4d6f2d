import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutgoingGuard } from '../../../src/platform/network/outgoing-request';
import { isPublicAddress } from '../../../src/platform/network/public-address';
import { createFeedSource, FEED_MAX_REDIRECTS, isWebFeed } from '../../../src/modules/reservation-import/feed-source';
import { loopbackFeedGuard, startLocalFeedServer, type LocalFeedServer } from './local-feed-server';
import { allDayEvent, calendar } from './test-fixtures';

describe('the feed port over HTTP (a real server on loopback)', () => {
  let server: LocalFeedServer;
  const source = createFeedSource({ timeoutMs: 300, maxBytes: 2048, guard: loopbackFeedGuard() });

  beforeAll(async () => {
    server = await startLocalFeedServer();
  });
  afterAll(() => server.close());

  it('reads the feed text', async () => {
    const text = calendar(allDayEvent('a', '2026-12-01', '2026-12-03'));
    server.answer({ status: 200, body: text });
    expect(await source.read(server.url)).toEqual({ ok: true, text, bytes: Buffer.byteLength(text) });
  });

  it('reports an HTTP error with its status', async () => {
    server.answer({ status: 500, body: 'Internal error' });
    expect(await source.read(server.url)).toEqual({ ok: false, reason: 'the feed answered HTTP 500 Internal Server Error' });
  });

  it('gives up on a feed that does not answer in time', async () => {
    server.answer({ hang: true });
    expect(await source.read(server.url)).toEqual({ ok: false, reason: 'the feed did not answer within 0.3 s' });
  });

  it('refuses a feed above the size cap', async () => {
    server.answer({ status: 200, body: 'x'.repeat(5000) });
    expect(await source.read(server.url)).toEqual({ ok: false, reason: 'the feed is larger than 2 kB' });
  });

  it('reports an address nobody listens on', async () => {
    // A port that was free a moment ago: bind, note it, close.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    expect(await source.read(`http://127.0.0.1:${port}/feed.ics`)).toEqual({ ok: false, reason: 'the feed could not be reached (ECONNREFUSED)' });
  });
});

describe('the feed port refusing special-purpose addresses (real servers on loopback)', () => {
  // The booking system listens on 127.0.0.2, which this guard treats as the one public address; every other
  // address is judged as in production, so 127.0.0.1 (the internal service) is refused.
  let bookingSystem: LocalFeedServer;
  let internal: LocalFeedServer;
  const source = createFeedSource({ timeoutMs: 2000, guard: createOutgoingGuard({ isAllowedAddress: (address) => address === '127.0.0.2' || isPublicAddress(address) }) });
  const secret = 'BEGIN:VCALENDAR internal-secret-token';

  beforeAll(async () => {
    bookingSystem = await startLocalFeedServer('127.0.0.2');
    internal = await startLocalFeedServer();
    internal.answer({ status: 200, body: secret });
  });
  afterAll(async () => {
    await bookingSystem.close();
    await internal.close();
  });

  it('refuses a feed on a loopback address and never connects', async () => {
    expect(await createFeedSource().read(internal.url)).toEqual({ ok: false, reason: 'the feed could not be reached (127.0.0.1 is a loopback address the server does not connect to)' });
    expect(internal.requests).toBe(0);
  });

  it('refuses a redirect to a loopback address on another port, without echoing what it would answer', async () => {
    bookingSystem.answer({ redirect: internal.url });
    const read = await source.read(bookingSystem.url);
    expect(read).toEqual({ ok: false, reason: 'the feed could not be reached (127.0.0.1 is a loopback address the server does not connect to)' });
    expect(JSON.stringify(read)).not.toContain('internal-secret-token');
    expect(internal.requests).toBe(0);
  });

  it('refuses a redirect to a name that resolves to loopback, at connect time', async () => {
    bookingSystem.answer({ redirect: internal.url.replace('127.0.0.1', 'localhost') });
    expect(await source.read(bookingSystem.url)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^the feed could not be reached \(localhost resolves to (127\.0\.0\.1|::1), a loopback address the server does not connect to\)$/),
    });
    expect(internal.requests).toBe(0);
  });

  it(`follows up to ${FEED_MAX_REDIRECTS} redirects to allowed addresses, and stops a loop`, async () => {
    const before = bookingSystem.requests;
    bookingSystem.answer({ redirect: '/moved.ics' });
    expect(await source.read(bookingSystem.url)).toEqual({ ok: false, reason: `the feed redirects more than ${FEED_MAX_REDIRECTS} times` });
    expect(bookingSystem.requests - before).toBe(FEED_MAX_REDIRECTS + 1);
  });

  it('names the status of a failing feed and never quotes its answer', async () => {
    bookingSystem.answer({ status: 403, body: 'internal-secret-token' });
    const read = await source.read(bookingSystem.url);
    expect(read).toEqual({ ok: false, reason: 'the feed answered HTTP 403 Forbidden' });
  });
});

describe('the feed port on files', () => {
  it('reads a file and refuses a missing, a too large one and a folder', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'stay-feed-'));
    const file = path.join(folder, 'suite.ics');
    const text = calendar(allDayEvent('a', '2026-12-01', '2026-12-03'));
    await writeFile(file, text);
    const source = createFeedSource({ maxBytes: 2048 });
    expect(await source.read(file)).toEqual({ ok: true, text, bytes: Buffer.byteLength(text) });
    expect(await source.read(`file://${file}`)).toMatchObject({ ok: true, text });
    expect(await source.read(path.join(folder, 'gone.ics'))).toEqual({ ok: false, reason: `${path.join(folder, 'gone.ics')} does not exist` });
    expect(await source.read(folder)).toEqual({ ok: false, reason: `${folder} is not a file` });
    await writeFile(file, 'x'.repeat(5000));
    expect(await source.read(file)).toMatchObject({ ok: false, reason: 'the feed is larger than 2 kB' });
  });

  it('tells web feeds from files', () => {
    expect(['https://a.example/x.ics', 'http://a/x', 'webcal://a.example/x.ics', 'WEBCAL://A/X'].every(isWebFeed)).toBe(true);
    expect(['/srv/feeds/x.ics', 'feeds/x.ics', 'file:///srv/x.ics', 'ftp://a/x'].some(isWebFeed)).toBe(false);
  });
});
