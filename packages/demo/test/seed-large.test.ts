import { describe, expect, it } from 'vitest';
import type { Db } from '@stay/server/seeding';
import { describeEachDialect, rawRows } from '@stay/server/test-support';
import { DEMO_STAY_TIMES } from '../src/demo-stay-times';
import { LargeClock } from '../src/seed-large-clock';
import { LARGE_LOCATIONS, LARGE_STAFF_PER_LOCATION, largeCounts, largeWindow } from '../src/seed-large-data';
import { hasLargeDataset, seedLargeDataset, type LargeSeedCounts } from '../src/seed-large';
import { seedDemoData } from './seed-demo-data';

const SCALE = 0.002;
const NOW = new Date('2025-06-13T10:00:00.000Z');
const TENTH = 0.1;

/** Days before and after the seeding day on which the stays under way in each park are compared. */
const AROUND_NOW = 30;

/** The large stays that begin in a history's window (park, suite and dates), and those under way per park on the days around now. */
async function staysOfWindow(db: Db, history: number) {
  const clock = new LargeClock(NOW);
  const { firstDay, lastDay } = largeWindow(history);
  const from = new Date(clock.at(firstDay, DEMO_STAY_TIMES.checkInTime)).toISOString();
  const to = new Date(clock.at(lastDay, DEMO_STAY_TIMES.checkInTime)).toISOString();
  const stays = await rawRows(
    db,
    `select r.id, r.location_id, a.accommodation_id, r.start_date_time, r.end_date_time from reservations r
     join reservation_accommodations a on a.reservation_id = r.id
     where r.id like 'large-%' and r.start_date_time >= '${from}' and r.start_date_time <= '${to}' order by r.id`,
  );
  const all = await rawRows<{ location_id: string; start_date_time: string | Date; end_date_time: string | Date }>(
    db,
    `select location_id, start_date_time, end_date_time from reservations where id like 'large-%'`,
  );
  const underWay: string[] = [];
  for (let day = -AROUND_NOW; day <= AROUND_NOW; day += 1) {
    const noon = clock.at(day, '12:00');
    for (const park of LARGE_LOCATIONS) {
      const count = all.filter(
        (stay) => stay.location_id === park.id && new Date(stay.start_date_time).getTime() <= noon && new Date(stay.end_date_time).getTime() > noon,
      ).length;
      if (count > 0) underWay.push(`day ${day}, ${park.code}: ${count}`);
    }
  }
  return { stays, underWay };
}

/** The full history's stays of a tenth's window, per dialect: the tenth of the history below must have the very same. */
const fullHistoryStays = new Map<string, Awaited<ReturnType<typeof staysOfWindow>>>();

