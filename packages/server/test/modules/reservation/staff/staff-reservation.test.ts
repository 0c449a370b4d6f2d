import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEVICE_STATE_MAX_AGE_MS,
  guideProfileSchema,
  staffLeaderboardSchema,
  staffReservationDashboardSchema,
  staffReservationDetailSchema,
  staffReservationPageSchema,
  staffReservationStatusSchema,
  type StaffReservationList,
  type StaffReservationSummary,
} from '@stay/contract';
import { buildApp } from '../../../../src/app';
import { describeEachDialect } from '../../../support';
import type { TestStaff } from '../../../support/factories';
import { countingStatements } from '../../../support/statement-count';
import { useStayApp } from '../../../support/stay-app';

/** 06:00 in New York, 12:00 in Amsterdam. */
const NOW = '2026-07-10T10:00:00.000Z';

interface Booking {
  start: string;
  end: string;
  number?: string;
  guest?: [firstname: string, surname: string];
  /** Suites the stay holds (the first is the suite, whose name the reservation carries as every writer sets it). */
  suites?: readonly { id: string; name: string }[];
  guideId?: string;
}

describeEachDialect('staff reservations', (ctx) => {
  const kit = useStayApp(ctx);

  beforeAll(async () => {
    await ctx.factories.settings();
    kit.clock.set(NOW);
  });

  /** A reservation at exactly these instants (the controls window equals the stay). */
  async function booking(locationId: string, input: Booking) {
    const [firstname, surname] = input.guest ?? ['Main', 'Guest'];
    const reservation = await ctx.factories.reservation({
      locationId,
      mainGuest: { firstname, surname },
      ...(input.number ? { number: input.number } : {}),
      ...(input.guideId ? { guideId: input.guideId } : {}),
    });
    await ctx.db
      .updateTable('reservations')
      .set({
        start_date_time: input.start,
        end_date_time: input.end,
        controls_activation_date_time: input.start,
        controls_deactivation_date_time: input.end,
        accommodation_name: input.suites?.[0]?.name ?? null,
      })
      .where('id', '=', reservation.id)
      .execute();
    const suites = input.suites ?? [];
    if (suites.length > 0) {
      await ctx.db
        .insertInto('reservation_accommodations')
        .values(suites.map((suite, position) => ({ reservation_id: reservation.id, accommodation_id: suite.id, position })))
        .execute();
    }
    return reservation;
  }

  async function get<T>(staff: TestStaff, url: string, schema: z.ZodType<T>): Promise<T> {
    const response = await kit.call(staff.token, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  const page = (staff: TestStaff, list: StaffReservationList, query: Record<string, string | number> = {}) =>
    get(staff, `/api/employee/reservation/${list}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`, staffReservationPageSchema);

  /** Every item of a list, page by page. */
  async function all(staff: TestStaff, list: StaffReservationList, query: Record<string, string | number> = {}): Promise<StaffReservationSummary[]> {
    const items: StaffReservationSummary[] = [];
    let cursor: string | null = null;
    do {
      const answer = await page(staff, list, { ...query, ...(cursor ? { cursor } : {}) });
      items.push(...answer.items);
      cursor = answer.nextCursor;
    } while (cursor);
    return items;
  }

  const numbers = (items: readonly StaffReservationSummary[]) => items.map((item) => item.nmbr);

  describe('lists', () => {
    it("sorts each stay into the lists by the location's calendar day, not UTC's", async () => {
      const location = await ctx.factories.location({ timeZone: 'America/New_York' });
      const staff = await ctx.factories.staff({ role: 'CUBER', locationId: location.id });
      // Today in New York: [2026-07-10T04:00Z, 2026-07-11T04:00Z).
      const stays: Record<string, [start: string, end: string]> = {
        'NY-ARRIVED-YESTERDAY': ['2026-07-10T03:59:59.999Z', '2026-07-12T15:00:00.000Z'],
        'NY-ARRIVES-AT-MIDNIGHT': ['2026-07-10T04:00:00.000Z', '2026-07-12T16:00:00.000Z'],
        'NY-ARRIVES-TONIGHT': ['2026-07-11T03:59:59.999Z', '2026-07-14T15:00:00.000Z'],
        'NY-ARRIVES-TOMORROW': ['2026-07-11T04:00:00.000Z', '2026-07-14T15:00:00.000Z'],
        'NY-LEFT-AT-MIDNIGHT': ['2026-07-05T20:00:00.000Z', '2026-07-10T04:00:00.000Z'],
        'NY-LEFT-YESTERDAY': ['2026-07-05T20:00:00.000Z', '2026-07-10T03:59:59.999Z'],
        'NY-LEAVES-TONIGHT': ['2026-07-07T20:00:00.000Z', '2026-07-11T03:59:59.999Z'],
        'NY-LEAVES-NOW': ['2026-07-07T20:00:00.000Z', NOW],
        'NY-ARRIVES-NOW': [NOW, '2026-07-15T15:00:00.000Z'],
      };
      for (const [number, [start, end]] of Object.entries(stays)) await booking(location.id, { number, start, end });

      expect(numbers(await all(staff, 'check-in'))).toEqual(['NY-ARRIVES-AT-MIDNIGHT', 'NY-ARRIVES-NOW', 'NY-ARRIVES-TONIGHT']);
      expect(numbers(await all(staff, 'check-out'))).toEqual(['NY-LEFT-AT-MIDNIGHT', 'NY-LEAVES-NOW', 'NY-LEAVES-TONIGHT']);
      expect(numbers(await all(staff, 'on-premise'))).toEqual(['NY-LEAVES-TONIGHT', 'NY-ARRIVED-YESTERDAY', 'NY-ARRIVES-AT-MIDNIGHT', 'NY-ARRIVES-NOW']);
      expect(numbers(await all(staff, 'up-coming'))).toEqual(['NY-ARRIVES-TOMORROW']);
      expect(numbers(await all(staff, 'passed'))).toEqual(['NY-LEAVES-NOW', 'NY-LEFT-AT-MIDNIGHT', 'NY-LEFT-YESTERDAY']);
      expect(await get(staff, '/api/employee/reservation/status', staffReservationStatusSchema)).toEqual({
        date: '2026-07-10',
        timeZone: 'America/New_York',
        checkIn: 3,
        checkOut: 3,
        onPremise: 4,
        upComing: 1,
      });
    });

    it('keeps a stay longer than the others in house, also one booked after the list was read', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id });
      await booking(location.id, { number: 'WEEKEND', start: '2026-07-09T13:00:00.000Z', end: '2026-07-11T09:00:00.000Z' });
      await booking(location.id, { number: 'NEXT-WEEK', start: '2026-07-17T13:00:00.000Z', end: '2026-07-19T09:00:00.000Z' });
      expect(numbers(await all(staff, 'on-premise'))).toEqual(['WEEKEND']);

      // Sixty days, under way since 20 days: it ends long after the longest stay the first read was bounded by.
      await booking(location.id, { number: 'SEASON', start: '2026-06-20T13:00:00.000Z', end: '2026-08-19T09:00:00.000Z' });
      expect(numbers(await all(staff, 'on-premise'))).toEqual(['WEEKEND', 'SEASON']);
      expect(numbers(await all(staff, 'on-premise', { limit: 1 }))).toEqual(['WEEKEND', 'SEASON']);
      expect((await get(staff, '/api/employee/reservation/status', staffReservationStatusSchema)).onPremise).toBe(2);
    });

    it('moves the in-house list with the clock: a stay leaves at its end and another joins at its start, nothing rebooked', async () => {
      const location = await ctx.factories.location();
      const [first, second] = [await ctx.factories.staff({ role: 'GUIDE', locationId: location.id }), await ctx.factories.staff({ role: 'CUBER', locationId: location.id })];
      const at = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();
      await booking(location.id, { number: 'LEAVES-IN-AN-HOUR', start: at(-24), end: at(1) });
      await booking(location.id, { number: 'STAYS', start: at(-24), end: at(72) });
      await booking(location.id, { number: 'ARRIVES-IN-TWO-HOURS', start: at(2), end: at(96) });
      try {
        for (const staff of [first, second]) {
          expect(numbers(await all(staff, 'on-premise'))).toEqual(['LEAVES-IN-AN-HOUR', 'STAYS']);
          expect(numbers(await all(staff, 'on-premise', { limit: 1 }))).toEqual(['LEAVES-IN-AN-HOUR', 'STAYS']);
        }
        kit.clock.set(at(1));
        for (const staff of [first, second]) expect(numbers(await all(staff, 'on-premise', { limit: 1 }))).toEqual(['STAYS']);
        kit.clock.set(at(2));
        for (const staff of [first, second]) expect(numbers(await all(staff, 'on-premise'))).toEqual(['STAYS', 'ARRIVES-IN-TWO-HOURS']);
        // Back to an earlier instant (a clock set back): the list as it was then.
        kit.clock.set(NOW);
        expect(numbers(await all(second, 'on-premise'))).toEqual(['LEAVES-IN-AN-HOUR', 'STAYS']);
      } finally {
        kit.clock.set(NOW);
      }
    });

    it("reads a list page once for a location's staff: a colleague's read runs no statement; a change, or a jam report turning stale, shows at once", async () => {
      const location = await ctx.factories.location();
      const suite = await ctx.factories.suite({ locationId: location.id, name: 'Suite Shared' });
      const [first, second] = [await ctx.factories.staff({ role: 'GUIDE', locationId: location.id }), await ctx.factories.staff({ role: 'BACKOFFICE', locationId: location.id })];
      await booking(location.id, { number: 'ARRIVES-TODAY', start: '2026-07-10T14:00:00.000Z', end: '2026-07-12T09:00:00.000Z', suites: [suite] });
      await booking(location.id, { number: 'IN-HOUSE', start: '2026-07-09T14:00:00.000Z', end: '2026-07-12T09:00:00.000Z' });
      const counting = countingStatements(ctx.db);
      const counted = await buildApp({ config: { ...ctx.config, replyCache: 'off' }, db: counting.db, logger: false, now: kit.clock.now });
      try {
        const read = (staff: TestStaff, list: StaffReservationList) => counted.inject({ method: 'GET', url: `/api/employee/reservation/${list}`, headers: { accesstoken: staff.token } });
        // Each caller's first request loads the caller and the location, which later requests find kept.
        for (const staff of [first, second]) expect((await read(staff, 'passed')).statusCode).toBe(200);
        for (const list of ['check-in', 'on-premise'] as const) {
          const mine = await read(first, list);
          let theirs: Awaited<ReturnType<typeof read>> | undefined;
          // Only the request's own statements: the app's jobs (presence on PostgreSQL) run on the same handle meanwhile.
          expect(await counting.countOf(async () => (theirs = await read(second, list))), list).toEqual({ statements: 0, writes: 0 });
          expect(theirs!.json(), list).toEqual(mine.json());
        }
        await ctx.db.updateTable('reservations').set({ main_guest_surname: 'Renamed' }).where('reservation_number', '=', 'ARRIVES-TODAY').execute();
        const renamed = staffReservationPageSchema.parse((await read(second, 'check-in')).json());
        expect(renamed.items.map((item) => [item.nmbr, item.mainGuest.surname])).toEqual([['ARRIVES-TODAY', 'Renamed']]);
        const lock = await ctx.factories.device({ suiteId: suite.id, type: 'LOCK' });
        const jammedAt = kit.clock.now();
        await ctx.db.updateTable('domoticas').set({ state_status: 'jammed', reported_at: jammedAt.toISOString() }).where('id', '=', lock).execute();
        const alert = async (staff: TestStaff) => staffReservationPageSchema.parse((await read(staff, 'check-in')).json()).items.map((item) => [item.nmbr, item.deviceAlert]);
        expect(await alert(first)).toEqual([['ARRIVES-TODAY', true]]);
        expect(await alert(second)).toEqual([['ARRIVES-TODAY', true]]);
        // The jam report turns stale with time alone: no device writes, and the page shows it at that instant.
        kit.clock.set(new Date(jammedAt.getTime() + DEVICE_STATE_MAX_AGE_MS - 1000));
        expect(await alert(second)).toEqual([['ARRIVES-TODAY', true]]);
        kit.clock.set(new Date(jammedAt.getTime() + DEVICE_STATE_MAX_AGE_MS + 1000));
        expect(await alert(first)).toEqual([['ARRIVES-TODAY', false]]);
      } finally {
        kit.clock.set(NOW);
        await counted.close();
      }
    });

    it('pages by keyset without duplicates or gaps, ties in id order, with and without a search', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id });
      const sameStart = '2026-08-01T13:00:00.000Z';
      const created = [];
      for (let index = 0; index < 9; index += 1) {
        const start = index < 4 ? sameStart : `2026-08-${String(2 + index).padStart(2, '0')}T13:00:00.000Z`;
        const guest: [string, string] = [index % 2 === 0 ? 'Even' : 'Odd', `Guest ${index}`];
        created.push({ ...(await booking(location.id, { start, end: '2026-09-01T09:00:00.000Z', guest })), start, guest });
      }
      // Ended stays with one shared end, for the descending list.
      const sameEnd = '2026-07-01T09:00:00.000Z';
      const ended: Awaited<ReturnType<typeof booking>>[] = [];
      for (let index = 0; index < 5; index += 1) ended.push(await booking(location.id, { start: '2026-06-20T13:00:00.000Z', end: index < 3 ? sameEnd : `2026-06-2${index}T09:00:00.000Z` }));

      // Ties are in id order as the database collates ids: the one-page answer is the reference.
      const whole = await page(staff, 'up-coming', { limit: 100 });
      const expected = numbers(whole.items);
      expect([...expected].sort()).toEqual(created.map((stay) => stay.number).sort());
      expect(whole.items.map((item) => item.startDateTime)).toEqual(created.map((stay) => stay.start).sort());
      for (const limit of [1, 2, 3, 9]) expect(numbers(await all(staff, 'up-coming', { limit }))).toEqual(expected);
      const firstPage = await page(staff, 'up-coming', { limit: 9 });
      expect(firstPage.items).toHaveLength(9);
      expect(firstPage.nextCursor).toBeNull();

      const evens = new Set(created.filter((stay) => stay.guest[0] === 'Even').map((stay) => stay.number));
      expect(numbers(await all(staff, 'up-coming', { limit: 2, search: 'even' }))).toEqual(expected.filter((number) => evens.has(number)));

      const passed = numbers((await page(staff, 'passed', { limit: 100 })).items);
      expect([...passed].sort()).toEqual(ended.map((stay) => stay.number).sort());
      const ends = (await page(staff, 'passed', { limit: 100 })).items.map((item) => item.endDateTime);
      expect(ends).toEqual([...ends].sort().reverse());
      for (const limit of [1, 2]) expect(numbers(await all(staff, 'passed', { limit }))).toEqual(passed);
    });

    it('searches guest name, reservation number and suite name, case-insensitive and partial; % and _ match themselves', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'BACKOFFICE', locationId: location.id });
      const zeezicht = await ctx.factories.suite({ locationId: location.id, name: 'Suite Zeezicht 12' });
      const boslodge = await ctx.factories.suite({ locationId: location.id, name: 'Boslodge 3' });
      const upcoming = { start: '2026-08-01T13:00:00.000Z', end: '2026-08-05T09:00:00.000Z' };
      await booking(location.id, { ...upcoming, number: 'DZ-2026-000123', guest: ['Emma', 'Smit'], suites: [zeezicht] });
      await booking(location.id, { ...upcoming, number: 'DZ-2026-000456', guest: ['Jan', 'de Vries'], suites: [boslodge] });
      await booking(location.id, { ...upcoming, number: 'PCT-1', guest: ['Percent', '100%'] });
      await booking(location.id, { ...upcoming, number: 'USC-1', guest: ['Under', 'Score_Name'] });

      const search = async (text: string) => numbers(await all(staff, 'up-coming', { search: text })).sort();
      expect(await search('smi')).toEqual(['DZ-2026-000123']);
      expect(await search('EMMA SMIT')).toEqual(['DZ-2026-000123']);
      expect(await search('de vr')).toEqual(['DZ-2026-000456']);
      expect(await search('zeeZICHT')).toEqual(['DZ-2026-000123']);
      expect(await search('boslodge 3')).toEqual(['DZ-2026-000456']);
      expect(await search('dz-2026-000456')).toEqual(['DZ-2026-000456']);
      expect(await search('2026-000')).toEqual(['DZ-2026-000123', 'DZ-2026-000456']);
      expect(await search('%')).toEqual(['PCT-1']);
      expect(await search('_')).toEqual(['USC-1']);
      expect(await search('nobody here')).toEqual([]);
      expect(await search('  ')).toHaveLength(4);
    });

    it('summarises each stay: suite, guests, guide, chat, late checkout and device alert', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id });
      const guide = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id, firstname: 'Sanne' });
      const { reservation, guest } = await ctx.factories.stay({
        now: new Date(NOW),
        locationId: location.id,
        suites: ['Suite Duin 4'],
        guideId: guide.id,
        start: { days: 0, time: '15:00' },
        end: { days: 3, time: '10:00' },
        deactivation: { days: 3, time: '11:00' },
        guest: { firstname: 'Emma', surname: 'Smit' },
      });
      await ctx.factories.guest({ reservationId: reservation.id, isMain: false, firstname: 'Lotte' });
      const lock = await ctx.factories.device({ suiteId: reservation.suiteIds[0] as string, type: 'LOCK' });
      await ctx.db.updateTable('domoticas').set({ state_status: 'jammed', reported_at: NOW }).where('id', '=', lock).execute();
      const chat = await kit.call(guest.token, { method: 'GET', url: '/api/guest/reservation/current/chat' });
      expect(chat.statusCode, chat.body).toBe(200);
      await ctx.db.updateTable('accounts').set({ language: 'de' }).where('person_id', '=', guest.id).execute();
      const other = await booking(location.id, { start: '2026-07-10T14:00:00.000Z', end: '2026-07-12T08:00:00.000Z' });

      const items = (await page(staff, 'check-in')).items;
      // Without a linked main guest there is no account, so no language to show.
      expect(items.find((summary) => summary._id === other.id)?.guestLanguage).toBeNull();
      const item = items.find((summary) => summary._id === reservation.id);
      expect(item).toEqual({
        _id: reservation.id,
        nmbr: reservation.number,
        status: 30,
        isProvisional: false,
        startDateTime: '2026-07-10T13:00:00.000Z',
        endDateTime: '2026-07-13T08:00:00.000Z',
        controlsActivationDateTime: '2026-07-10T13:00:00.000Z',
        controlsDeactivationDateTime: '2026-07-13T09:00:00.000Z',
        lateCheckout: true,
        suite: { _id: reservation.suiteIds[0], name: 'Suite Duin 4' },
        mainGuest: { firstname: 'Emma', surname: 'Smit' },
        guestCount: 2,
        guide: { _id: guide.id, firstname: 'Sanne', surname: expect.any(String) },
        chatNmbr: chat.json<{ nmbr: number }>().nmbr,
        deviceAlert: true,
        guestLanguage: 'de',
      });
    });

    it('raises the device alert for a lock offline or jammed lately, not for one jammed long ago, working or unknown', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id });
      const hourAgo = new Date(Date.parse(NOW) - 60 * 60_000).toISOString();
      const locks = { offline: ['unavailable', hourAgo], jammed: ['jammed', NOW], 'jammed long ago': ['jammed', hourAgo], working: ['ok', NOW], unknown: ['unknown', NOW] } as const;
      for (const [name, [status, reportedAt]] of Object.entries(locks)) {
        const suite = await ctx.factories.suite({ locationId: location.id, name });
        await booking(location.id, { start: '2026-07-10T14:00:00.000Z', end: '2026-07-12T08:00:00.000Z', suites: [suite] });
        const lock = await ctx.factories.device({ suiteId: suite.id, type: 'LOCK' });
        await ctx.db.updateTable('domoticas').set({ state_status: status, reported_at: reportedAt }).where('id', '=', lock).execute();
        // A thermostat never raises the alert, whatever its state.
        const thermostat = await ctx.factories.device({ suiteId: suite.id, type: 'CLIMATE' });
        await ctx.db.updateTable('domoticas').set({ state_status: 'unavailable', reported_at: NOW }).where('id', '=', thermostat).execute();
      }

      const alerts = Object.fromEntries((await all(staff, 'check-in')).map((item) => [item.suite?.name, item.deviceAlert]));
      expect(alerts).toEqual({ offline: true, jammed: true, 'jammed long ago': false, working: false, unknown: false });
    });

    it('refuses a cursor that is garbage or belongs to another list', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'CUBER', locationId: location.id });
      for (let index = 0; index < 3; index += 1) await booking(location.id, { start: '2026-08-01T13:00:00.000Z', end: '2026-08-03T09:00:00.000Z' });
      const { nextCursor } = await page(staff, 'up-coming', { limit: 1 });
      expect(nextCursor).not.toBeNull();
      for (const [list, cursor] of [['passed', nextCursor], ['up-coming', 'not-a-cursor'], ['up-coming', Buffer.from('["up-coming"]').toString('base64url')]] as const) {
        const response = await kit.call(staff.token, { method: 'GET', url: `/api/employee/reservation/${list}?cursor=${cursor}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
      }
    });
  });

  describe('location scoping', () => {
    it("never shows staff another location's reservations; the booking answers as unknown", async () => {
      const here = await ctx.factories.location();
      const elsewhere = await ctx.factories.location({ name: 'Other park' });
      const staffHere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: here.id });
      const staffElsewhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: elsewhere.id });
      const mine = await booking(here.id, { start: '2026-07-10T08:00:00.000Z', end: '2026-07-12T09:00:00.000Z' });
      const theirs = await booking(elsewhere.id, { start: '2026-07-10T08:00:00.000Z', end: '2026-07-12T09:00:00.000Z' });

      for (const list of ['check-in', 'on-premise'] as const) {
        expect(numbers(await all(staffHere, list))).toEqual([mine.number]);
        expect(numbers(await all(staffElsewhere, list))).toEqual([theirs.number]);
      }
      const status = await get(staffElsewhere, '/api/employee/reservation/status', staffReservationStatusSchema);
      expect(status).toMatchObject({ checkIn: 1, onPremise: 1, checkOut: 0, upComing: 0 });

      expect((await get(staffHere, `/api/employee/reservation/${mine.number}`, staffReservationDetailSchema))._id).toBe(mine.id);
      for (const nmbr of [mine.number, 'NO-SUCH-RESERVATION']) {
        const response = await kit.call(staffElsewhere.token, { method: 'GET', url: `/api/employee/reservation/${nmbr}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
      }
    });

    it("lists only the employee's location's guides as available", async () => {
      const here = await ctx.factories.location();
      const elsewhere = await ctx.factories.location();
      const guideHere = await ctx.factories.staff({ role: 'GUIDE', locationId: here.id });
      const guideElsewhere = await ctx.factories.staff({ role: 'GUIDE', locationId: elsewhere.id });
      await ctx.factories.guideProfile(guideHere.id);
      await ctx.factories.guideProfile(guideElsewhere.id);
      const cuber = await ctx.factories.staff({ role: 'CUBER', locationId: elsewhere.id });
      const guides = await get(cuber, '/api/employee/available-guides', z.array(guideProfileSchema));
      expect(guides.map((guide) => guide._id)).toEqual([guideElsewhere.id]);
    });
  });

  describe('booking', () => {
    it('shows guests, invites, stay and controls window, suite devices, guide, questionnaire answers and chat', async () => {
      const location = await ctx.factories.location();
      const guide = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id, firstname: 'Sanne' });
      await ctx.factories.guideQuestionnaire();
      const { reservation, guest } = await ctx.factories.stay({
        now: new Date(NOW),
        locationId: location.id,
        number: 'DZ-2026-000777',
        suites: ['Suite Zeezicht 12', 'Parking place 12'],
        guideId: guide.id,
        relation: { erpUid: 'R-5001', name: 'Emma Smit' },
        start: { days: -1, time: '15:00' },
        end: { days: 2, time: '10:00' },
        guest: { firstname: 'Emma', surname: 'Smit', email: 'emma.staffview@test.stay' },
      });
      const extra = await ctx.factories.guest({ reservationId: reservation.id, isMain: false, firstname: 'Lotte', surname: 'Smit' });
      await ctx.factories.invite({ reservationId: reservation.id, email: 'friend@test.stay', invitedBy: guest.id });
      await ctx.factories.guideAnswers({ reservationId: reservation.id, guestId: guest.id, entries: [{ label: 'interests', awnser: 'food' }, { label: 'interests', awnser: 'hiking' }] });
      const suiteId = reservation.suiteIds[0] as string;
      const lock = await ctx.factories.device({ suiteId, type: 'LOCK', name: 'Front door' });
      await ctx.factories.device({ suiteId, type: 'LIGHT', name: 'Living room' });
      await ctx.db.updateTable('domoticas').set({ state_status: 'ok', state_value: JSON.stringify('LOCKED'), reported_at: NOW }).where('id', '=', lock).execute();
      const chat = await kit.call(guest.token, { method: 'GET', url: '/api/guest/reservation/current/chat' });
      await ctx.db.updateTable('accounts').set({ language: 'nl' }).where('person_id', '=', guest.id).execute();

      const detail = await get(guide, '/api/employee/reservation/DZ-2026-000777', staffReservationDetailSchema);
      expect(detail).toMatchObject({
        _id: reservation.id,
        nmbr: 'DZ-2026-000777',
        location: { _id: location.id, timeZone: 'Europe/Amsterdam' },
        startDateTime: '2026-07-09T13:00:00.000Z',
        endDateTime: '2026-07-12T08:00:00.000Z',
        controlsWindow: 'open',
        controlsAreActive: true,
        lateCheckout: false,
        relation: { erpUID: 'R-5001', name: 'Emma Smit' },
        mainGuest: { _id: guest.id, firstname: 'Emma', surname: 'Smit', email: 'emma.staffview@test.stay', cellphone: null },
        guestCount: 2,
        accommodations: [
          { _id: suiteId, name: 'Suite Zeezicht 12' },
          { _id: reservation.suiteIds[1], name: 'Parking place 12' },
        ],
        guide: { _id: guide.id, firstname: 'Sanne' },
        chatNmbr: chat.json<{ nmbr: number }>().nmbr,
        deviceAlert: false,
        guestLanguage: 'nl',
        questionnaire: [
          {
            questionnaire: 'guide',
            label: 'interests',
            question: 'What would you like to do?',
            answers: [
              { awnser: 'hiking', text: 'Walking' },
              { awnser: 'food', text: 'Food and drinks' },
            ],
          },
        ],
      });
      expect(detail.guideSelectionTimestamp).not.toBeNull();
      expect(detail.guests.map((guest) => [guest._id, guest.isMainGuest, guest.language])).toEqual([
        [guest.id, true, 'nl'],
        [extra.id, false, 'en'],
      ]);
      expect(detail.invites).toEqual([expect.objectContaining({ email: 'friend@test.stay', status: 'PENDING' })]);
      expect(detail.suite?.name).toBe('Suite Zeezicht 12');
      expect(detail.suite?.domoticas.map((device) => [device.name, device.state?.status])).toEqual([
        ['Front door', 'ok'],
        ['Living room', 'unknown'],
      ]);
    });

    it('answers a booking without chat, guide or suite with nulls', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'CUBER', locationId: location.id });
      const bare = await booking(location.id, { start: '2026-09-01T13:00:00.000Z', end: '2026-09-03T09:00:00.000Z' });
      const answer = await get(staff, `/api/employee/reservation/${bare.number}`, staffReservationDetailSchema);
      expect(answer).toMatchObject({ chatNmbr: null, guide: null, suite: null, accommodations: [], guests: [], invites: [], questionnaire: [], guestCount: 1, controlsWindow: 'not-started' });
    });
  });

  describe('dashboard', () => {
    it('is for support and management: a guide is refused', async () => {
      const location = await ctx.factories.location();
      const guide = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id });
      const response = await kit.call(guide.token, { method: 'GET', url: '/api/employee/reservation/dashboard' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it("counts today's arrivals, departures and guests in house, and the suites occupied each night for 28 days", async () => {
      const location = await ctx.factories.location();
      const manager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: location.id });
      // S4 stays empty: it counts in the total, never as occupied.
      const [s1, s2, s3] = await Promise.all(['S1', 'S2', 'S3', 'S4'].map((name) => ctx.factories.suite({ locationId: location.id, name })));
      const parking = await ctx.factories.suite({ locationId: location.id, name: 'Parking 1' });
      // Amsterdam: now is 12:00 on 2026-07-10.
      await booking(location.id, { start: '2026-07-08T13:00:00.000Z', end: '2026-07-12T09:00:00.000Z', suites: [s1!] });
      await booking(location.id, { start: '2026-07-10T13:00:00.000Z', end: '2026-07-11T09:00:00.000Z', suites: [s2!] });
      await booking(location.id, { start: '2026-07-05T13:00:00.000Z', end: '2026-07-10T09:00:00.000Z', suites: [s3!, parking] });
      await booking(location.id, { start: '2026-07-20T13:00:00.000Z', end: '2026-07-22T09:00:00.000Z', suites: [s1!] });

      const dashboard = await get(manager, '/api/employee/reservation/dashboard', staffReservationDashboardSchema);
      expect(dashboard).toMatchObject({ date: '2026-07-10', timeZone: 'Europe/Amsterdam', arrivals: 1, departures: 1, inHouse: 1, totalSuites: 4 });
      expect(dashboard.occupancy).toHaveLength(28);
      expect(dashboard.occupancy.at(-1)?.date).toBe('2026-08-06');
      const occupied = Object.fromEntries(dashboard.occupancy.filter((day) => day.occupied > 0).map((day) => [day.date, day.occupied]));
      expect(occupied).toEqual({ '2026-07-10': 2, '2026-07-11': 1, '2026-07-20': 1, '2026-07-21': 1 });
      expect(dashboard.occupancy.every((day) => day.total === 4)).toBe(true);
    });
  });

  describe('leaderboard', () => {
    it('ranks the location’s guides by guests matched then served this month; ties share a rank', async () => {
      const location = await ctx.factories.location();
      const elsewhere = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'CUBER', locationId: location.id });
      const [anna, bram, cees, dirk] = await Promise.all(
        ['Anna', 'Bram', 'Cees', 'Dirk'].map((firstname) => ctx.factories.staff({ role: 'GUIDE', locationId: location.id, firstname })),
      );
      const stay = (guideId: string, start: string, end: string, at = location.id) => booking(at, { start, end, guideId });
      for (const guide of [anna!, bram!]) {
        await stay(guide.id, '2026-07-01T13:00:00.000Z', '2026-07-03T09:00:00.000Z');
        await stay(guide.id, '2026-07-04T13:00:00.000Z', '2026-07-06T09:00:00.000Z');
        await stay(guide.id, '2026-07-09T13:00:00.000Z', '2026-07-12T09:00:00.000Z');
      }
      await stay(cees!.id, '2026-07-01T13:00:00.000Z', '2026-07-03T09:00:00.000Z');
      await stay(cees!.id, '2026-07-12T13:00:00.000Z', '2026-07-14T09:00:00.000Z');
      await stay(cees!.id, '2026-07-20T13:00:00.000Z', '2026-07-24T09:00:00.000Z');
      await stay(cees!.id, '2026-06-27T13:00:00.000Z', '2026-06-29T09:00:00.000Z');
      await stay(anna!.id, '2026-07-02T13:00:00.000Z', '2026-07-03T09:00:00.000Z', elsewhere.id);

      const board = await get(staff, '/api/employee/reservation/leaderboard', staffLeaderboardSchema);
      expect(board.from).toBe('2026-07-01');
      expect(board.to).toBe('2026-07-31');
      expect(board.rows.map((row) => [row.employee.firstname, row.matched, row.served, row.rank])).toEqual([
        ['Anna', 3, 2, 1],
        ['Bram', 3, 2, 1],
        ['Cees', 3, 1, 3],
        ['Dirk', 0, 0, 4],
      ]);
      expect(board.rows[3]?.employee._id).toBe(dirk!.id);

      const june = await get(staff, '/api/employee/reservation/leaderboard?from=2026-06-01&to=2026-06-30', staffLeaderboardSchema);
      expect(june.rows.map((row) => [row.employee.firstname, row.matched, row.served, row.rank])).toEqual([
        ['Cees', 1, 1, 1],
        ['Anna', 0, 0, 2],
        ['Bram', 0, 0, 2],
        ['Dirk', 0, 0, 2],
      ]);

      const backwards = await kit.call(staff.token, { method: 'GET', url: '/api/employee/reservation/leaderboard?from=2026-07-02&to=2026-07-01' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });
});
