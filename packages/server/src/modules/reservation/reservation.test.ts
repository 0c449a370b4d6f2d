import { describe, expect, it } from 'vitest';
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
import { describeEachDialect } from '../../test-support';
import { DAY_MS, useStayApp, type StayTestKit } from '../../test-support/stay-app';

const TZ = 'Europe/Amsterdam';

async function current(kit: StayTestKit, email: string): Promise<Reservation> {
  const response = await kit.call(await kit.token(email), { method: 'GET', url: '/api/guest/reservation/current' });
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

  describe('GET /api/guest/reservation/current', () => {
    it('answers the current stay with every §3 field', async () => {
      const reservation = await current(kit, 'guest@demo.stay');
      expect(reservation).toMatchObject({
        nmbr: 'DZ-2025-000123',
        accommodations: [{ _id: 'demo-accommodation-zeezicht-12', name: 'Suite Zeezicht 12' }, { name: 'Parking place 12' }],
        controlsAreActive: true,
        suiteAccess: { hasToken: true },
        rentals: [],
        guide: { _id: 'demo-employee-guide', firstname: 'Sanne', erpUID: '1001' },
        guideSelectionTimestamp: expect.any(String),
        mainGuest: { _id: 'demo-person-guest', firstname: 'Emma', surname: 'Smit' },
        relation: { erpUID: 'R-5001', name: 'Emma Smit' },
        location: { _id: 'demo-location-duinzicht', timeZone: TZ },
        lateCheckout: false,
        demoMode: false,
        guideRatingDisabled: false,
        isMainGuest: true,
        guests: [{ _id: 'demo-person-guest', isMainGuest: true }],
        invites: [],
      });
      expect(reservation.mainGuest.questionnaire).toEqual(
        expect.arrayContaining([{ label: 'interests', awnser: 'hiking' }, { label: 'company', awnser: 'couple' }]),
      );
      expect(isWaitScreenForced(reservation, kit.clock.now(), TZ)).toBe(false);
    });

    it('gives each demo guest the state the seed promises', async () => {
      const now = kit.clock.now();
      const arriving = await current(kit, 'arriving@demo.stay');
      expect(isInCountdown(arriving, now, TZ)).toBe(true);
      expect(daysUntilAppUse(arriving, now, TZ)).toBe(7);

      const provisional = await current(kit, 'provisional@demo.stay');
      expect(isProvisional(provisional)).toBe(true);
      expect(isInCountdown(provisional, now, TZ)).toBe(false);

      expect((await current(kit, 'latecheckout@demo.stay')).lateCheckout).toBe(true);

      const departed = await current(kit, 'departed@demo.stay');
      expect(hasEnded(departed, now)).toBe(true);
      expect(departed.controlsAreActive).toBe(false);
      expect(isPast(departed, now, TZ)).toBe(false);

      const past = await current(kit, 'past@demo.stay');
      expect(isPast(past, now, TZ)).toBe(true);
      expect(isWaitScreenForced(past, now, TZ)).toBe(true);

      expect((await current(kit, 'noguide@demo.stay')).guide).toBeNull();
      expect((await current(kit, 'demo@demo.stay')).demoMode).toBe(true);
    });

    it('answers null for a guest without a reservation', async () => {
      const token = await newGuest(kit, 'no-stay@test.stay');
      const response = await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    });

    it('follows the clock: controls are inactive once the deactivation time has passed', async () => {
      const reservation = await current(kit, 'guest@demo.stay');
      kit.clock.set(new Date(new Date(reservation.controlsDeactivationDateTime!).getTime() + 60_000));
      try {
        expect((await current(kit, 'guest@demo.stay')).controlsAreActive).toBe(false);
      } finally {
        kit.clock.reset();
      }
    });
  });

  describe('list and by id', () => {
    it("lists the guest's own reservations", async () => {
      const response = await kit.call(await kit.token('guest@demo.stay'), { method: 'GET', url: '/api/guest/reservation' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Reservation[]>().map((reservation) => reservation.nmbr)).toEqual(['DZ-2025-000123']);
    });

    it('answers an own reservation by id', async () => {
      const response = await kit.call(await kit.token('guest@demo.stay'), {
        method: 'GET',
        url: '/api/guest/reservation/demo-reservation-zeezicht-12',
      });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json()).nmbr).toBe('DZ-2025-000123');
    });

    it.each(['demo-reservation-arriving', 'demo-reservation-unlinked', 'no-such-reservation'])(
      'refuses %s with RESERVATION_NOT_FOUND and shows nothing of it',
      async (id) => {
        const response = await kit.call(await kit.token('guest@demo.stay'), { method: 'GET', url: `/api/guest/reservation/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'RESERVATION_NOT_FOUND', message: 'Reservation not found' });
      },
    );
  });

  describe('access', () => {
    const GUEST_CALLS = [
      ['GET', '/api/guest/reservation/current'],
      ['GET', '/api/guest/reservation'],
      ['GET', '/api/guest/reservation/demo-reservation-zeezicht-12'],
      ['GET', '/api/guest/reservation/check/DZ-2025-000777/email/welcome@demo.stay'],
      ['POST', '/api/guest/reservation/current/send-invite'],
      ['DELETE', '/api/guest/reservation/current/revoke-invite?email=a@b.nl'],
      ['POST', '/api/guest/reservation/current/check-mail'],
      ['POST', '/api/guest/reservation/current/disable-demo'],
      ['POST', '/api/guest/reservation/current/disable-guide-rating'],
      ['POST', '/api/guest/reservation/current/leave-guide'],
    ] as const;

    it.each(GUEST_CALLS)('%s %s refuses a staff token with UNAUTHORIZED and no token with NO_CREDENTIALS', async (method, url) => {
      const payload = method === 'POST' ? { email: 'a@b.nl' } : undefined;
      const staff = await kit.call(await kit.token('guide@demo.stay'), { method, url, payload });
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

    it('answers FOUND for the booking email or postal code, in any case and spacing', async () => {
      const token = await kit.token('noguide@demo.stay');
      for (const path of ['DZ-2025-000777/email/Welcome@Demo.stay', 'dz-2025-000777/postalcode/1071xx', 'DZ-2025-000777/postalcode/1071%20XX']) {
        const response = await check(token, path);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'FOUND' });
      }
    });

    it('answers NOT_FOUND alike for a wrong value and an unknown number', async () => {
      const token = await kit.token('noguide@demo.stay');
      const wrongValue = await check(token, 'DZ-2025-000777/email/someone@else.nl');
      const unknownNumber = await check(token, 'DZ-0000-000000/email/welcome@demo.stay');
      expect(wrongValue.json()).toEqual({ message: 'NOT_FOUND' });
      expect(unknownNumber.body).toBe(wrongValue.body);
    });

    it('refuses an unknown mode with INVALID_INPUT', async () => {
      const response = await check(await kit.token('noguide@demo.stay'), 'DZ-2025-000777/phone/0612345678');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('throttles an account after 10 wrong checks, until the window passes', async () => {
      const token = await newGuest(kit, 'guesser@test.stay');
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await check(token, `DZ-9999-${attempt}/postalcode/1234AB`)).json()).toEqual({ message: 'NOT_FOUND' });
      }
      const throttled = await check(token, 'DZ-2025-000777/email/welcome@demo.stay');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      kit.clock.advance(16 * 60 * 1000);
      try {
        expect((await check(token, 'DZ-2025-000777/email/welcome@demo.stay')).json()).toEqual({ message: 'FOUND' });
      } finally {
        kit.clock.reset();
      }
    });
  });

  describe('changes to the current reservation', () => {
    it('check-mail: FOUND for a guest of the reservation, NOT_FOUND otherwise', async () => {
      const token = await kit.token('guest@demo.stay');
      const found = await kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/check-mail', payload: { email: 'GUEST@demo.stay' } });
      expect(found.json()).toEqual({ message: 'FOUND' });
      const other = await kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/check-mail', payload: { email: 'arriving@demo.stay' } });
      expect(other.json()).toEqual({ message: 'NOT_FOUND' });
    });

    it('disable-guide-rating sets the flag', async () => {
      const response = await kit.call(await kit.token('latecheckout@demo.stay'), {
        method: 'POST',
        url: '/api/guest/reservation/current/disable-guide-rating',
      });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json()).guideRatingDisabled).toBe(true);
    });

    it('disable-demo turns demo mode off', async () => {
      const response = await kit.call(await kit.token('demo@demo.stay'), { method: 'POST', url: '/api/guest/reservation/current/disable-demo' });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json()).demoMode).toBe(false);
    });

    it('leave-guide drops guide and timestamp', async () => {
      const response = await kit.call(await kit.token('latecheckout@demo.stay'), { method: 'POST', url: '/api/guest/reservation/current/leave-guide' });
      expect(response.statusCode).toBe(200);
      expect(reservationSchema.parse(response.json())).toMatchObject({ guide: null, guideSelectionTimestamp: null });
    });

    it.each(['leave-guide', 'disable-guide-rating'])('%s refuses an ended reservation with RESERVATION_ENDED', async (action) => {
      const response = await kit.call(await kit.token('departed@demo.stay'), { method: 'POST', url: `/api/guest/reservation/current/${action}` });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
    });

    it('refuses changes once the clock passes the deactivation time', async () => {
      const reservation = await current(kit, 'noguide@demo.stay');
      kit.clock.set(new Date(new Date(reservation.controlsDeactivationDateTime!).getTime() + DAY_MS));
      try {
        const response = await kit.call(await kit.token('noguide@demo.stay'), {
          method: 'POST',
          url: '/api/guest/reservation/current/disable-guide-rating',
        });
        expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
      } finally {
        kit.clock.reset();
      }
    });
  });
}, { seed: 'demo' });
