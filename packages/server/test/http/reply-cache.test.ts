import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { reservationSchema } from '@stay/contract';
import { buildApp } from '../../src/app';
import { dataGenerations } from '../../src/db/data-generations';
import { describeEachDialect } from '../support/describe-each-dialect';
import type { TestGuest, TestReservation } from '../support/factories';
import { useStayApp } from '../support/stay-app';

const CURRENT = '/api/guest/reservation/current';

describeEachDialect('the reply cache', (ctx) => {
  const kit = useStayApp(ctx);
  let emma: { reservation: TestReservation; guest: TestGuest };
  let noah: { reservation: TestReservation; guest: TestGuest };

  beforeAll(async () => {
    await ctx.factories.settings();
    const { id: locationId } = await ctx.factories.location();
    emma = await ctx.factories.stay({ locationId, suites: ['Suite Duin 1'], relation: { erpUid: 'R-CACHE-1', name: 'Emma' }, guest: { firstname: 'Emma', email: 'emma.cache@test.stay' } });
    noah = await ctx.factories.stay({ locationId, suites: ['Suite Duin 2'], guest: { firstname: 'Noah', email: 'noah.cache@test.stay' } });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    kit.clock.reset();
  });

  const current = async (guest: TestGuest) => {
    const response = await kit.call(guest.token, { method: 'GET', url: CURRENT });
    expect(response.statusCode).toBe(200);
    return { body: response.body, reservation: reservationSchema.parse(response.json()) };
  };
  /** Counts the handler runs of the cacheable routes (a reply from the cache runs none). */
  const handlerRuns = () => vi.spyOn(dataGenerations, 'captureReads');

  it('answers a repeated read from the cache, unchanged', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    const first = await current(emma.guest);
    const runs = handlerRuns();
    const again = await current(emma.guest);
    expect(again.body).toBe(first.body);
    expect(runs).not.toHaveBeenCalled();
  });

  it('answers a read after a HEAD of the same URL with the whole reply', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    const head = await kit.call(emma.guest.token, { method: 'HEAD', url: CURRENT });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const afterHead = await current(emma.guest);
    expect(afterHead.reservation.accommodations[0]?.name).toBe('Suite Duin 1');
    const headAgain = await kit.call(emma.guest.token, { method: 'HEAD', url: CURRENT });
    expect(headAgain.body).toBe('');
  });

  it('reads again once a table the reply came from has changed', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    await current(emma.guest);
    await ctx.db.updateTable('accommodations').set({ name: 'Suite Duin 1 (renovated)' }).where('id', '=', emma.reservation.suiteIds[0]!).execute();
    const runs = handlerRuns();
    const after = await current(emma.guest);
    expect(runs).toHaveBeenCalledTimes(1);
    expect(after.reservation.accommodations[0]?.name).toBe('Suite Duin 1 (renovated)');
  });

  it('keeps a reply through a change that touched no row', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    await current(emma.guest);
    await ctx.db.updateTable('accommodations').set({ name: 'nobody' }).where('id', '=', 'no-such-suite').execute();
    const runs = handlerRuns();
    await current(emma.guest);
    expect(runs).not.toHaveBeenCalled();
  });

  it('sees a change made in a transaction once it is committed', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    await current(emma.guest);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('accommodations').set({ name: 'Suite Duin 1 (in a transaction)' }).where('id', '=', emma.reservation.suiteIds[0]!).execute();
    });
    expect((await current(emma.guest)).reservation.accommodations[0]?.name).toBe('Suite Duin 1 (in a transaction)');
  });

  it("never answers one caller with another's reply", async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    const emmas = await current(emma.guest);
    const noahs = await current(noah.guest);
    expect(noahs.reservation.mainGuest?.firstname).toBe('Noah');
    expect(noahs.body).not.toBe(emmas.body);
  });

  it('reads again in the next second of the clock (replies may depend on the time)', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    await current(emma.guest);
    kit.clock.set('2030-01-01T12:00:01.100Z');
    const runs = handlerRuns();
    await current(emma.guest);
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('runs the handler once for a burst of the same read, and every request gets its reply', async () => {
    kit.clock.set('2030-01-01T12:00:07.100Z');
    const capture = dataGenerations.captureReads.bind(dataGenerations);
    // A slow handler, so the burst surely arrives while the first request is still reading.
    const runs = vi.spyOn(dataGenerations, 'captureReads').mockImplementation((handler) =>
      capture(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return handler();
      }),
    );
    const burst = await Promise.all(Array.from({ length: 5 }, () => current(emma.guest)));
    expect(runs).toHaveBeenCalledTimes(1);
    expect(new Set(burst.map((reply) => reply.body)).size).toBe(1);
    expect(burst[0]!.reservation.mainGuest?.firstname).toBe('Emma');
  });

  it('keeps a reply as it was sent: compressed for a client that accepts it, plain for one that does not', async () => {
    kit.clock.set('2030-01-01T12:00:09.100Z');
    // Above the 1 kB under which nothing is compressed.
    const longName = `Suite Duin 1 ${'with a view over the dunes '.repeat(10)}`;
    await ctx.db.updateTable('accommodations').set({ name: longName }).where('id', '=', emma.reservation.suiteIds[0]!).execute();
    const compressed = { method: 'GET' as const, url: CURRENT, headers: { 'accept-encoding': 'br' } };
    const first = await kit.call(emma.guest.token, compressed);
    expect(first.headers['content-encoding']).toBe('br');
    const runs = handlerRuns();
    const again = await kit.call(emma.guest.token, compressed);
    expect(runs).not.toHaveBeenCalled();
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await current(emma.guest);
    expect(runs).toHaveBeenCalledTimes(1);
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('refuses an ended session even when its reply is kept', async () => {
    const { token } = noah.guest;
    expect((await kit.call(token, { method: 'GET', url: CURRENT })).statusCode).toBe(200);
    expect((await kit.call(token, { method: 'DELETE', url: '/api/auth/revoke' })).statusCode).toBe(200);
    const after = await kit.call(token, { method: 'GET', url: CURRENT });
    expect(after.statusCode).toBe(401);
  });

  it('does not keep the reply of a read that changed data (the open order it created)', async () => {
    const url = '/api/guest/order/open?lang=en&orCreate=true';
    const created = await kit.call(emma.guest.token, { method: 'GET', url });
    expect(created.statusCode).toBe(200);
    const runs = handlerRuns();
    const again = await kit.call(emma.guest.token, { method: 'GET', url });
    expect(runs).toHaveBeenCalledTimes(1);
    expect(again.json()).toMatchObject({ order: { nmbr: created.json().order.nmbr } });
  });

  it('computes every read, the same reply, when turned off (REPLY_CACHE=off, for measuring)', async () => {
    kit.clock.set('2030-01-01T12:00:00.100Z');
    const uncached = await buildApp({ config: { ...ctx.config, replyCache: 'off' }, db: ctx.db, logger: false, now: kit.clock.now });
    try {
      const read = () => uncached.inject({ method: 'GET', url: CURRENT, headers: { accesstoken: emma.guest.token } });
      const first = await read();
      expect(first.statusCode).toBe(200);
      const runs = handlerRuns();
      const again = await read();
      expect(again.body).toBe(first.body);
      expect(runs).toHaveBeenCalled();
      expect((await kit.call(emma.guest.token, { method: 'GET', url: CURRENT })).body).toBe(first.body);
    } finally {
      await uncached.close();
    }
  });
});
