import { CompiledQuery, type Compilable } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { STAFF_RESERVATION_LISTS, type StaffReservationList } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { listSpecOf } from '../../../../src/modules/reservation/staff/list-spec';
import { findListPage, findLongestStayMs, listPageQueryOf, type ListFilter } from '../../../../src/modules/reservation/staff/staff-repository';
import { findSharedListPage } from '../../../../src/modules/reservation/staff/shared-list-page';
import { isKeptValue } from '../../../../src/db/kept-reads';

const NOW = new Date('2026-07-10T10:00:00.000Z');
const TIME_ZONE = 'Europe/Amsterdam';

/** The index each list of a location reads in its order, and the range it reads of it. */
const PLANS: Record<StaffReservationList, RegExp> = {
  'check-in': /SEARCH r USING INDEX reservations_location_start_idx \(location_id=\? AND start_date_time>\? AND start_date_time<\?\)/,
  'check-out': /SEARCH r USING INDEX reservations_location_end_idx \(location_id=\? AND end_date_time>\? AND end_date_time<\?\)/,
  // Bounded above by the location's longest stay as well: the scan stops there, not at the last future booking.
  'on-premise': /SEARCH r USING INDEX reservations_location_end_idx \(location_id=\? AND end_date_time>\? AND end_date_time<\?\)/,
  'up-coming': /SEARCH r USING INDEX reservations_location_start_idx \(location_id=\? AND start_date_time>\?\)/,
  passed: /SEARCH r USING INDEX reservations_location_end_idx \(location_id=\? AND end_date_time<\?\)/,
};

/**
 * A staff list page is one query: the location's reservations in the list's order through its location index, with
 * each line's suite, guide, chat and guest count joined, stopping at the page (no sort of the whole list).
 */
describeEachDialect('staff reservation list plans', (ctx) => {
  let locationId = '';
  let longestStayMs: number | null = null;

  beforeAll(async () => {
    locationId = (await ctx.factories.location()).id;
    for (const days of [-3, -2, -1, 0, 0, 1, 4]) {
      await ctx.factories.reservation({ now: NOW, locationId, start: { days, time: '15:00' }, end: { days: days + 2, time: '10:00' }, suites: [`Suite ${days}`] });
    }
    longestStayMs = await findLongestStayMs(ctx.db, locationId, NOW);
  });

  const filterOf = (list: StaffReservationList, search?: string): ListFilter => ({ locationId, spec: listSpecOf(list, NOW, TIME_ZONE, longestStayMs), search });

  it("measures the location's longest stay (from 15:00 to 10:00 two days later), to the millisecond rounded up", () => {
    const hours43 = (24 + 19) * 3_600_000;
    expect(longestStayMs).toBeGreaterThanOrEqual(hours43);
    expect(longestStayMs).toBeLessThanOrEqual(hours43 + 1);
  });

  it('measures only the stays that end after the instant, and measures again for an earlier instant', async () => {
    const elsewhere = (await ctx.factories.location()).id;
    // Nine days and 19 hours, over three days before NOW; then 43 hours, under way at NOW.
    await ctx.factories.reservation({ now: NOW, locationId: elsewhere, start: { days: -13, time: '15:00' }, end: { days: -3, time: '10:00' } });
    await ctx.factories.reservation({ now: NOW, locationId: elsewhere, start: { days: -1, time: '15:00' }, end: { days: 1, time: '10:00' } });
    const hours = (count: number) => count * 3_600_000;
    const atNow = await findLongestStayMs(ctx.db, elsewhere, NOW);
    expect(atNow! - hours(43)).toBeGreaterThanOrEqual(0);
    expect(atNow! - hours(43)).toBeLessThanOrEqual(1);
    const fiveDaysEarlier = await findLongestStayMs(ctx.db, elsewhere, new Date(NOW.getTime() - hours(5 * 24)));
    expect(fiveDaysEarlier! - hours(9 * 24 + 19)).toBeGreaterThanOrEqual(0);
    expect(fiveDaysEarlier! - hours(9 * 24 + 19)).toBeLessThanOrEqual(1);
    expect(await findLongestStayMs(ctx.db, elsewhere, new Date(NOW.getTime() + hours(1)))).toBe(fiveDaysEarlier);
  });

  it('keeps the page it built as the value itself (its JSON written once), for the instants it holds for', async () => {
    const built: number[] = [];
    const share = (list: StaffReservationList, at: Date, until: number) =>
      findSharedListPage(ctx.db, list, filterOf(list), undefined, 3, at, async (rows) => {
        built.push(rows.length);
        return { page: { items: [], nextCursor: null }, until };
      });
    const first = await share('check-in', NOW, Infinity);
    expect(await share('check-in', new Date(NOW.getTime() + 60_000), Infinity)).toBe(first);
    expect(isKeptValue(first)).toBe(true);
    expect(built).toHaveLength(1);

    const holdsForASecond = NOW.getTime() + 1000;
    const inHouse = await share('on-premise', NOW, holdsForASecond);
    expect(await share('on-premise', new Date(holdsForASecond - 1), holdsForASecond)).toBe(inHouse);
    expect(await share('on-premise', new Date(holdsForASecond), Infinity)).not.toBe(inHouse);
    expect(built).toHaveLength(3);
  });

  async function planOf(query: Compilable<unknown>): Promise<string> {
    const compiled = query.compile();
    if (ctx.dialect === 'sqlite') {
      const { rows } = await ctx.db.executeQuery(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      return rows.map((row) => (row as { detail: string }).detail).join('\n');
    }
    // The test's tables are tiny; with sequential scans priced out the plan shows which index fits the query.
    return ctx.db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const { rows } = await trx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
    });
  }

  it("reads each list of a location through the location's index in the list's order, also searched and after a cursor", async () => {
    for (const list of STAFF_RESERVATION_LISTS) {
      const { sort } = filterOf(list).spec;
      const [first] = await findListPage(ctx.db, filterOf(list), undefined, 1);
      expect(first, list).toBeDefined();
      const after = first && { value: sort === 'r.start_date_time' ? first.start_date_time : first.end_date_time, id: first.id };
      for (const query of [listPageQueryOf(ctx.db, filterOf(list), undefined, 26), listPageQueryOf(ctx.db, filterOf(list, 'suite'), after, 26)]) {
        const plan = await planOf(query);
        if (ctx.dialect === 'sqlite') {
          expect(plan, list).toMatch(PLANS[list]);
          expect(plan, list).not.toMatch(/TEMP B-TREE/);
        } else {
          // Which of the two indexes in the list's order PostgreSQL takes depends on its statistics of the table.
          const order = sort === 'r.start_date_time' ? 'start' : 'end';
          expect(plan, list).toMatch(new RegExp(`Index Scan (Backward )?using reservations_(location_)?${order}_idx on reservations r`));
          expect(plan, list).not.toMatch(/Sort/);
        }
      }
    }
  });

  it('counts a list through an index of its order (on SQLite from the location index alone: the status is in it)', async () => {
    const day = listSpecOf('check-in', NOW, TIME_ZONE).bounds;
    const plan = await planOf(
      ctx.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('location_id', '=', locationId)
        .where('start_date_time', '>=', day[0]!.value)
        .where('start_date_time', '<', day[1]!.value)
        .where('status', '<>', 0),
    );
    expect(plan).toMatch(ctx.dialect === 'sqlite' ? /USING COVERING INDEX reservations_location_start_idx/ : /Index (Only )?Scan using reservations_(location_)?start_idx/);
  });
});
