import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app';
import { safeIdentifier } from '../../../src/db/create-db';
import { DataGenerations, dataGenerations } from '../../../src/db/data-generations';
import type { Database } from '../../../src/db/database';
import { observedDialect } from '../../../src/db/observed-dialect';
import { describeEachDialect } from '../../support';
import { DATA_CHANGE_INTERVAL_MS, shareDataChanges } from '../../../src/platform/realtime/data-changes';

describe('sharing data changes', () => {
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const generations = new DataGenerations();
    const sent: Array<readonly string[] | 'everything'> = [];
    const sharing = shareDataChanges(generations, { dataChanged: async (tables) => void sent.push(tables) });
    return { generations, sent, stop: () => sharing.stop(), flush: () => sharing.flush() };
  };

  it('sends the changes of one turn of the event loop as one notification', async () => {
    const { generations, sent } = setUp();
    generations.noteChange(['orders']);
    generations.noteChange(['orders', 'order_deliveries']);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([['orders', 'order_deliveries']]);
  });

  it(`sends at most one notification per ${DATA_CHANGE_INTERVAL_MS} ms, gathering what changed meanwhile`, async () => {
    const { generations, sent } = setUp();
    generations.noteChange(['orders']);
    await vi.advanceTimersByTimeAsync(0);
    generations.noteChange(['chats']);
    await vi.advanceTimersByTimeAsync(1);
    generations.noteChange('everything');
    generations.noteChange(['rentals']);
    await vi.advanceTimersByTimeAsync(DATA_CHANGE_INTERVAL_MS - 2);
    expect(sent).toEqual([['orders']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([['orders'], 'everything']);
  });

  it('sends what is gathered at once when flushed, within the interval, and resolves once the bus took it', async () => {
    const { generations, sent, flush } = setUp();
    generations.noteChange(['orders']);
    await vi.advanceTimersByTimeAsync(0);
    generations.noteChange(['chat_messages']);
    await flush();
    expect(sent).toEqual([['orders'], ['chat_messages']]);
    // Nothing gathered: nothing more is sent, then or when the interval ends.
    await flush();
    await vi.advanceTimersByTimeAsync(DATA_CHANGE_INTERVAL_MS);
    expect(sent).toEqual([['orders'], ['chat_messages']]);
  });

  it('lets a flush wait for the notification under way when nothing new is gathered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const generations = new DataGenerations();
    let release!: () => void;
    const taken = new Promise<void>((resolve) => (release = resolve));
    const sharing = shareDataChanges(generations, { dataChanged: () => taken });
    generations.noteChange(['orders']);
    await vi.advanceTimersByTimeAsync(0);
    let isFlushed = false;
    const flushed = sharing.flush().then(() => (isFlushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isFlushed).toBe(false);
    release();
    await flushed;
    expect(isFlushed).toBe(true);
    sharing.stop();
  });

  it('does not announce changes another instance reported, nor any after it stopped', async () => {
    const { generations, sent, stop } = setUp();
    generations.noteChangeElsewhere(['orders']);
    await vi.advanceTimersByTimeAsync(DATA_CHANGE_INTERVAL_MS);
    generations.noteChange(['chats']);
    stop();
    await vi.advanceTimersByTimeAsync(DATA_CHANGE_INTERVAL_MS);
    expect(sent).toEqual([]);
  });
});

describeEachDialect('cached replies across instances', (ctx) => {
  // One SQLite database has one instance: there is no other instance to tell.
  it.skipIf(ctx.dialect !== 'postgres')('serves a write made on another instance at once, within the same clock second (PostgreSQL only)', async () => {
    // A clock that never leaves its second: without the notification, instance A would keep its reply for good.
    const now = () => new Date('2030-01-01T12:00:00.100Z');
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db)).rows[0]!.schema;
    // Instance B's own pool and generations, as a second process on the same database and schema would have.
    const otherGenerations = new DataGenerations();
    const pool = new pg.Pool({ connectionString: ctx.config.databaseUrl, max: 2, options: `-c search_path=${safeIdentifier(schema)}` });
    const otherDb = new Kysely<Database>({ dialect: observedDialect(new PostgresDialect({ pool }), otherGenerations) });
    let first: FastifyInstance | undefined;
    let second: FastifyInstance | undefined;
    try {
      first = await buildApp({ config: ctx.config, db: ctx.db, logger: false, now });
      second = await buildApp({ config: ctx.config, db: otherDb, logger: false, now, generations: otherGenerations });
      await Promise.all([first.ready(), second.ready()]);
      await ctx.factories.settings();
      const { id: locationId } = await ctx.factories.location();
      const { guest, reservation } = await ctx.factories.stay({ locationId, suites: ['Suite Across 1'] });
      const current = { method: 'GET' as const, url: '/api/guest/reservation/current', headers: { accesstoken: guest.token } };
      const suiteName = async () => (await first!.inject(current)).json().accommodations[0]?.name;

      expect(await suiteName()).toBe('Suite Across 1');
      const reads = vi.spyOn(dataGenerations, 'captureReads');
      expect(await suiteName()).toBe('Suite Across 1');
      expect(reads).not.toHaveBeenCalled();

      const heard = vi.spyOn(dataGenerations, 'noteChangeElsewhere');
      await otherDb.updateTable('accommodations').set({ name: 'Suite Across 1 (renovated)' }).where('id', '=', reservation.suiteIds[0]!).execute();
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(expect.arrayContaining(['accommodations'])), { timeout: 5_000 });
      expect(await suiteName()).toBe('Suite Across 1 (renovated)');
    } finally {
      vi.restoreAllMocks();
      await second?.close();
      await first?.close();
      await otherDb.destroy();
    }
  });
});
