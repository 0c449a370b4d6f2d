import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import {
  reservationSchema,
  locationSuiteSchema,
  staffReservationDashboardSchema,
  staffReservationDetailSchema,
  staffReservationPageSchema,
  type StaffReservationList,
} from '@stay/contract';
import { describeEachDialect, useStayApp } from '@stay/server/test-support';
import { DEMO_GUEST } from '../src/demo-data';
import { seedDemoBookings } from '../src/seed-demo-bookings';
import { DEMO_BOOKING_SUITES, DEMO_BOOKINGS } from '../src/seed-demo-bookings-data';
import { DEMO_GUIDE_IDS } from '../src/seed-demo-stays-data';
import { seedDemoData } from './seed-demo-data';

/** 11:00 in the demo park: arrivals at 15:00 are still to come, departures at 10:00 have left. */
const NOW = new Date('2026-05-12T09:00:00.000Z');
const numberOf = (key: string) => DEMO_BOOKINGS.find((booking) => booking.key === key)!.reservationNumber;

describeEachDialect(
  'seedDemoBookings',
  (ctx) => {
    const kit = useStayApp(ctx);
    let management = '';
    let guide = '';
    const lines: string[] = [];

    beforeAll(async () => {
      kit.clock.set(NOW);
      management = await kit.token('management@demo.stay');
      guide = await kit.token('guide@demo.stay');
    });

    const get = async <T>(token: string, url: string, schema: z.ZodType<T>): Promise<T> => {
      const response = await kit.call(token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return schema.parse(response.json());
    };
    const listed = async (list: StaffReservationList) =>
      (await get(management, `/api/employee/reservation/${list}?limit=100`, staffReservationPageSchema)).items.map((item) => item.nmbr);

    it('seeds bookings over the park’s suites idempotently, moving only their dates', async () => {
      const guestBefore = await get(await kit.token(DEMO_GUEST.email), '/api/guest/reservation/current', reservationSchema);
      expect(await seedDemoBookings(ctx.db, { now: NOW, log: (line) => lines.push(line) })).toEqual({
        suites: Object.keys(DEMO_BOOKING_SUITES).length,
        reservations: DEMO_BOOKINGS.length,
        devices: 3 * Object.keys(DEMO_BOOKING_SUITES).length,
        chats: DEMO_BOOKINGS.filter((booking) => booking.withChat).length,
      });
      expect(lines[0]).toMatch(/^Demo bookings: 19 reservations \(dates refreshed\) over 11 suites, 33 devices, 3 chats added$/);
      expect(await seedDemoBookings(ctx.db, { now: NOW, log: () => {} })).toEqual({ suites: 0, reservations: DEMO_BOOKINGS.length, devices: 0, chats: 0 });
      expect(new Set(DEMO_BOOKINGS.map((booking) => booking.suite)).size).toBeGreaterThanOrEqual(10);
      // The demo guest's own stay is untouched.
      expect(await get(await kit.token(DEMO_GUEST.email), '/api/guest/reservation/current', reservationSchema)).toEqual(guestBefore);
    });

    it('gives staff arrivals and departures today, guests in house, upcoming and past stays', async () => {
      const has = (numbers: string[], keys: string[]) => expect(numbers).toEqual(expect.arrayContaining(keys.map(numberOf)));
      has(await listed('check-in'), ['femke', 'thomas', 'olivia']);
      has(await listed('check-out'), ['kees', 'marieke', 'pierre']);
      has(await listed('on-premise'), ['ingrid', 'ahmed', 'sophie']);
      has(await listed('up-coming'), ['lukas', 'elif', 'mark', 'hanna', 'ruud']);
      has(await listed('passed'), ['kees', 'anja', 'tom', 'greta', 'bas', 'nora']);
      expect(await listed('on-premise')).not.toContain(numberOf('femke'));
    });

    it('opens a booking with its guide, chat, suite and devices; a late checkout is marked', async () => {
      const femke = await get(guide, `/api/employee/reservation/${numberOf('femke')}`, staffReservationDetailSchema);
      expect(femke).toMatchObject({
        mainGuest: { firstname: 'Femke', surname: 'Timmer', email: expect.stringContaining('@example.com') },
        guide: { _id: DEMO_GUIDE_IDS.sanne },
        suite: { name: 'Suite Duindoorn 1', deviceAlert: false },
        lateCheckout: false,
      });
      expect(femke.chatNmbr).not.toBeNull();
      expect(femke.suite?.domoticas.map((device) => device.type)).toEqual(['LOCK', 'CLIMATE', 'LIGHT']);
      // Device names are content in four languages: staff read them in their account's language.
      const { language } = await ctx.db.selectFrom('accounts').select('language').where('email', '=', 'guide@demo.stay').executeTakeFirstOrThrow();
      await ctx.db.updateTable('accounts').set({ language: 'de' }).where('email', '=', 'guide@demo.stay').execute();
      const inGerman = await get(guide, `/api/employee/reservation/${numberOf('femke')}`, staffReservationDetailSchema);
      await ctx.db.updateTable('accounts').set({ language }).where('email', '=', 'guide@demo.stay').execute();
      expect(inGerman.suite?.domoticas.map((device) => device.name)).toEqual(['Haustür', 'Thermostat', 'Wohnzimmer']);
      const marieke = await get(guide, `/api/employee/reservation/${numberOf('marieke')}`, staffReservationDetailSchema);
      expect(marieke).toMatchObject({ lateCheckout: true, guide: null, chatNmbr: null });
    });

    it('fills the dashboard and puts the suite with the offline lock first in the suite overview', async () => {
      const dashboard = await get(management, '/api/employee/reservation/dashboard', staffReservationDashboardSchema);
      expect(dashboard.arrivals).toBeGreaterThanOrEqual(3);
      expect(dashboard.departures).toBeGreaterThanOrEqual(3);
      expect(dashboard.totalSuites).toBeGreaterThanOrEqual(Object.keys(DEMO_BOOKING_SUITES).length);
      expect(dashboard.occupancy[0]?.occupied).toBeGreaterThanOrEqual(6);
      const suites = await get(management, '/api/employee/accommodation', z.array(locationSuiteSchema));
      expect(suites[0]).toMatchObject({ name: 'Suite Tureluur 2', deviceAlert: true, current: { nmbr: numberOf('sophie') } });
      expect(suites.find((suite) => suite.name === 'Suite Wulp 3')).toMatchObject({ current: null, nextArrival: null, deviceAlert: false });
    });
  },
  { seed: seedDemoData },
);