describeEachDialect('the large dataset (SEED_DEMO=large) at a tiny scale', (ctx) => {
  let seeded: LargeSeedCounts | undefined;
  const lines: string[] = [];
  const expected = largeCounts(SCALE);
  const indexNames = async () =>
    (
      await rawRows<{ name: string }>(
        ctx.db,
        ctx.dialect === 'sqlite'
          ? `select name from sqlite_master where type = 'index' order by name`
          : `select indexname as name from pg_indexes where schemaname = current_schema() order by indexname`,
      )
    ).map((row) => row.name);
  const count = async (query: string) => Number((await rawRows<{ n: number | string }>(ctx.db, query))[0]?.n ?? -1);

  it('seeds the sizes of the scale, with progress lines', async () => {
    const { password_hash: passwordHash } = await ctx.db.selectFrom('accounts').select('password_hash').where('email', '=', 'guest@demo.stay').executeTakeFirstOrThrow();
    expect(await hasLargeDataset(ctx.db)).toBe(false);
    const indexesBefore = await indexNames();
    seeded = await seedLargeDataset(ctx.db, { scale: SCALE, passwordHash, now: NOW, log: (line) => lines.push(line) });
    expect(seeded).toMatchObject({
      locations: LARGE_LOCATIONS.length - 1,
      suites: expected.suites,
      reservations: expected.reservations,
      chats: expected.chats,
      messages: expected.messages,
      orders: expected.orders,
      complaints: expected.complaints,
    });
    expect(lines.at(-1)).toMatch(/^Large dataset: done in \d+\.\d s \(\d+\.\d s of CPU in this process\)$/);
    expect(lines.some((line) => /\d+ chats, \d+ members, \d+ messages/.test(line))).toBe(true);
    expect(await hasLargeDataset(ctx.db)).toBe(true);
    // The indexes dropped for the load are all back.
    expect(await indexNames()).toEqual(indexesBefore);
    fullHistoryStays.set(ctx.dialect, await staysOfWindow(ctx.db, TENTH));
  });

  it('keeps the proportions: a realistic share of guests with an account, ratings and complaints on their stays', async () => {
    const reservations = await count(`select count(*) as n from reservations where id like 'large-%'`);
    expect(reservations).toBe(expected.reservations);
    const guests = await count(`select count(*) as n from persons where id like 'large-person-%'`);
    expect(guests / reservations).toBeGreaterThan(0.4);
    expect(guests / reservations).toBeLessThan(0.8);
    expect(await count(`select count(*) as n from accounts where person_id like 'large-person-%'`)).toBe(guests);
    // Every linked reservation names its guest as main guest, and the guest has it as their reservation.
    expect(
      await count(`select count(*) as n from reservations r join persons p on p.id = r.main_person_id and p.active_reservation_id = r.id where r.id like 'large-%'`),
    ).toBe(guests);
    expect(seeded!.ratings).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from employees where location_id = '${LARGE_LOCATIONS[2]!.id}' and role = 'GUIDE'`)).toBeGreaterThan(0);
    // Reservations span three years: some past, some upcoming.
    expect(await count(`select count(*) as n from reservations where id like 'large-%' and end_date_time < '${NOW.toISOString()}'`)).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from reservations where id like 'large-%' and start_date_time > '${NOW.toISOString()}'`)).toBeGreaterThan(0);
  });

  it('never books a suite twice at the same time', async () => {
    const overlaps = await count(`
      select count(*) as n from reservation_accommodations a
      join reservations r1 on r1.id = a.reservation_id
      join reservation_accommodations b on b.accommodation_id = a.accommodation_id and b.reservation_id <> a.reservation_id
      join reservations r2 on r2.id = b.reservation_id
      where a.accommodation_id like 'large-suite-%' and r1.start_date_time < r2.end_date_time and r2.start_date_time < r1.end_date_time`);
    expect(overlaps).toBe(0);
  });

  it("keeps each chat's newest message, activity and read marks consistent with its messages", async () => {
    const wrongLast = await count(`
      select count(*) as n from chats c
      where (c.last_message_nmbr is null
          or c.last_message_nmbr <> (select max(m.nmbr) from chat_messages m where m.chat_nmbr = c.nmbr)
          or c.activity_at <> (select m.created_at from chat_messages m where m.nmbr = c.last_message_nmbr))`);
    expect(wrongLast).toBe(0);
    const outOfOrder = await count(`
      select count(*) as n from chat_messages a join chat_messages b on b.chat_nmbr = a.chat_nmbr and b.nmbr = a.nmbr + 1
      where a.created_at >= b.created_at`);
    expect(outOfOrder).toBe(0);
    const badMarks = await count(`
      select count(*) as n from chat_read_state s join chats c on c.nmbr = s.chat_nmbr where s.last_read_nmbr > c.last_message_nmbr`);
    expect(badMarks).toBe(0);
    const guestChatsWithoutGuest = await count(`
      select count(*) as n from chats c where c.reservation_id like 'large-%'
        and not exists (select 1 from chat_members m join persons p on p.id = m.person_id where m.chat_nmbr = c.nmbr and p.active_reservation_id = c.reservation_id)`);
    expect(guestChatsWithoutGuest).toBe(0);
  });

  it('leaves every foreign key in place and checked', async () => {
    if (ctx.dialect === 'sqlite') expect(await rawRows(ctx.db, 'pragma foreign_key_check')).toEqual([]);
    const orphan = ctx.db
      .insertInto('chat_messages')
      .values({ chat_nmbr: 99_999_999, paragraph: 'no such chat', person_id: null, employee_id: null, attachments: '[]', mentions: '[]', client_id: null, created_at: NOW.toISOString() });
    await expect(orphan.execute()).rejects.toThrow(/foreign key/i);
    const payment = ctx.db.insertInto('order_payment_credits').values({ order_nmbr: 99_999_999, payment_ref: 'x', amount_cents: 1, created_at: NOW.toISOString() });
    await expect(payment.execute()).rejects.toThrow(/foreign key/i);
  });

  it('prices orders from their deliveries and pays every placed one once', async () => {
    const wrongTotals = await count(`
      select count(*) as n from orders o where o.reservation_id like 'large-%'
        and o.total_cents <> (select sum(d.price_cents * d.quantity) from order_deliveries d where d.order_nmbr = o.nmbr)`);
    expect(wrongTotals).toBe(0);
    const unpaid = await count(`
      select count(*) as n from orders o where o.reservation_id like 'large-%' and o.state = 60
        and (o.paid_cents <> o.total_cents or (select count(*) from payments p where p.order_nmbr = o.nmbr and p.status = 'paid') <> 1
          or (select sum(c.amount_cents) from order_payment_credits c where c.order_nmbr = o.nmbr) <> o.total_cents)`);
    expect(unpaid).toBe(0);
  });

  it('is seeded once: a second run leaves the database alone', async () => {
    const again: string[] = [];
    expect(await seedLargeDataset(ctx.db, { scale: SCALE, now: NOW, log: (line) => again.push(line) })).toBeUndefined();
    expect(again).toEqual(['Large dataset: already in the database, not seeded again']);
    expect(await count(`select count(*) as n from reservations where id like 'large-%'`)).toBe(expected.reservations);
  });

  it('keeps the demo logins working, and large staff and guests sign in and read their chats', async () => {
    expect((await ctx.login('guest@demo.stay')).role).toBe('GUEST');
    const guide = await ctx.login('guide@demo.stay');
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/employee/chat', headers: { accesstoken: guide.accesstoken } });
    expect(inbox.statusCode).toBe(200);

    const staff = await ctx.login('guide.br.01@large.stay');
    expect(staff.role).toBe('GUIDE');
    const parkInbox = await ctx.app.inject({ method: 'GET', url: '/api/employee/chat?disablepaging=true', headers: { accesstoken: staff.accesstoken } });
    expect(parkInbox.statusCode).toBe(200);
    const parkChats = await count(`select count(*) as n from chats where location_id = '${LARGE_LOCATIONS[1]!.id}' and chatstatus in ('O', 'I')`);
    expect(parkInbox.json<unknown[]>()).toHaveLength(parkChats);

    const guest = await ctx.db
      .selectFrom('chats as c')
      .innerJoin('persons as p', 'p.active_reservation_id', 'c.reservation_id')
      .innerJoin('accounts as a', 'a.person_id', 'p.id')
      .select(['a.email', 'c.nmbr'])
      .where('p.id', 'like', 'large-person-%')
      .orderBy('c.activity_at', 'desc')
      .executeTakeFirstOrThrow();
    const session = await ctx.login(guest.email);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/guest/reservation/current/chat/message?pagesize=5&markasread=false',
      headers: { accesstoken: session.accesstoken },
    });
    expect(page.statusCode).toBe(200);
    const messages = await count(`select count(*) as n from chat_messages where chat_nmbr = ${guest.nmbr}`);
    expect(page.json<unknown[]>()).toHaveLength(Math.min(5, messages));
  });
}, { seed: seedDemoData });

