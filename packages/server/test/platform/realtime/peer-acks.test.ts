import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../src/platform/clock';
import type { RealtimeBus } from '../../../src/platform/realtime/bus';
import { createHub } from '../../../src/platform/realtime/hub';
import { createPgBus } from '../../../src/platform/realtime/pg-bus';
import { createTestDatabase, type TestDatabase } from '../../support';

const postgresUrl = process.env.TEST_DATABASE_URL;

function quietLog() {
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn(), trace: vi.fn(), fatal: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

/** A data-change announcement's reply waits for the other instances to apply it (see pg-bus.ts dataChanged). */
describe.skipIf(!postgresUrl)('data-change announcements across instances on PostgreSQL', () => {
  let database: TestDatabase;
  const buses: RealtimeBus[] = [];
  const applied: string[] = [];
  const { log: announcerLog, logger: announcerLogger } = quietLog();

  const startBus = async (instanceId: string, logger: FastifyBaseLogger) => {
    const bus = await createPgBus({
      db: database.db,
      connectionString: database.databaseUrl,
      hub: createHub(),
      log: logger,
      clock: systemClock,
      sessionsEnded: () => {},
      dataChangedElsewhere: (tables) => void applied.push(`${instanceId} applied ${tables === 'everything' ? '*' : tables.join(',')}`),
      instanceId,
    });
    buses.push(bus);
    return bus;
  };
  let channel = '';
  /** Every notification on the buses' channel, as a listening instance hears it. */
  const heard: object[] = [];
  let observer: pg.Client | undefined;
  /** Sends a raw notification on the buses' channel, as another instance would. */
  const notifyAsAnother = (wire: object) => sql`select pg_notify(${channel}, ${JSON.stringify(wire)})`.execute(database.db);
  /** Waits until the announcer has greeted back `count` times in all: it greets back each instance new to it. */
  const greetedBack = (count: number) =>
    vi.waitFor(() => expect(heard.filter((wire) => 'h' in wire && wire.h === 'announcer').length).toBeGreaterThanOrEqual(count), { timeout: 5_000 });
  const announced = async (bus: RealtimeBus, table: string) => {
    await bus.dataChanged([table]);
    applied.push(`announcer settled ${table}`);
  };
  beforeAll(async () => {
    database = await createTestDatabase('postgres', postgresUrl);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    channel = `stay_realtime_${rows[0]!.schema}`;
    observer = new pg.Client({ connectionString: database.databaseUrl });
    await observer.connect();
    observer.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}') as object));
    await observer.query(`LISTEN "${channel}"`);
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await observer?.end();
    await database?.dispose();
  });

  it('answers only after every other listening instance has applied the change, and waits for no one when alone', async () => {
    const announcer = await startBus('announcer', announcerLogger);
    await announced(announcer, 'alone');
    expect(applied).toEqual(['announcer settled alone']);

    const { logger } = quietLog();
    const reader = await startBus('reader', logger);
    const third = await startBus('third', logger);
    // Each greets when it starts listening; the announcer greets back each (once at its own start, then two more).
    await greetedBack(3);
    for (let round = 1; round <= 20; round += 1) {
      applied.length = 0;
      await announced(announcer, `chats${round}`);
      expect(applied.sort()).toEqual([`announcer settled chats${round}`, `reader applied chats${round}`, `third applied chats${round}`]);
    }
    // The others' announcements wait for the announcer in turn (it greeted them back).
    applied.length = 0;
    await reader.dataChanged(['orders']);
    expect(applied.sort()).toEqual(['announcer applied orders', 'third applied orders']);
    expect(announcerLog.warn).not.toHaveBeenCalled();

    // An instance that says goodbye is no longer waited for.
    await third.close();
    applied.length = 0;
    await announced(announcer, 'after goodbye');
    expect(applied.sort()).toEqual(['announcer settled after goodbye', 'reader applied after goodbye']);
    expect(announcerLog.warn).not.toHaveBeenCalled();
  });

  it('stops waiting for an instance that went silent without a goodbye, after the timeout, until it is heard again', async () => {
    const announcer = buses[0]!;
    const greetings = heard.filter((wire) => 'h' in wire && wire.h === 'announcer').length;
    await notifyAsAnother({ h: 'vanished' });
    await greetedBack(greetings + 1);
    // The next announcement waits for 'vanished' in vain.
    applied.length = 0;
    await announced(announcer, 'into the void');
    expect(announcerLog.warn).toHaveBeenCalledTimes(1);
    expect(announcerLog.warn.mock.calls[0]![0]).toMatchObject({ peers: ['vanished'] });
    // Taken for gone: the next one waits only for the reader.
    await announced(announcer, 'afterwards');
    expect(announcerLog.warn).toHaveBeenCalledTimes(1);
    expect(applied).toContain('reader applied afterwards');
  });

  it('does not wait for an instance of a version that announces changes without acknowledging them', async () => {
    const announcer = buses[0]!;
    const warnings = announcerLog.warn.mock.calls.length;
    applied.length = 0;
    await notifyAsAnother({ d: ['chats'], i: 'older-version' });
    await vi.waitFor(() => expect(applied).toContain('announcer applied chats'), { timeout: 5_000 });
    await announced(announcer, 'during the update');
    expect(announcerLog.warn.mock.calls.length).toBe(warnings);
    expect(applied).toContain('reader applied during the update');
  });
});
