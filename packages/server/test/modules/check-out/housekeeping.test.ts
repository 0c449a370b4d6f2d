import { beforeAll, expect, it } from 'vitest';
import { housekeepingItemSchema, housekeepingListSchema, stayStatusSchema, suiteReadinessSchema, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import { instantAt, type TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { ok } from '../../support/answers';

const HOUSEKEEPING = '/api/employee/housekeeping';
/** The day the clocks go forward in Amsterdam (23 hours). */
const DAY = new Date('2026-03-29T10:00:00.000Z');
const at = (time: string, days = 0) => instantAt(DAY, { days, time });

describeEachDialect('housekeeping from the reservations', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: TestStaff;
  let suiteId: string;
  let leaving: Awaited<ReturnType<typeof ctx.factories.stay>>;
  let arriving: Awaited<ReturnType<typeof ctx.factories.stay>>;

  const housekeepingRows = () => ctx.db.selectFrom('housekeeping_days').selectAll().execute();

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: (await ctx.factories.location({ name: 'Other park' })).id, workgroup: 'Housekeeping' });
    leaving = await ctx.factories.stay({ now: DAY, locationId, suites: ['Dune 7'], start: { days: -4, time: '15:00' }, end: { days: 0, time: '10:00' } });
    suiteId = leaving.reservation.suiteIds[0] as string;
    arriving = await ctx.factories.reservation({ now: DAY, locationId, start: { days: 0, time: '15:00' }, end: { days: 3, time: '10:00' }, mainGuest: { firstname: 'Ada', surname: 'Arrival' } }).then(async (reservation) => {
      await ctx.db.insertInto('reservation_accommodations').values({ reservation_id: reservation.id, accommodation_id: suiteId, position: 0 }).execute();
      return { reservation, guest: await ctx.factories.guest({ reservationId: reservation.id }) };
    });
    await ctx.factories.stay({ now: DAY, locationId, suites: ['Dune 9'], start: { days: -1, time: '15:00' }, end: { days: 2, time: '10:00' } });
    await ctx.db
      .insertInto('complaints')
      .values({
        location_id: locationId,
        reservation_id: leaving.reservation.id,
        subject: 'Sand in the shower drain',
        state: 'New',
        assigned: '',
        priority: 'NORMAL',
        kind: 'CLEANING',
        workgroup: null,
        employee_id: staff.GUIDE.id,
        created_by: staff.GUIDE.id,
        reviewed_by: null,
        reviewed_at: null,
        review_reason: null,
        resolved_by: null,
        resolved_at: null,
        creation_date: '2026-03-28',
        created_at: at('12:00', -1),
        updated_at: at('12:00', -1),
      })
      .execute();
  });

  it('lists the suites people leave or arrive in that day, with when each is free and must be ready, and cleaning notes', async () => {
    kit.clock.set(at('09:00'));
    const list = await ok(housekeepingListSchema, kit.request(staff.CUBER, 'GET', HOUSEKEEPING));
    expect(list.date).toBe('2026-03-29');
    expect(list.items).toEqual([
      {
        suite: { _id: suiteId, name: 'Dune 7' },
        departure: { nmbr: leaving.reservation.number, departure: at('10:00'), checkedOutAt: null },
        arrival: { nmbr: arriving.reservation.number, startDateTime: at('15:00'), mainGuest: { firstname: 'Ada', surname: 'Arrival' } },
        freeAt: at('10:00'),
        readyBy: at('15:00'),
        state: 'occupied',
        readyAt: null,
        expectedReadyAt: null,
        notes: ['Sand in the shower drain'],
      },
    ]);
    expect(at('10:00')).toBe('2026-03-29T08:00:00.000Z');
    kit.clock.set(at('10:00'));
    expect((await ok(housekeepingListSchema, kit.request(staff.CUBER, 'GET', HOUSEKEEPING))).items[0]?.state).toBe('to-clean');
    const dayBefore = await ok(housekeepingListSchema, kit.request(staff.CUBER, 'GET', `${HOUSEKEEPING}?date=2026-03-28`));
    expect(dayBefore.items.map((item) => [item.suite.name, item.arrival?.startDateTime, item.departure])).toEqual([['Dune 9', at('15:00', -1), null]]);
    expect((await ok(housekeepingListSchema, kit.request(elsewhere, 'GET', HOUSEKEEPING))).items).toEqual([]);
  });

  it("keeps a late checkout's suite occupied until the late time (the deactivation at the location's late checkout time)", async () => {
    // The test settings' late checkout is 11:00; five days on, the clocks have gone forward already.
    const late = await ctx.factories.stay({
      now: DAY,
      locationId,
      suites: ['Dune 11'],
      start: { days: 2, time: '15:00' },
      end: { days: 5, time: '10:00' },
      deactivation: { days: 5, time: '11:00' },
    });
    const date = '2026-04-03';
    kit.clock.set(at('10:30', 5));
    const [item] = (await ok(housekeepingListSchema, kit.request(staff.CUBER, 'GET', `${HOUSEKEEPING}?date=${date}`))).items;
    expect(item).toMatchObject({ suite: { name: 'Dune 11' }, departure: { nmbr: late.reservation.number, departure: at('11:00', 5) }, freeAt: at('11:00', 5), state: 'occupied' });
    kit.clock.set(at('11:00', 5));
    expect((await ok(housekeepingListSchema, kit.request(staff.CUBER, 'GET', `${HOUSEKEEPING}?date=${date}`))).items[0]?.state).toBe('to-clean');
  });

  it('tells the arriving guest when a late suite will be ready, and marks the arrival ready once ticked', async () => {
    kit.clock.set(at('14:00'));
    const readiness = () => ok(suiteReadinessSchema, kit.call(arriving.guest.token, { method: 'GET', url: '/api/guest/check-out/suite-readiness' }));
    const arrivalStatus = () => ok(stayStatusSchema, kit.request(staff.GUIDE, 'GET', `/api/employee/stay-status/${arriving.reservation.number}`));
    expect(await readiness()).toEqual({ isReady: false, isLate: false, expectedReadyAt: null });
    expect((await arrivalStatus()).isSuiteReady).toBe(false);

    const expected = await ok(housekeepingItemSchema, kit.request(staff.CUBER, 'POST', `${HOUSEKEEPING}/${suiteId}`, { date: '2026-03-29', isReady: false, expectedReadyAt: at('15:30') }));
    expect(expected).toMatchObject({ state: 'to-clean', expectedReadyAt: at('15:30') });
    kit.clock.set(at('15:00'));
    expect(await readiness()).toEqual({ isReady: false, isLate: true, expectedReadyAt: at('15:30') });

    const ready = await ok(housekeepingItemSchema, kit.request(staff.CUBER, 'POST', `${HOUSEKEEPING}/${suiteId}`, { date: '2026-03-29', isReady: true }));
    expect(ready).toMatchObject({ state: 'ready', expectedReadyAt: null });
    expect(await readiness()).toEqual({ isReady: true, isLate: false, expectedReadyAt: null });
    expect((await arrivalStatus()).isSuiteReady).toBe(true);
    const today = await ok(z.array(stayStatusSchema), kit.request(staff.GUIDE, 'GET', '/api/employee/stay-status'));
    expect(today.find((status) => status.reservationId === arriving.reservation.id)?.isSuiteReady).toBe(true);
    expect(today.map((status) => status.reservationId)).toContain(leaving.reservation.id);
  });

  it("refuses a suite or booking of another location and bad input, changing nothing", async () => {
    const before = await housekeepingRows();
    const other = await kit.request(elsewhere, 'POST', `${HOUSEKEEPING}/${suiteId}`, { date: '2026-03-29', isReady: false });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ACCOMMODATION_NOT_FOUND' });
    expect((await kit.request(elsewhere, 'GET', `/api/employee/stay-status/${arriving.reservation.number}`)).json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    for (const body of [{ date: '29-03-2026', isReady: true }, { date: '2026-03-29' }, { date: '2026-03-29', isReady: false, expectedReadyAt: 'soon' }]) {
      expect((await kit.request(staff.CUBER, 'POST', `${HOUSEKEEPING}/${suiteId}`, body)).json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect((await kit.call(arriving.guest.token, { method: 'GET', url: HOUSEKEEPING })).statusCode).toBe(403);
    expect(await housekeepingRows()).toEqual(before);
  });
});
