import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { checkOutSettingsSchema, staffReservationPageSchema, housekeepingListSchema, selfCheckOutSchema, stayStatusSchema } from '@stay/contract';
import { describeEachDialect, useStayApp } from '@stay/server/test-support';
import { seedDemoBookings } from '../src/seed-demo-bookings';
import { seedDemoChats } from '../src/seed-demo-chats';
import { DEMO_BOOKINGS } from '../src/seed-demo-bookings-data';
import { seedDemoDoorKeys } from '../src/seed-demo-door-keys';
import { DEMO_CHECK_OUT_CHECKLIST } from '../src/seed-demo-door-keys-data';
import { DEMO_STAYS } from '../src/seed-demo-stays-data';
import { seedDemoData } from './seed-demo-data';

/** 11:00 in the demo park (summer time): today's arrivals at 15:00 are still to come, departures at 10:00 have left. */
const NOW = new Date('2026-05-12T09:00:00.000Z');
/** 17:00 the same day: the first arrival has opened her door. */
const EVENING = new Date('2026-05-12T15:00:00.000Z');
const numberOf = (key: string) => DEMO_BOOKINGS.find((booking) => booking.key === key)!.reservationNumber;
const stayNumberOf = (key: string) => DEMO_STAYS.find((stay) => stay.key === key)!.reservationNumber;

describeEachDialect(
  'seedDemoDoorKeys',
  (ctx) => {
    const kit = useStayApp(ctx);
    let guide = '';
    const lines: string[] = [];

    beforeAll(async () => {
      kit.clock.set(NOW);
      guide = await kit.token('guide@demo.stay');
      await seedDemoChats(ctx.db, { now: NOW, log: () => {} });
      await seedDemoBookings(ctx.db, { now: NOW, log: () => {} });
    });

    const get = async <T>(token: string, url: string, schema: z.ZodType<T>): Promise<T> => {
      const response = await kit.call(token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return schema.parse(response.json());
    };
    const statusOf = (key: string, number = numberOf(key)) => get(guide, `/api/employee/stay-status/${number}`, stayStatusSchema);

    it('gives guests keys used, only activated, with a failed attempt and an offline lock, idempotently', async () => {
      expect(await seedDemoDoorKeys(ctx.db, { now: NOW, log: (line) => lines.push(line) })).toEqual({ keys: 29, checkOuts: 2, housekeeping: 7 });
      expect(lines[0]).toBe('Demo door keys: 29 keys, 2 check-outs today, 7 suites ticked in housekeeping, the check-out checklist');
      expect(await seedDemoDoorKeys(ctx.db, { now: NOW, log: () => {} })).toEqual({ keys: 29, checkOuts: 2, housekeeping: 7 });

      // Everyone in house has opened their door but Ahmed, who only opened the app.
      const inHouse = await get(guide, '/api/employee/reservation/on-premise?limit=100', staffReservationPageSchema);
      const statuses = new Map((await get(guide, '/api/employee/stay-status', z.array(stayStatusSchema))).map((status) => [status.nmbr, status]));
      const notInHouse = inHouse.items.filter((item) => !statuses.get(item.nmbr)?.isInHouse).map((item) => item.mainGuest.firstname);
      expect(notInHouse).toEqual(['Ahmed']);

      expect(await statusOf('lukas', stayNumberOf('lukas'))).toMatchObject({ isInHouse: true, keys: [{ firstname: 'Lukas', failedAttempts: 0, lockStatus: 'ok' }] });
      expect(await statusOf('noguide', stayNumberOf('noguide'))).toMatchObject({ isInHouse: true, keys: [{ failedAttempts: 1, lockStatus: 'ok' }] });
      expect(await statusOf('ahmed')).toMatchObject({ isInHouse: false, keys: [{ firstname: 'Ahmed', firstUsedAt: null }] });
      expect(await statusOf('sophie')).toMatchObject({ isInHouse: true, keys: [{ failedAttempts: 2, lockStatus: 'unavailable' }] });
      // Not arrived yet at 11:00; the demo guest's own first unlock is left to whoever tries the demo.
      expect(await statusOf('femke')).toMatchObject({ isInHouse: false, keys: [] });
      expect(await get(guide, '/api/employee/stay-status/DZ-2025-000123', stayStatusSchema)).toMatchObject({ keys: [] });
    });

    it('checks two of today’s departures out this morning and puts their suites on the housekeeping list, some ticked', async () => {
      expect(await statusOf('kees')).toMatchObject({ checkedOutAt: '2026-05-12T07:20:00.000Z' });
      expect(await statusOf('pierre')).toMatchObject({ checkedOutAt: '2026-05-12T07:05:00.000Z' });
      expect((await statusOf('marieke')).checkedOutAt).toBeNull();

      const cuber = await kit.token('cuber@demo.stay');
      const { items } = await get(cuber, '/api/employee/housekeeping', housekeepingListSchema);
      const item = (suite: string) => items.find((candidate) => candidate.suite.name === suite);
      expect(item('Suite Duindoorn 2')).toMatchObject({ state: 'to-clean', departure: { checkedOutAt: '2026-05-12T07:20:00.000Z' } });
      // Ready is ticked before the seeding moment, never in the future.
      expect(item('Suite Wulp 1')).toMatchObject({ state: 'ready', readyAt: '2026-05-12T08:55:00.000Z' });
      expect(item('Suite Duindoorn 1')).toMatchObject({ state: 'ready', readyAt: '2026-05-12T08:15:00.000Z', arrival: { nmbr: numberOf('femke') } });
      expect(item('Suite Lepelaar 1')).toMatchObject({ readyAt: null, expectedReadyAt: '2026-05-12T12:30:00.000Z' });
      expect(item('Suite Tureluur 1')).toMatchObject({ readyAt: null, departure: { nmbr: numberOf('marieke'), checkedOutAt: null } });
    });

    it('writes the park’s checklist in four languages: management edits it, a French guest reads it in French', async () => {
      const settings = await get(await kit.token('management@demo.stay'), '/api/employee/check-out/settings', checkOutSettingsSchema);
      expect(settings.checklist).toEqual(DEMO_CHECK_OUT_CHECKLIST);
      expect(settings.checklist.every((item) => item.nl && item.de && item.fr)).toBe(true);
      const camille = await get(await kit.token('camille@demo.stay'), '/api/guest/check-out', selfCheckOutSchema);
      expect(camille.checklist).toEqual(DEMO_CHECK_OUT_CHECKLIST.map((item) => item.fr));
    });

    it('opens the first arrival’s door once the seeding moment is past it', async () => {
      await seedDemoDoorKeys(ctx.db, { now: EVENING, log: () => {} });
      const femke = await statusOf('femke');
      expect(femke).toMatchObject({ isInHouse: true, keys: [{ firstname: 'Femke', firstUsedAt: '2026-05-12T13:25:00.000Z' }] });
      expect(femke.keys[0]?.lastUsedAt).toBe('2026-05-12T13:25:00.000Z');
    });
  },
  { seed: seedDemoData },
);
