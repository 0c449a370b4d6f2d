import { afterEach, beforeAll, expect, it } from 'vitest';
import { selfCheckOutSchema, type SelfCheckOut, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import { instantAt, type TestGuest, type TestStaff } from '../../support/factories';
import { connectSignedIn, realtimeBaseOf, type Client } from '../../support/realtime-client';
import { useStayApp } from '../../support/stay-app';

const CHECK_OUT = '/api/guest/check-out';
/** The departure day is the day the clocks go back in Amsterdam (25 hours): 10:00 CET is 09:00 UTC. */
const DEPARTURE_DAY = new Date('2026-10-25T11:00:00.000Z');
const at = (time: string, days = 0) => instantAt(DEPARTURE_DAY, { days, time });
const ALL_FOUR = { confirmed: [0, 1, 2, 3] };
/** The test clock runs on from the instant it is set to: an instant written by a request lies within a second of it. */
const near = (iso: string) => expect.toSatisfy((value: unknown) => typeof value === 'string' && Date.parse(value) - Date.parse(iso) >= 0 && Date.parse(value) - Date.parse(iso) < 1_000);

describeEachDialect('self check-out', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let sockets: Client[] = [];

  const statusOf = async (guest: TestGuest, query = ''): Promise<SelfCheckOut> => {
    const answer = await kit.request(guest, 'GET', `${CHECK_OUT}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return selfCheckOutSchema.parse(answer.json());
  };
  const checkOutRows = async (reservationId: string) => ctx.db.selectFrom('check_outs').selectAll().where('reservation_id', '=', reservationId).execute();
  const deactivationOf = async (reservationId: string) =>
    (await ctx.db.selectFrom('reservations').select('controls_deactivation_date_time').where('id', '=', reservationId).executeTakeFirstOrThrow()).controls_deactivation_date_time;

  /** A stay that leaves on DEPARTURE_DAY at 10:00 (deactivation 10:00: no late checkout) with a lock and a thermostat. */
  async function departingStay(options: { deactivation?: string } = {}) {
    const { reservation, guest } = await ctx.factories.stay({
      now: DEPARTURE_DAY,
      locationId,
      suites: ['Dune 4'],
      start: { days: -3, time: '15:00' },
      end: { days: 0, time: '10:00' },
      deactivation: { days: 0, time: options.deactivation ?? '10:00' },
      guideId: staff.GUIDE.id,
    });
    const suiteId = reservation.suiteIds[0] as string;
    const lock = await ctx.factories.device({ suiteId, type: 'LOCK' });
    const thermostat = await ctx.factories.device({ suiteId, type: 'CLIMATE' });
    return { reservation, guest, suiteId, lock, thermostat };
  }

  async function openSocket(who: TestStaff): Promise<Client> {
    const client = await connectSignedIn(await realtimeBaseOf(kit.app), who);
    sockets.push(client);
    return client;
  }

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
  });

  afterEach(() => {
    kit.clock.reset();
    kit.app.devices.simulator.reset();
    for (const socket of sockets) socket.socket.close();
    sockets = [];
  });

  it('opens at 06:00 on the departure day in the park zone (a DST day) and refuses before, changing nothing', async () => {
    const { reservation, guest } = await departingStay();
    kit.clock.set('2026-10-25T04:59:00.000Z'); // 05:59 CET
    expect(await statusOf(guest)).toMatchObject({ state: 'not-yet', opensAt: '2026-10-25T05:00:00.000Z', departure: '2026-10-25T09:00:00.000Z', checkedOutAt: null });
    const early = await kit.request(guest, 'POST', CHECK_OUT, ALL_FOUR);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CHECK_OUT_NOT_OPEN' });
    expect(await checkOutRows(reservation.id)).toEqual([]);

    kit.clock.set('2026-10-25T05:00:00.000Z');
    expect((await statusOf(guest)).state).toBe('open');
  });

  it('refuses after the departure: the deactivation handles that stay as before', async () => {
    const { reservation, guest } = await departingStay();
    kit.clock.set('2026-10-25T09:00:01.000Z');
    expect((await statusOf(guest)).state).toBe('closed');
    const late = await kit.request(guest, 'POST', CHECK_OUT, ALL_FOUR);
    expect(late.json()).toMatchObject({ code: 'CHECK_OUT_NOT_OPEN' });
    expect(await checkOutRows(reservation.id)).toEqual([]);
    expect(await deactivationOf(reservation.id)).toBe(at('10:00'));
  });

  it('keeps the window open until a late checkout', async () => {
    // The test settings' late checkout is 11:00.
    const { guest } = await departingStay({ deactivation: '11:00' });
    kit.clock.set('2026-10-25T09:30:00.000Z'); // 10:30 CET
    expect(await statusOf(guest)).toMatchObject({ state: 'open', lateCheckout: true, departure: '2026-10-25T10:00:00.000Z' });
  });

  it('wants every checklist item confirmed and refuses an unknown one, changing nothing', async () => {
    const { reservation, guest } = await departingStay();
    kit.clock.set(at('08:00'));
    const partial = await kit.request(guest, 'POST', CHECK_OUT, { confirmed: [0, 1, 3] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ code: 'CHECK_OUT_CHECKLIST_INCOMPLETE' });
    const unknown = await kit.request(guest, 'POST', CHECK_OUT, { confirmed: [0, 1, 2, 3, 4] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const malformed = await kit.request(guest, 'POST', CHECK_OUT, { confirmed: 'all' });
    expect(malformed.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await checkOutRows(reservation.id)).toEqual([]);
  });

  it('locks the door, sets eco, ends the controls after the grace, tells staff at once, and answers a second call the same', async () => {
    const { reservation, guest, suiteId, lock, thermostat } = await departingStay();
    const simulator = kit.app.devices.simulator;
    await simulator.send({ externalId: lock, type: 'LOCK' }, { command: 'UNLOCK' });
    await simulator.send({ externalId: thermostat, type: 'CLIMATE' }, { command: 'SET_TEMPERATURE', value: 22 });
    const cuber = await openSocket(staff.CUBER);
    kit.clock.set(at('08:15'));
    const rateStay = () => kit.request(guest, 'POST', '/api/guest/rating', { label: 'stay', score: 5 });
    expect((await rateStay()).json()).toMatchObject({ code: 'STAY_NOT_ENDED' });

    const answer = await kit.request(guest, 'POST', CHECK_OUT, ALL_FOUR);
    expect(answer.statusCode, answer.body).toBe(200);
    const done = selfCheckOutSchema.parse(answer.json());
    expect(done).toMatchObject({ state: 'checked-out', checkedOutAt: near(at('08:15')), controlsEndAt: near(at('08:45')) });
    expect(simulator.peek({ externalId: lock, type: 'LOCK' })).toBe('LOCKED');
    expect(simulator.peek({ externalId: thermostat, type: 'CLIMATE' })).toMatchObject({ targetTemperature: 16 });
    expect(await deactivationOf(reservation.id)).toEqual(near(at('08:45')));
    expect(await cuber.waitFor((event) => event.type === 'stay.updated')).toEqual({ type: 'stay.updated', reason: 'checked-out', reservationId: reservation.id, suiteId });
    // The stay's rating opens at the check-out, not only after the grace.
    expect((await rateStay()).statusCode).toBe(200);

    // The grace: the guest can still open the door for a forgotten item, and not after it.
    kit.clock.set(at('08:40'));
    const inGrace = await kit.request(guest, 'POST', `/api/guest/accommodation/current/domotica/${lock}/control`, { command: 'UNLOCK' });
    expect(inGrace.statusCode, inGrace.body).toBe(200);
    kit.clock.set(at('08:46'));
    const afterGrace = await kit.request(guest, 'POST', `/api/guest/accommodation/current/domotica/${lock}/control`, { command: 'UNLOCK' });
    expect(afterGrace.json()).toMatchObject({ code: 'OUTSIDE_RESERVATION_TIME_WINDOW' });

    const again = await kit.request(guest, 'POST', CHECK_OUT, ALL_FOUR);
    expect(selfCheckOutSchema.parse(again.json())).toEqual(done);
    expect(await checkOutRows(reservation.id)).toHaveLength(1);

    const status = await kit.request(staff.GUIDE, 'GET', `/api/employee/stay-status/${reservation.number}`);
    expect(status.json()).toMatchObject({ reservationId: reservation.id, checkedOutAt: near(at('08:15')) });
  });

  it("answers only the guest's own current reservation and refuses staff", async () => {
    const { reservation } = await departingStay();
    const { guest: neighbour, reservation: theirs } = await departingStay();
    kit.clock.set(at('08:00'));
    expect((await kit.request(neighbour, 'POST', CHECK_OUT, ALL_FOUR)).statusCode).toBe(200);
    expect(await checkOutRows(reservation.id)).toEqual([]);
    expect(await checkOutRows(theirs.id)).toHaveLength(1);
    const unlinked = await ctx.factories.guest();
    expect((await kit.request(unlinked, 'POST', CHECK_OUT, ALL_FOUR)).json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    expect((await kit.request(staff.GUIDE, 'POST', CHECK_OUT, ALL_FOUR)).statusCode).toBe(403);
  });

  it("shows the location's checklist in the guest's language, English where a language is missing; only management edits it", async () => {
    const { guest } = await departingStay();
    const settings = {
      checklist: [
        { en: 'Dishes done', nl: 'Afwas gedaan', de: 'Geschirr gespült', fr: '' },
        { en: 'Heating off', nl: 'Verwarming uit', de: 'Heizung aus', fr: 'Chauffage éteint' },
      ],
      ecoSetpoint: 15.5,
      graceMinutes: 20,
    };
    const SETTINGS = '/api/employee/check-out/settings';
    for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) expect((await kit.request(staff[role], 'POST', SETTINGS, settings)).statusCode, role).toBe(403);
    expect((await kit.request(staff.MANAGEMENT, 'POST', SETTINGS, { ...settings, ecoSetpoint: 40 })).json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await statusOf(guest)).checklist).toHaveLength(4);

    const saved = await kit.request(staff.MANAGEMENT, 'POST', SETTINGS, settings);
    expect(saved.json()).toMatchObject({ ecoSetpoint: 15.5, graceMinutes: 20, checklist: [{ fr: null }, { fr: 'Chauffage éteint' }] });
    expect((await statusOf(guest, '?lang=nl')).checklist).toEqual(['Afwas gedaan', 'Verwarming uit']);
    expect((await statusOf(guest, '?lang=fr')).checklist).toEqual(['Dishes done', 'Chauffage éteint']);

    const elsewhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: (await ctx.factories.location({ name: 'Other park' })).id });
    expect((await kit.request(elsewhere, 'GET', SETTINGS)).json()).toMatchObject({ ecoSetpoint: 16, graceMinutes: 30 });

    kit.clock.set(at('09:00'));
    expect((await kit.request(guest, 'POST', CHECK_OUT, { confirmed: [0] })).json()).toMatchObject({ code: 'CHECK_OUT_CHECKLIST_INCOMPLETE' });
    expect(selfCheckOutSchema.parse((await kit.request(guest, 'POST', CHECK_OUT, { confirmed: [1, 0] })).json()).controlsEndAt).toEqual(near(at('09:20')));
  });
});
