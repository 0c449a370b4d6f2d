import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appointmentSchema, complaintDetailSchema, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestReservation, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { connectSignedIn, realtimeBaseOf } from '../../support/realtime-client';

const BASE = '/api/employee/complaint';

describeEachDialect('complaint appointments and live events', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let stay: TestReservation;
  let complaintNmbr: number;

  const appointmentsUrl = (nmbr = complaintNmbr) => `${BASE}/${nmbr}/appointments`;

  async function newComplaint(reservationId = stay.id, who: TestStaff = staff.CUBER): Promise<number> {
    const response = await kit.request(who, 'POST', `${BASE}/create`, { subject: 'Heating is off', reservation: reservationId });
    expect(response.statusCode, response.body).toBe(200);
    return complaintDetailSchema.parse(response.json()).nmbr;
  }

  /** A staff member of the location with a clean agenda. */
  const colleague = (role: StaffRole = 'GUIDE') => ctx.factories.staff({ role, locationId, workgroup: 'Guides' });

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    const otherLocation = await ctx.factories.location({ name: 'Other park' });
    elsewhere = await ctx.factories.staffOfEveryRole(otherLocation.id);
    stay = (await ctx.factories.stay({ locationId, suites: ['Dune Suite'] })).reservation;
    complaintNmbr = await newComplaint();
  });

  it('plans the current hour till the next (location clock) with agenda code Bussy, for the caller, about the complaint', async () => {
    const planner = await colleague();
    kit.clock.set('2026-07-14T12:37:00.000Z'); // 14:37 in Amsterdam
    const response = await kit.request(planner, 'POST', appointmentsUrl(), {});
    kit.clock.reset();
    expect(response.statusCode, response.body).toBe(200);
    expect(appointmentSchema.parse(response.json())).toMatchObject({
      complaintnmbr: complaintNmbr,
      subject: 'Heating is off',
      appointmentstart: '2026-07-14T12:00:00.000Z',
      appointmentend: '2026-07-14T13:00:00.000Z',
      agendatime: '14:00',
      agendatill: '15:00',
      agendacode: 'Bussy',
      employee: { _id: planner.id },
      createdby: { _id: planner.id },
    });
  });

  it('plans given times for a colleague; a start alone lasts an hour; an update keeps what it leaves out', async () => {
    const planned = await colleague();
    const created = appointmentSchema.parse(
      (await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { subject: 'Check the boiler', appointmentstart: '2030-03-04T09:00:00.000Z', agendacode: 'Visit', employee: planned.id })).json(),
    );
    expect(created).toMatchObject({ appointmentend: '2030-03-04T10:00:00.000Z', agendacode: 'Visit', employee: { _id: planned.id }, createdby: { _id: staff.CUBER.id } });
    const updated = appointmentSchema.parse((await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { nmbr: created.nmbr, subject: 'Replace the boiler' })).json());
    expect(updated).toMatchObject({ nmbr: created.nmbr, subject: 'Replace the boiler', appointmentstart: created.appointmentstart, appointmentend: created.appointmentend, agendacode: 'Visit', employee: { _id: planned.id } });
    const moved = appointmentSchema.parse(
      (await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { nmbr: created.nmbr, appointmentstart: '2030-03-04T11:00:00.000Z', appointmentend: '2030-03-04T11:30:00.000Z' })).json(),
    );
    expect(moved).toMatchObject({ appointmentstart: '2030-03-04T11:00:00.000Z', appointmentend: '2030-03-04T11:30:00.000Z', subject: 'Replace the boiler' });
    const listed = z.array(appointmentSchema).parse((await kit.request(staff.GUIDE, 'GET', appointmentsUrl())).json());
    expect(listed.find((appointment) => appointment.nmbr === created.nmbr)).toEqual(moved);
  });

  it('refuses a new or moved appointment that starts before the current hour (APPOINTMENT_START_PASSED), changing nothing', async () => {
    const planner = await colleague();
    kit.clock.set('2026-07-14T12:37:00.000Z'); // 14:37 in Amsterdam
    try {
      const earlier = await kit.request(planner, 'POST', appointmentsUrl(), { appointmentstart: '2026-07-14T11:45:00.000Z', appointmentend: '2026-07-14T12:45:00.000Z' });
      expect(earlier.statusCode).toBe(422);
      expect(earlier.json().code).toBe('APPOINTMENT_START_PASSED');
      const planned = z.array(appointmentSchema).parse((await kit.request(planner, 'GET', appointmentsUrl())).json());
      expect(planned.filter((appointment) => appointment.employee._id === planner.id)).toEqual([]);

      // The current hour is still open, so the default window is.
      const thisHour = appointmentSchema.parse((await kit.request(planner, 'POST', appointmentsUrl(), { appointmentstart: '2026-07-14T12:00:00.000Z' })).json());
      const moved = await kit.request(planner, 'POST', appointmentsUrl(), { nmbr: thisHour.nmbr, appointmentstart: '2026-07-13T12:00:00.000Z' });
      expect(moved.json().code).toBe('APPOINTMENT_START_PASSED');

      // Later, the appointment under way keeps its start and may still be renamed.
      kit.clock.set('2026-07-14T14:10:00.000Z');
      const renamed = await kit.request(planner, 'POST', appointmentsUrl(), { nmbr: thisHour.nmbr, subject: 'Boiler checked', appointmentstart: thisHour.appointmentstart, appointmentend: thisHour.appointmentend });
      expect(renamed.statusCode, renamed.body).toBe(200);
    } finally {
      kit.clock.reset();
    }
  });

  it('refuses an appointment overlapping another of the same staff member (on any complaint); touching is fine', async () => {
    const busy = await colleague();
    const other = await newComplaint();
    const window = { appointmentstart: '2030-05-06T09:00:00.000Z', appointmentend: '2030-05-06T10:00:00.000Z', employee: busy.id };
    const first = appointmentSchema.parse((await kit.request(staff.CUBER, 'POST', appointmentsUrl(), window)).json());
    const overlapping = await kit.request(staff.CUBER, 'POST', appointmentsUrl(other), { ...window, appointmentstart: '2030-05-06T09:30:00.000Z', appointmentend: '2030-05-06T11:00:00.000Z' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('APPOINTMENT_OVERLAP');
    const touching = await kit.request(staff.CUBER, 'POST', appointmentsUrl(other), { ...window, appointmentstart: '2030-05-06T10:00:00.000Z', appointmentend: '2030-05-06T11:00:00.000Z' });
    expect(touching.statusCode).toBe(200);
    // Moving an appointment over itself is no overlap; moving it onto the touching one is.
    expect((await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { nmbr: first.nmbr, appointmentstart: '2030-05-06T08:30:00.000Z', appointmentend: '2030-05-06T09:30:00.000Z' })).statusCode).toBe(200);
    const onto = await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { nmbr: first.nmbr, appointmentstart: '2030-05-06T09:30:00.000Z', appointmentend: '2030-05-06T10:30:00.000Z' });
    expect(onto.json().code).toBe('APPOINTMENT_OVERLAP');
    // Someone else may be planned then.
    expect((await kit.request(staff.CUBER, 'POST', appointmentsUrl(other), { ...window, employee: (await colleague()).id })).statusCode).toBe(200);
  });

  it('refuses planning someone while they are unavailable (an exception, or outside their weekly hours)', async () => {
    const away = await colleague();
    // Monday 2030-06-03: weekly hours 09:00–17:00 Amsterdam (07:00–15:00 UTC); off 12:00–13:00 that day.
    for (const slot of [
      { repeat: 'weekly', kind: 'available', weekday: 1, from: '09:00', till: '17:00' },
      { repeat: 'once', kind: 'unavailable', start: '2030-06-03T10:00:00.000Z', end: '2030-06-03T11:00:00.000Z', note: 'Dentist' },
    ]) {
      expect((await kit.request(away, 'POST', '/api/employee/availabilty/create', slot)).statusCode).toBe(200);
    }
    const plan = (start: string, end: string) => kit.request(staff.CUBER, 'POST', appointmentsUrl(), { appointmentstart: start, appointmentend: end, employee: away.id });
    const atDentist = await plan('2030-06-03T10:30:00.000Z', '2030-06-03T11:30:00.000Z');
    expect(atDentist.statusCode).toBe(409);
    expect(atDentist.json().code).toBe('APPOINTMENT_EMPLOYEE_UNAVAILABLE');
    expect((await plan('2030-06-03T15:30:00.000Z', '2030-06-03T16:30:00.000Z')).json().code).toBe('APPOINTMENT_EMPLOYEE_UNAVAILABLE');
    expect((await plan('2030-06-04T08:00:00.000Z', '2030-06-04T09:00:00.000Z')).json().code).toBe('APPOINTMENT_EMPLOYEE_UNAVAILABLE');
    expect((await plan('2030-06-03T08:00:00.000Z', '2030-06-03T09:00:00.000Z')).statusCode).toBe(200);
  });

  it('refuses a planner for staff of another location, an end without a start, and an end before the start', async () => {
    const foreign = await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { employee: elsewhere.GUIDE.id, appointmentstart: '2030-07-01T09:00:00.000Z' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('body.employee');
    expect((await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { appointmentend: '2030-07-01T09:00:00.000Z' })).statusCode).toBe(400);
    expect((await kit.request(staff.CUBER, 'POST', appointmentsUrl(), { appointmentstart: '2030-07-01T09:00:00.000Z', appointmentend: '2030-07-01T08:00:00.000Z' })).statusCode).toBe(400);
  });

  it('reads and deletes one appointment of the complaint only; the complaint counts them', async () => {
    const owner = await colleague();
    const created = appointmentSchema.parse((await kit.request(owner, 'POST', appointmentsUrl(), { appointmentstart: '2030-08-01T09:00:00.000Z' })).json());
    expect(appointmentSchema.parse((await kit.request(staff.GUIDE, 'GET', `${appointmentsUrl()}/${created.nmbr}`)).json())).toEqual(created);
    const other = await newComplaint();
    const wrongComplaint = await kit.request(staff.GUIDE, 'GET', `${appointmentsUrl(other)}/${created.nmbr}`);
    expect(wrongComplaint.statusCode).toBe(404);
    expect(wrongComplaint.json().code).toBe('APPOINTMENT_NOT_FOUND');
    expect((await kit.request(staff.GUIDE, 'DELETE', `${appointmentsUrl(other)}/${created.nmbr}`)).statusCode).toBe(404);
    const before = complaintDetailSchema.parse((await kit.request(staff.GUIDE, 'GET', `${BASE}/${complaintNmbr}`)).json()).appointmentcount;
    expect((await kit.request(staff.GUIDE, 'DELETE', `${appointmentsUrl()}/${created.nmbr}`)).statusCode).toBe(200);
    expect((await kit.request(staff.GUIDE, 'GET', `${appointmentsUrl()}/${created.nmbr}`)).statusCode).toBe(404);
    expect(complaintDetailSchema.parse((await kit.request(staff.GUIDE, 'GET', `${BASE}/${complaintNmbr}`)).json()).appointmentcount).toBe(before - 1);
    expect((await kit.request(elsewhere.GUIDE, 'GET', appointmentsUrl())).json().code).toBe('COMPLAINT_NOT_FOUND');
  });

  defineLiveEventTests();

  function defineLiveEventTests() {
    let base = '';
    const sockets: WebSocket[] = [];

    beforeAll(async () => {
      base = await realtimeBaseOf(kit.app);
    });

    afterAll(() => {
      for (const socket of sockets) socket.terminate();
    });

    async function listen(who: { token: string }) {
      const client = await connectSignedIn(base, who);
      sockets.push(client.socket);
      return client;
    }

    it('tells the location’s staff live when a complaint is filed or changes, with its reservation’s chat; never another location', async () => {
      const chatOwner = await ctx.factories.stay({ locationId, suites: ['Live Suite'] });
      const chatNmbr = (await kit.call(chatOwner.guest.token, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr as number;
      const guide = await listen(staff.GUIDE);
      const stranger = await listen(elsewhere.MANAGEMENT);

      const nmbr = await newComplaint(chatOwner.reservation.id);
      const created = await guide.waitFor((event) => event.type === 'complaint.updated' && event.complaintnmbr === nmbr);
      expect(created).toEqual({
        type: 'complaint.updated',
        complaintnmbr: nmbr,
        reason: 'created',
        complaintstatetext: 'New',
        assigned: '',
        reservation: chatOwner.reservation.id,
        chatnmbr: chatNmbr,
      });
      await kit.request(staff.MANAGEMENT, 'POST', `${BASE}/${nmbr}/approve`);
      expect(await guide.waitFor((event) => event.type === 'complaint.updated' && event.reason === 'review')).toMatchObject({ complaintnmbr: nmbr, assigned: 'J' });
      await kit.request(staff.GUIDE, 'POST', `${BASE}/${nmbr}/notes`, { paragraph: '<p>Checked</p>' });
      expect(await guide.waitFor((event) => event.type === 'complaint.updated' && event.reason === 'note')).toMatchObject({ complaintnmbr: nmbr });

      // Barrier: a complaint at the stranger's own location reaches them; nothing of the first location came before it.
      const theirStay = (await ctx.factories.stay({ locationId: elsewhere.MANAGEMENT.locationId })).reservation;
      const theirs = complaintDetailSchema.parse((await kit.request(elsewhere.MANAGEMENT, 'POST', `${BASE}/create`, { subject: 'Their own', reservation: theirStay.id })).json()).nmbr;
      await stranger.waitFor((event) => event.type === 'complaint.updated' && event.complaintnmbr === theirs);
      expect(stranger.events.filter((event) => event.type === 'complaint.updated').map((event) => event.type === 'complaint.updated' && event.complaintnmbr)).toEqual([theirs]);
      expect(guide.events.some((event) => event.type === 'complaint.updated' && event.complaintnmbr === theirs)).toBe(false);
    });
  }
});
