import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysUntilAppUse,
  hasEnded,
  isInCountdown,
  isPast,
  isProvisional,
  isWaitScreenForced,
  reservationSchema,
  type Reservation,
} from '@stay/contract';
import { describeEachDialect } from '../../support';
import { countingStatements } from '../../support/statement-count';
import type { ReservationInput, TestGuest, TestReservation, TestStaff } from '../../support/factories';
import { DAY_MS, useStayApp, type StayTestKit } from '../../support/stay-app';
import { buildApp } from '../../../src/app';

const TZ = 'Europe/Amsterdam';
const MAIN_NUMBER = 'T-2025-000123';
/** A reservation nobody has activated yet: its number, booking email and postal code. */
const UNLINKED = 'T-2025-000777';
const BOOKING_EMAIL = 'welcome@test.stay';

/** Guests in every reservation state, relative to now in the location's time zone. */
const STAYS = {
  arriving: { start: { days: 12, time: '15:00' }, end: { days: 19, time: '10:00' } },
  provisional: { status: 10, start: { days: 2, time: '15:00' }, end: { days: 6, time: '10:00' } },
  // Controls switch off at 11:00, the configured controls deactivation: a late checkout.
  latecheckout: { start: { days: -3, time: '15:00' }, end: { days: 1, time: '10:00' }, deactivation: { days: 1, time: '11:00' }, withGuide: true },
  departed: { start: { days: -5, time: '15:00' }, end: { days: -1, time: '10:00' }, withGuide: true },
  past: { start: { days: -10, time: '15:00' }, end: { days: -5, time: '10:00' }, withGuide: true },
  noguide: { start: { days: -1, time: '15:00' }, end: { days: 3, time: '10:00' } },
  demo: { start: { days: -1, time: '15:00' }, end: { days: 5, time: '10:00' }, demoMode: true, withGuide: true },
} satisfies Record<string, ReservationInput & { withGuide?: boolean }>;
type StayKey = keyof typeof STAYS;

async function current(kit: StayTestKit, guest: TestGuest): Promise<Reservation> {
  const response = await kit.call(guest.token, { method: 'GET', url: '/api/guest/reservation/current' });
  expect(response.statusCode).toBe(200);
  return reservationSchema.parse(response.json());
}

