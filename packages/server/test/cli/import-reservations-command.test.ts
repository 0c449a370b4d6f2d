import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../support';
import { uniqueId } from '../support/factories';
import { createFeedSource } from '../../src/modules/reservation-import';
import { loopbackFeedGuard, startLocalFeedServer, type LocalFeedServer } from '../modules/reservation-import/local-feed-server';
import { runImportCommand } from '../../src/cli/import-reservations-command';
import { parseImportInput } from '../../src/cli/import-reservations-input';

const NOW = new Date('2026-11-22T12:00:00Z');
const DEMO_FEED = path.resolve(import.meta.dirname, '../../demo/feeds/suite-helmgras-8.ics');

describeEachDialect('reservations:import command', (ctx) => {
  let server: LocalFeedServer;
  let suiteName = '';

  beforeAll(async () => {
    server = await startLocalFeedServer();
    const location = await ctx.factories.location({ name: 'Parc Duinzicht' });
    suiteName = uniqueId('Suite Helmgras 8');
    await ctx.factories.suite({ locationId: location.id, name: suiteName });
  });
  afterAll(() => server.close());

  async function command(...argv: string[]): Promise<{ code: number; lines: string[] }> {
    const parsed = parseImportInput(argv, '/');
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const lines: string[] = [];
    const code = await runImportCommand(parsed.input, {
      db: ctx.db,
      source: createFeedSource({ timeoutMs: 300, guard: loopbackFeedGuard() }),
      now: NOW,
      intervalMinutes: 30,
      print: (line) => lines.push(line),
    });
    return { code, lines };
  }

  it('imports the demo feed, printing each event and the counts, and saves it for the periodic job', async () => {
    const { code, lines } = await command('--accommodation', suiteName.toLowerCase(), '--feed', DEMO_FEED, '--save');
    expect(code).toBe(0);
    expect(lines[0]).toBe(`${suiteName} ← ${DEMO_FEED}`);
    expect(lines[1]).toMatch(/^ {2}read 8 event\(s\), \d+ bytes; times in Europe\/Amsterdam$/);
    expect(lines.filter((line) => line.startsWith('  created ')).length).toBe(7);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}created {4}ICS-[0-9A-F]{10} {2}2026-12-04 15:00 – 2026-12-08 10:00 {2}Jan de Vries$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}created {4}ICS-[0-9A-F]{10} {2}2027-01-15 16:00 – 2027-01-18 11:00 {2}Lukas Becker$/));
    expect(lines).toContain('  skipped    "Not available": a closed period, not a booking');
    expect(lines.slice(-2)).toEqual([
      '  7 created, 0 updated, 0 unchanged, 0 cancelled, 1 skipped, 0 missing, 0 error(s)',
      'Saved: while the server runs it imports this feed every 30 minute(s).',
    ]);
    const feed = await ctx.db.selectFrom('reservation_feeds').selectAll().where('url', '=', DEMO_FEED).executeTakeFirstOrThrow();
    expect(feed).toMatchObject({ is_scheduled: 1, last_status: 'ok', last_created: 7 });
  });

  it('reports a second import of the same feed as unchanged', async () => {
    const { code, lines } = await command('--accommodation', suiteName, '--feed', DEMO_FEED);
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('  0 created, 0 updated, 7 unchanged, 0 cancelled, 1 skipped, 0 missing, 0 error(s)');
  });

  it('runs every saved feed with --all and lists them with --list', async () => {
    const all = await command('--all');
    expect(all.code).toBe(0);
    expect(all.lines[0]).toBe(`${suiteName} ← ${DEMO_FEED}`);
    expect(all.lines.slice(-2)).toEqual(['  0 created, 0 updated, 7 unchanged, 0 cancelled, 1 skipped, 0 missing, 0 error(s)', '1 feed(s) run, 0 failed.']);
    const list = await command('--list');
    expect(list.lines).toEqual([`${suiteName} ← ${DEMO_FEED}  last run ${NOW.toISOString()}: ok`]);
  });

  it('says why a feed failed, changes nothing and exits with 1', async () => {
    server.answer({ status: 500, body: 'down' });
    const { code, lines } = await command('--accommodation', suiteName, '--feed', server.url);
    expect(code).toBe(1);
    expect(lines).toEqual([`${suiteName} ← ${server.url}`, '  Failed: the feed answered HTTP 500 Internal Server Error. No reservation was changed.']);
  });

  it('refuses an unknown accommodation', async () => {
    expect(await command('--accommodation', 'Suite Nergens', '--feed', DEMO_FEED)).toEqual({
      code: 1,
      lines: ['Error: no accommodation is called or has the id "Suite Nergens".'],
    });
  });

  it('takes a feed off the periodic job with --unsave', async () => {
    expect(await command('--accommodation', suiteName, '--feed', DEMO_FEED, '--unsave')).toEqual({
      code: 0,
      lines: [`${suiteName} ← ${DEMO_FEED} is no longer imported periodically. Its reservations stay as they are.`],
    });
    expect((await command('--list')).lines).toEqual(['No saved feeds. Save one with --accommodation <name> --feed <url> --save.']);
    expect((await command('--all')).lines).toEqual(['No saved feeds. Save one with --accommodation <name> --feed <url> --save.']);
    expect((await command('--accommodation', suiteName, '--feed', DEMO_FEED, '--unsave')).code).toBe(1);
  });

  it('with --send-activation-mails asks for the mail of every reservation it created, and counts those without an email', async () => {
    const location = await ctx.factories.location({ name: 'Parc Mails' });
    const suite = await ctx.factories.suite({ locationId: location.id, name: uniqueId('Suite Mails') });
    const parsed = parseImportInput(['--accommodation', suite.name, '--feed', DEMO_FEED, '--send-activation-mails'], '/');
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const asked: string[] = [];
    const lines: string[] = [];
    const code = await runImportCommand(parsed.input, {
      db: ctx.db,
      source: createFeedSource({ timeoutMs: 300, guard: loopbackFeedGuard() }),
      now: NOW,
      intervalMinutes: 30,
      print: (line) => lines.push(line),
      // The feed names no guest email: the reservations have none to mail to.
      sendActivationMail: async (number) => {
        asked.push(number);
        return false;
      },
    });
    expect(code).toBe(0);
    expect(asked).toHaveLength(7);
    expect(asked.every((number) => /^ICS-[0-9A-F]{10}$/.test(number))).toBe(true);
    expect(lines.at(-1)).toBe('  activation mails: 0 sent, 7 new reservation(s) without an email');
  });
});