describeEachDialect('the large dataset with a tenth of its history (SEED_LARGE_HISTORY=0.1) at a tiny scale', (ctx) => {
  const count = async (query: string) => Number((await rawRows<{ n: number | string }>(ctx.db, query))[0]?.n ?? -1);
  const full = largeCounts(SCALE);
  const tenth = largeCounts(SCALE, TENTH);

  it('keeps the parks, suites and staff, with a tenth of the chats, messages, orders and complaints', async () => {
    const { password_hash: passwordHash } = await ctx.db.selectFrom('accounts').select('password_hash').where('email', '=', 'guest@demo.stay').executeTakeFirstOrThrow();
    const seeded = await seedLargeDataset(ctx.db, { scale: SCALE, history: TENTH, passwordHash, now: NOW, log: () => {} });
    expect(seeded).toMatchObject({
      locations: LARGE_LOCATIONS.length - 1,
      staff: LARGE_LOCATIONS.length * LARGE_STAFF_PER_LOCATION.reduce((sum, group) => sum + group.count, 0),
      suites: full.suites,
      chats: tenth.chats,
      messages: tenth.messages,
      orders: tenth.orders,
      complaints: tenth.complaints,
    });
    expect(tenth.messages / tenth.chats).toBe(full.messages / full.chats);
    // About a tenth of the three years' reservations: those that begin in the window.
    expect(seeded!.reservations / full.reservations).toBeGreaterThan(0.05);
    expect(seeded!.reservations / full.reservations).toBeLessThan(0.15);
  });

  it('has the very stays of its days: as many under way in every park on each day around now as with the full history', async () => {
    const { stays, underWay } = await staysOfWindow(ctx.db, TENTH);
    expect(stays.length).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from reservations where id like 'large-%'`)).toBe(stays.length);
    const fullHistory = fullHistoryStays.get(ctx.dialect);
    if (!fullHistory) throw new Error('the full history suite above seeds the stays this one is compared with: run the whole file');
    expect(underWay.length).toBeGreaterThan(0);
    expect(underWay).toEqual(fullHistory.underWay);
    expect(stays).toEqual(fullHistory.stays);
  });
}, { seed: seedDemoData });

describe('the large dataset\'s size', () => {
  it('sizes the full dataset as the budget names it, and a tenth at 0.1', () => {
    expect(largeCounts(1)).toEqual({ suites: 2_000, reservations: 50_000, chats: 10_000, messages: 1_000_000, orders: 100_000, complaints: 2_500 });
    expect(largeCounts(0.1)).toMatchObject({ suites: 200, reservations: 5_000, chats: 1_000, messages: 100_000, orders: 10_000 });
  });

  it('keeps the suites at a tenth of the history and takes a tenth of what lives in time, over a tenth of the days', () => {
    expect(largeCounts(1, 0.1)).toEqual({ suites: 2_000, reservations: 50_000, chats: 1_000, messages: 100_000, orders: 10_000, complaints: 250 });
    expect(largeWindow(1)).toEqual({ firstDay: -730, lastDay: 365 });
    expect(largeWindow(0.1)).toEqual({ firstDay: -73, lastDay: 37 });
  });
});
