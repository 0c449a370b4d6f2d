import { beforeAll, describe, expect, it } from 'vitest';
import { availabilitySlotSchema, guideProfileSchema, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';

const BASE = '/api/employee/availabilty';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKLY = { repeat: 'weekly', kind: 'available', weekday: 2, from: '09:00', till: '17:30', note: 'Tuesdays' } as const;
const HOLIDAY = { repeat: 'once', kind: 'unavailable', start: '2030-08-01T00:00:00.000Z', end: '2030-08-15T00:00:00.000Z' } as const;

describeEachDialect('staff availability', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;

  const slots = async (who: TestStaff, query = '') => z.array(availabilitySlotSchema).parse((await kit.request(who, 'GET', `${BASE}${query}`)).json());

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole((await ctx.factories.location({ name: 'Other park' })).id);
  });

  describe('own slots', () => {
    it('keeps weekly hours and exceptions: create, read, replace, delete', async () => {
      const me = await ctx.factories.staff({ role: 'GUIDE', locationId });
      const weekly = availabilitySlotSchema.parse((await kit.request(me, 'POST', `${BASE}/create`, WEEKLY)).json());
      expect(weekly).toMatchObject({ employee: me.id, kind: 'available', repeat: 'weekly', weekday: 2, from: '09:00', till: '17:30', start: null, end: null, note: 'Tuesdays' });
      const holiday = availabilitySlotSchema.parse((await kit.request(me, 'POST', `${BASE}/create`, HOLIDAY)).json());
      expect(holiday).toMatchObject({ repeat: 'once', kind: 'unavailable', weekday: null, from: null, till: null, start: HOLIDAY.start, end: HOLIDAY.end, note: '' });
      expect((await slots(me)).map((slot) => slot.nmbr)).toEqual([weekly.nmbr, holiday.nmbr]);
      expect(availabilitySlotSchema.parse((await kit.request(me, 'GET', `${BASE}/${weekly.nmbr}`)).json())).toEqual(weekly);

      // Replacing a weekly slot by an exception clears the weekly fields.
      const replaced = availabilitySlotSchema.parse((await kit.request(me, 'POST', `${BASE}/${weekly.nmbr}`, { ...HOLIDAY, kind: 'available', note: 'Extra shift' })).json());
      expect(replaced).toMatchObject({ nmbr: weekly.nmbr, repeat: 'once', kind: 'available', weekday: null, from: null, till: null, start: HOLIDAY.start, note: 'Extra shift' });

      expect((await kit.request(me, 'DELETE', `${BASE}/${holiday.nmbr}`)).statusCode).toBe(200);
      const gone = await kit.request(me, 'GET', `${BASE}/${holiday.nmbr}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('AVAILABILITY_NOT_FOUND');
      expect((await slots(me)).map((slot) => slot.nmbr)).toEqual([weekly.nmbr]);
    });

    it('refuses impossible slots', async () => {
      for (const body of [
        { ...WEEKLY, from: '17:00', till: '09:00' },
        { ...WEEKLY, weekday: 8 },
        { ...WEEKLY, from: '9:00' },
        { ...WEEKLY, from: '24:00', till: '24:00' },
        { ...HOLIDAY, end: HOLIDAY.start },
        { ...HOLIDAY, repeat: 'monthly' },
        { kind: 'available', weekday: 1, from: '09:00', till: '10:00' },
      ]) {
        const response = await kit.request(staff.GUIDE, 'POST', `${BASE}/create`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().code).toBe('INVALID_INPUT');
      }
      expect((await kit.request(staff.GUIDE, 'POST', `${BASE}/create`, { ...WEEKLY, from: '18:00', till: '24:00' })).statusCode).toBe(200);
    });
  });

  describe('colleagues', () => {
    it('lets support and management keep the slots of staff of their own location', async () => {
      const guide = await ctx.factories.staff({ role: 'GUIDE', locationId });
      for (const role of ['CUBER', 'BACKOFFICE', 'MANAGEMENT'] as const) {
        const created = await kit.request(staff[role], 'POST', `${BASE}/create`, { ...WEEKLY, employee: guide.id });
        expect(created.statusCode, role).toBe(200);
        const slot = availabilitySlotSchema.parse(created.json());
        expect(slot.employee).toBe(guide.id);
        expect((await kit.request(staff[role], 'POST', `${BASE}/${slot.nmbr}`, HOLIDAY)).statusCode).toBe(200);
      }
      expect((await slots(staff.MANAGEMENT, `?employee=${guide.id}`)).length).toBe(3);
      expect((await slots(guide)).length).toBe(3);
      const [first] = await slots(guide);
      expect((await kit.request(staff.CUBER, 'DELETE', `${BASE}/${first!.nmbr}`)).statusCode).toBe(200);
      expect((await slots(guide)).length).toBe(2);
    });

    it('lets support keep the slots of staff who work at every location, as the location’s staff list offers them', async () => {
      const roaming = await ctx.factories.staff({ role: 'BACKOFFICE', locationId: null });
      const created = await kit.request(staff.CUBER, 'POST', `${BASE}/create`, { ...WEEKLY, employee: roaming.id });
      expect(created.statusCode).toBe(200);
      expect((await slots(staff.MANAGEMENT, `?employee=${roaming.id}`)).map((slot) => slot.employee)).toEqual([roaming.id]);
      expect((await kit.request(staff.GUIDE, 'GET', `${BASE}?employee=${roaming.id}`)).statusCode).toBe(403);
    });

    it('refuses a guide reading or keeping a colleague’s slots, and support of another location', async () => {
      const guide = await ctx.factories.staff({ role: 'GUIDE', locationId });
      const slot = availabilitySlotSchema.parse((await kit.request(guide, 'POST', `${BASE}/create`, WEEKLY)).json());
      const colleague = await ctx.factories.staff({ role: 'GUIDE', locationId });
      expect((await kit.request(colleague, 'GET', `${BASE}?employee=${guide.id}`)).statusCode).toBe(403);
      expect((await kit.request(colleague, 'POST', `${BASE}/create`, { ...WEEKLY, employee: guide.id })).statusCode).toBe(403);
      for (const [method, payload] of [['GET'], ['POST', HOLIDAY], ['DELETE']] as const) {
        for (const who of [colleague, elsewhere.MANAGEMENT]) {
          const response = await kit.request(who, method, `${BASE}/${slot.nmbr}`, payload);
          expect(response.statusCode).toBe(404);
          expect(response.json().code).toBe('AVAILABILITY_NOT_FOUND');
        }
      }
      expect((await kit.request(elsewhere.MANAGEMENT, 'GET', `${BASE}?employee=${guide.id}`)).statusCode).toBe(403);
      expect((await kit.request(elsewhere.MANAGEMENT, 'POST', `${BASE}/create`, { ...WEEKLY, employee: guide.id })).statusCode).toBe(403);
      expect(await slots(guide)).toEqual([slot]);
    });

    it('never lets guests reach availability', async () => {
      const { guest } = await ctx.factories.stay({ locationId });
      expect((await kit.call(guest.token, { method: 'GET', url: BASE })).statusCode).toBe(403);
    });
  });

  describe('guide selection', () => {
    let available: TestStaff;
    let away: TestStaff;
    let guest: TestGuest;

    beforeAll(async () => {
      // A park of its own, so the guides on offer are exactly these two.
      const park = (await ctx.factories.location({ name: 'Guide park' })).id;
      available = await ctx.factories.staff({ role: 'GUIDE', locationId: park, firstname: 'Anna' });
      away = await ctx.factories.staff({ role: 'GUIDE', locationId: park, firstname: 'Bas' });
      for (const guide of [available, away]) await ctx.factories.guideProfile(guide.id);
      await ctx.factories.guideQuestionnaire();
      ({ guest } = await ctx.factories.stay({ locationId: park }));
      // Away from an hour ago for two days; the guest's stay runs from yesterday for four days.
      const now = kit.clock.now().getTime();
      const exception = { repeat: 'once', kind: 'unavailable', start: new Date(now - HOUR).toISOString(), end: new Date(now + 2 * DAY).toISOString() };
      expect((await kit.request(away, 'POST', `${BASE}/create`, exception)).statusCode).toBe(200);
    });

    const offered = async (who: { token: string }, url: string) => z.array(guideProfileSchema).parse((await kit.call(who.token, { method: 'GET', url })).json()).map((guide) => guide._id);

    it('does not offer a guide who is unavailable now, to guests nor staff, and refuses choosing them', async () => {
      expect(await offered(guest, '/api/guest/available-guides')).toEqual([available.id]);
      const staffOfPark = await ctx.factories.staff({ role: 'CUBER', locationId: available.locationId });
      expect(await offered(staffOfPark, '/api/employee/available-guides')).toEqual([available.id]);
      const matched = await kit.call(guest.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: [{ label: 'interests', awnser: 'hiking' }] } });
      expect(matched.json().map((guide: { _id: string }) => guide._id)).toEqual([available.id]);
      const chosen = await kit.call(guest.token, { method: 'POST', url: `/api/guest/choose-guide/${away.id}` });
      expect(chosen.statusCode).toBe(400);
      expect(chosen.json().code).toBe('INVALID_INPUT');
    });

    it('offers the guide again once the exception is over', async () => {
      kit.clock.advance(3 * DAY);
      const guides = await offered(guest, '/api/guest/available-guides');
      kit.clock.reset();
      expect(guides).toEqual([available.id, away.id]);
    });
  });
});