async function newGuest(kit: StayTestKit, email: string): Promise<string> {
  const response = await kit.call(undefined, {
    method: 'POST',
    url: '/api/account/create',
    payload: { email, password: 'Secret12', firstname: 'Test', surname: 'Guest' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ accesstoken: string }>().accesstoken;
}

describeEachDialect('guest reservation', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId = '';
  let guide: TestStaff;
  let main: TestReservation;
  let guest: TestGuest;
  let unlinked: TestReservation;
  const guests = {} as Record<StayKey, TestGuest>;
  const reservations = {} as Record<StayKey, TestReservation>;

  beforeAll(async () => {
    const make = ctx.factories;
    await make.settings();
    locationId = (await make.location()).id;
    guide = await make.staff({ role: 'GUIDE', locationId, firstname: 'Sanne' });
    ({ reservation: main, guest } = await make.stay({
      locationId,
      number: MAIN_NUMBER,
      suites: ['Suite Zeezicht 12', 'Parking place 12'],
      guideId: guide.id,
      relation: { erpUid: 'R-5001', name: 'Emma Smit' },
      guest: { firstname: 'Emma', surname: 'Smit', email: 'guest@test.stay' },
    }));
    await make.guideAnswers({
      reservationId: main.id,
      guestId: guest.id,
      entries: [
        { label: 'interests', awnser: 'hiking' },
        { label: 'company', awnser: 'couple' },
      ],
    });
    for (const [key, { withGuide, ...stay }] of Object.entries(STAYS) as Array<[StayKey, (typeof STAYS)[StayKey] & { withGuide?: boolean }]>) {
      const made = await make.stay({ locationId, ...stay, guideId: withGuide ? guide.id : null, guest: { email: `${key}@test.stay` } });
      guests[key] = made.guest;
      reservations[key] = made.reservation;
    }
    unlinked = await make.reservation({
      locationId,
      number: UNLINKED,
      start: { days: 1, time: '15:00' },
      end: { days: 6, time: '10:00' },
      bookingEmail: BOOKING_EMAIL,
      postalCode: '1071 XX',
    });
  });

  describe('GET /api/guest/reservation/current', () => {
    it('answers the current stay with every field', async () => {
      const reservation = await current(kit, guest);
      expect(reservation).toMatchObject({
        nmbr: MAIN_NUMBER,
        accommodations: [{ _id: main.suiteIds[0], name: 'Suite Zeezicht 12' }, { name: 'Parking place 12' }],
        controlsAreActive: true,
        suiteAccess: { hasToken: true },
        rentals: [],
        guide: { _id: guide.id, firstname: 'Sanne', erpUID: guide.erpUid },
        guideSelectionTimestamp: expect.any(String),
        mainGuest: { _id: guest.id, firstname: 'Emma', surname: 'Smit' },
        relation: { erpUID: 'R-5001', name: 'Emma Smit' },
        location: { _id: locationId, timeZone: TZ },
        lateCheckout: false,
        demoMode: false,
        guideRatingDisabled: false,
        isMainGuest: true,
        guests: [{ _id: guest.id, isMainGuest: true }],
        invites: [],
      });
      expect(reservation.mainGuest.questionnaire).toEqual(
        expect.arrayContaining([{ label: 'interests', awnser: 'hiking' }, { label: 'company', awnser: 'couple' }]),
      );
      expect(isWaitScreenForced(reservation, kit.clock.now(), TZ)).toBe(false);
    });

    it('reads the current stay in one statement (the caller, its location, settings and guide are kept)', async () => {
      const counting = countingStatements(ctx.db);
      const counted = await buildApp({ config: { ...ctx.config, replyCache: 'off' }, db: counting.db, logger: false, now: kit.clock.now });
      try {
        const read = () => counted.inject({ method: 'GET', url: '/api/guest/reservation/current', headers: { accesstoken: guest.token } });
        // The first request loads what later requests find kept.
        expect((await read()).statusCode).toBe(200);
        let again: Awaited<ReturnType<typeof read>> | undefined;
        // Only the request's own statements: the app's jobs (presence on PostgreSQL) run on the same handle meanwhile.
        expect(await counting.countOf(async () => (again = await read()))).toEqual({ statements: 1, writes: 0 });
        expect(again!.json()).toEqual(await current(kit, guest));
      } finally {
        await counted.close();
      }
    });

    it('gives each guest the state of their reservation', async () => {
      const now = kit.clock.now();
      const arriving = await current(kit, guests.arriving);
      expect(isInCountdown(arriving, now, TZ)).toBe(true);
      expect(daysUntilAppUse(arriving, now, TZ)).toBe(7);

      const provisional = await current(kit, guests.provisional);
      expect(isProvisional(provisional)).toBe(true);
      expect(isInCountdown(provisional, now, TZ)).toBe(false);

      expect((await current(kit, guests.latecheckout)).lateCheckout).toBe(true);

      const departed = await current(kit, guests.departed);
      expect(hasEnded(departed, now)).toBe(true);
      expect(departed.controlsAreActive).toBe(false);
      expect(isPast(departed, now, TZ)).toBe(false);

      const past = await current(kit, guests.past);
      expect(isPast(past, now, TZ)).toBe(true);
      expect(isWaitScreenForced(past, now, TZ)).toBe(true);

      expect((await current(kit, guests.noguide)).guide).toBeNull();
      expect((await current(kit, guests.demo)).demoMode).toBe(true);
    });

    it('answers null for a guest without a reservation', async () => {
      const token = await newGuest(kit, 'no-stay@test.stay');
      const response = await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    });

    it('follows the clock: controls are inactive once the deactivation time has passed', async () => {
      const reservation = await current(kit, guest);
      kit.clock.set(new Date(new Date(reservation.controlsDeactivationDateTime!).getTime() + 60_000));
      try {
        expect((await current(kit, guest)).controlsAreActive).toBe(false);
      } finally {
        kit.clock.reset();
      }
    });
  });

  describe('list and by id', () => {
    it("lists the guest's own reservations", async () => {
      const response = await kit.call(guest.token, { method: 'GET', url: '/api/guest/reservation' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Reservation[]>().map((reservation) => reservation.nmbr)).toEqual([MAIN_NUMBER]);
    });

    it('answers an own reservation by id', async () => {
      const response = await kit.call(guest.token, {
        method: 'GET',
        url: `/api/guest/reservation/${main.id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json()).nmbr).toBe(MAIN_NUMBER);
    });

    it.each(["another guest's", 'an unlinked', 'an unknown'])(
      'refuses %s reservation with RESERVATION_NOT_FOUND and shows nothing of it',
      async (which) => {
        const id = { "another guest's": reservations.arriving?.id, 'an unlinked': unlinked?.id, 'an unknown': 'no-such-reservation' }[which];
        const response = await kit.call(guest.token, { method: 'GET', url: `/api/guest/reservation/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'RESERVATION_NOT_FOUND', message: 'Reservation not found' });
      },
    );
  });

  describe('access', () => {
    const GUEST_CALLS = [
      ['GET', '/api/guest/reservation/current'],
      ['GET', '/api/guest/reservation'],
      ['GET', '/api/guest/reservation/some-reservation'],
      ['GET', `/api/guest/reservation/check/${UNLINKED}/email/${BOOKING_EMAIL}`],
      ['POST', '/api/guest/reservation/current/send-invite'],
      ['DELETE', '/api/guest/reservation/current/revoke-invite?email=a@b.nl'],
      ['POST', '/api/guest/reservation/current/check-mail'],
      ['POST', '/api/guest/reservation/current/disable-demo'],
      ['POST', '/api/guest/reservation/current/disable-guide-rating'],
      ['POST', '/api/guest/reservation/current/leave-guide'],
    ] as const;

    it.each(GUEST_CALLS)('%s %s refuses a staff token with UNAUTHORIZED and no token with NO_CREDENTIALS', async (method, url) => {
      const payload = method === 'POST' ? { email: 'a@b.nl' } : undefined;
      const staff = await kit.call(guide.token, { method, url, payload });
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const anonymous = await kit.call(undefined, { method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    });

    it.each(GUEST_CALLS.filter(([, url]) => url.includes('/current/')))(
      '%s %s answers RESERVATION_NOT_FOUND without a current reservation',
      async (method, url) => {
        const token = await newGuest(kit, `nothing-${method}-${url.split('/').pop()?.split('?')[0]}@test.stay`);
        const response = await kit.call(token, { method, url, payload: method === 'POST' ? { email: 'a@b.nl' } : undefined });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
      },
    );
  });

  describe('GET /api/guest/reservation/check/{reservation}/{mode}/{checkValue}', () => {
    const check = async (token: string, path: string) => kit.call(token, { method: 'GET', url: `/api/guest/reservation/check/${path}` });

    it('answers FOUND for the booking email, or the postal code of a booking without one, in any case and spacing', async () => {
      const token = guests.noguide.token;
      const withoutEmail = await ctx.factories.reservation({ locationId, postalCode: '1071 XX' });
      for (const path of [`${UNLINKED}/email/Welcome@Test.stay`, `${withoutEmail.number.toLowerCase()}/postalcode/1071xx`, `${withoutEmail.number}/postalcode/1071%20XX`]) {
        const response = await check(token, path);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'FOUND' });
      }
    });

    it('answers NOT_FOUND alike for a wrong value and an unknown number', async () => {
      const token = guests.noguide.token;
      const wrongValue = await check(token, `${UNLINKED}/email/someone@else.nl`);
      const unknownNumber = await check(token, `T-0000-000000/email/${BOOKING_EMAIL}`);
      expect(wrongValue.json()).toEqual({ message: 'NOT_FOUND' });
      expect(unknownNumber.body).toBe(wrongValue.body);
    });

    it('refuses an unknown mode with INVALID_INPUT', async () => {
      const response = await check(guests.noguide.token, `${UNLINKED}/phone/0612345678`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('throttles an account after 10 wrong checks, until the window passes', async () => {
      const token = await newGuest(kit, 'guesser@test.stay');
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await check(token, `DZ-9999-${attempt}/postalcode/1234AB`)).json()).toEqual({ message: 'NOT_FOUND' });
      }
      const throttled = await check(token, `${UNLINKED}/email/${BOOKING_EMAIL}`);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      kit.clock.advance(16 * 60 * 1000);
      try {
        expect((await check(token, `${UNLINKED}/email/${BOOKING_EMAIL}`)).json()).toEqual({ message: 'FOUND' });
      } finally {
        kit.clock.reset();
      }
    });
  });

  describe('changes to the current reservation', () => {
    it('check-mail: FOUND for a guest of the reservation, NOT_FOUND otherwise', async () => {
      const token = guest.token;
      const found = await kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/check-mail', payload: { email: 'GUEST@test.stay' } });
      expect(found.json()).toEqual({ message: 'FOUND' });
      const other = await kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/check-mail', payload: { email: 'arriving@test.stay' } });
      expect(other.json()).toEqual({ message: 'NOT_FOUND' });
    });

    it('disable-guide-rating sets the flag', async () => {
      const response = await kit.call(guests.latecheckout.token, {
        method: 'POST',
        url: '/api/guest/reservation/current/disable-guide-rating',
      });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json()).guideRatingDisabled).toBe(true);
    });

    it('disable-demo turns demo mode off', async () => {
      const response = await kit.call(guests.demo.token, { method: 'POST', url: '/api/guest/reservation/current/disable-demo' });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json()).demoMode).toBe(false);
    });

    it('leave-guide drops guide and timestamp', async () => {
      const response = await kit.call(guests.latecheckout.token, { method: 'POST', url: '/api/guest/reservation/current/leave-guide' });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json())).toMatchObject({ guide: null, guideSelectionTimestamp: null });
    });

    it.each(['leave-guide', 'disable-guide-rating'])('%s refuses an ended reservation with RESERVATION_ENDED', async (action) => {
      const response = await kit.call(guests.departed.token, { method: 'POST', url: `/api/guest/reservation/current/${action}` });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
    });

    it('refuses changes once the clock passes the deactivation time', async () => {
      const reservation = await current(kit, guests.noguide);
      kit.clock.set(new Date(new Date(reservation.controlsDeactivationDateTime!).getTime() + DAY_MS));
      try {
        const response = await kit.call(guests.noguide.token, {
          method: 'POST',
          url: '/api/guest/reservation/current/disable-guide-rating',
        });
        expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
      } finally {
        kit.clock.reset();
      }
    });
  });
});
