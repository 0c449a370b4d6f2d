import { beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, identitySchema, reservationSchema } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { DAY_MS, useStayApp, type StayTestKit } from '../../support/stay-app';

/** A reservation nobody has activated yet: its number, booking email and postal code. */
const UNLINKED = 'T-2025-000777';
const BOOKING_EMAIL = 'welcome@test.stay';
/** A second unactivated reservation, activated while creating an account. */
const UNLINKED_FOR_SIGN_UP = 'T-2025-000888';

function createAccount(kit: StayTestKit, payload: Record<string, unknown>) {
  return kit.call(undefined, { method: 'POST', url: '/api/account/create', payload });
}

async function newGuest(kit: StayTestKit, email: string): Promise<string> {
  const response = await createAccount(kit, { email, password: 'Secret12', firstname: 'New', surname: 'Guest' });
  expect(response.statusCode).toBe(200);
  return authSessionSchema.parse(response.json()).accesstoken;
}

function link(kit: StayTestKit, token: string | undefined, number: string, mode: string, checkValue: string) {
  return kit.call(token, { method: 'POST', url: `/api/account/linkReservation/${number}`, payload: { mode, checkValue } });
}

describeEachDialect('accounts and activation', (ctx) => {
  const kit = useStayApp(ctx);
  let staying: TestGuest;
  let departed: TestGuest;
  let staff: Record<'GUIDE' | 'CUBER' | 'MANAGEMENT', TestStaff>;

  beforeAll(async () => {
    const make = ctx.factories;
    const locationId = (await make.location()).id;
    const { GUIDE, CUBER, MANAGEMENT } = await make.staffOfEveryRole(locationId);
    staff = { GUIDE, CUBER, MANAGEMENT };
    ({ guest: staying } = await make.stay({ locationId, guest: { email: 'guest@test.stay' } }));
    ({ guest: departed } = await make.stay({ locationId, start: { days: -5, time: '15:00' }, end: { days: -1, time: '10:00' } }));
    await make.reservation({
      locationId,
      number: UNLINKED,
      start: { days: 1, time: '15:00' },
      end: { days: 6, time: '10:00' },
      bookingEmail: BOOKING_EMAIL,
      postalCode: '1071 XX',
    });
    await make.reservation({
      locationId,
      number: UNLINKED_FOR_SIGN_UP,
      start: { days: 1, time: '15:00' },
      end: { days: 6, time: '10:00' },
      bookingEmail: 'family@test.stay',
      postalCode: '3511 AB',
    });
  });

  describe('GET /api/account/exists/{email}', () => {
    it('answers FOUND for an account, in any case, and NOT_FOUND otherwise', async () => {
      expect((await kit.call(undefined, { method: 'GET', url: '/api/account/exists/Guest@Test.Stay' })).json()).toEqual({ message: 'FOUND' });
      expect((await kit.call(undefined, { method: 'GET', url: '/api/account/exists/nobody@test.stay' })).json()).toEqual({ message: 'NOT_FOUND' });
    });
  });

  describe('POST /api/account/create', () => {
    it('creates a guest account and person and answers a session like login', async () => {
      const response = await createAccount(kit, {
        email: ' Lisa@Example.NL ',
        password: 'Secret12',
        passwordRepeat: 'Secret12',
        firstname: 'Lisa',
        surname: 'Bos',
        subscribedToNewsletter: true,
      });
      expect(response.statusCode).toBe(200);
      const session = authSessionSchema.parse(response.json());
      expect(session).toMatchObject({
        role: 'GUEST',
        user: { email: 'lisa@example.nl', emailVerified: false },
        guest: { email: 'lisa@example.nl', firstname: 'Lisa', surname: 'Bos', activeReservationId: null, subscribedToNewsletter: true },
      });
      expect(session.employee).toBeUndefined();
      const check = await kit.call(session.accesstoken, { method: 'GET', url: '/api/auth/check' });
      expect(identitySchema.parse(check.json()).role).toBe('GUEST');
      const login = await ctx.login('lisa@example.nl', 'Secret12');
      expect(login.guest?._id).toBe(session.guest?._id);
    });

    it.each([
      ['a used email', { email: 'GUEST@test.stay', password: 'Secret12' }, 409, 'EMAIL_TAKEN'],
      ['no email', { password: 'Secret12' }, 400, 'NO_EMAIL'],
      ['no password', { email: 'x@test.stay' }, 400, 'NO_PASSWORD'],
      ['a weak password', { email: 'x@test.stay', password: 'secret12' }, 400, 'INVALID_INPUT'],
      ['a short password', { email: 'x@test.stay', password: 'Sec12' }, 400, 'INVALID_INPUT'],
      ['a different repeat', { email: 'x@test.stay', password: 'Secret12', passwordRepeat: 'Secret13' }, 400, 'PASSWORD_MISMATCH'],
      ['no email address', { email: 'not-an-email', password: 'Secret12' }, 400, 'INVALID_INPUT'],
    ])('refuses %s', async (_case, credentials, status, code) => {
      const response = await createAccount(kit, { firstname: 'X', surname: 'Y', ...credentials });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
    });

    it('refuses a missing or blank name with INVALID_INPUT, after NO_EMAIL', async () => {
      for (const names of [{}, { firstname: '  ', surname: 'Bos' }, { firstname: 'Lisa' }]) {
        const response = await createAccount(kit, { email: 'noname@test.stay', password: 'Secret12', ...names });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringMatching(/name: required/) });
      }
      expect((await createAccount(kit, { password: 'Secret12' })).json()).toMatchObject({ code: 'NO_EMAIL' });
    });
  });

  describe('POST /api/account/create with a reservation to activate', () => {
    const newAccount = (email: string, reservation: Record<string, unknown>) =>
      createAccount(kit, { email, password: 'Secret12', passwordRepeat: 'Secret12', firstname: 'Eva', surname: 'Dijk', reservation });
    const accountExists = async (email: string) =>
      (await kit.call(undefined, { method: 'GET', url: `/api/account/exists/${email}` })).json();

    it.each([
      ['an unknown number', { number: 'DZ-2025-999999', mode: 'email', checkValue: 'family@test.stay' }],
      ['a wrong check value', { number: UNLINKED_FOR_SIGN_UP, mode: 'postalcode', checkValue: '9999 ZZ' }],
    ])('creates no account for %s: RESERVATION_NOT_FOUND, and the email stays free', async (_case, reservation) => {
      const response = await newAccount('orphan@test.stay', reservation);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
      expect(await accountExists('orphan@test.stay')).toEqual({ message: 'NOT_FOUND' });
      const login = await kit.call(undefined, { method: 'POST', url: '/api/auth/create', payload: { email: 'orphan@test.stay', password: 'Secret12' } });
      expect(login.statusCode).not.toBe(200);
    });

    it('creates the account already linked as main guest, signed in, in one step', async () => {
      const response = await newAccount('eva@test.stay', { number: UNLINKED_FOR_SIGN_UP.toLowerCase(), mode: 'email', checkValue: 'Family@Test.Stay' });
      expect(response.statusCode).toBe(200);
      const session = authSessionSchema.parse(response.json());
      const current = reservationSchema.parse((await kit.call(session.accesstoken, { method: 'GET', url: '/api/guest/reservation/current' })).json());
      expect(current).toMatchObject({ nmbr: UNLINKED_FOR_SIGN_UP, isMainGuest: true, guests: [{ firstname: 'Eva', isMainGuest: true }] });
      expect(session.guest?.activeReservationId).toBe(current._id);
    });

    it('creates no account when the reservation is already activated: RESERVATION_ALREADY_REGISTERD', async () => {
      const response = await newAccount('latecomer@test.stay', { number: UNLINKED_FOR_SIGN_UP, mode: 'email', checkValue: 'family@test.stay' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_ALREADY_REGISTERD' });
      expect(await accountExists('latecomer@test.stay')).toEqual({ message: 'NOT_FOUND' });
    });
  });

  describe('POST /api/account/linkReservation/{id}', () => {
    it('refuses staff and anonymous callers (and staff on resetReservation)', async () => {
      const asStaff = await link(kit, staff.CUBER.token, UNLINKED, 'email', BOOKING_EMAIL);
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await link(kit, undefined, UNLINKED, 'email', BOOKING_EMAIL)).statusCode).toBe(401);
      const reset = await kit.call(staff.GUIDE.token, {
        method: 'POST',
        url: '/api/account/resetReservation/some-reservation/some-token',
      });
      expect(reset.statusCode).toBe(403);
      expect(reset.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('answers RESERVATION_NOT_FOUND for a wrong check value or number', async () => {
      const token = await newGuest(kit, 'wrong-value@test.stay');
      for (const [number, value] of [[UNLINKED, 'someone@else.nl'], ['T-0000-000000', BOOKING_EMAIL]] as const) {
        const response = await link(kit, token, number, 'email', value);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
      }
    });

    it('refuses USER_HAS_ACTIVE_RESERVATION for a guest whose stay has not ended', async () => {
      const response = await link(kit, staying.token, UNLINKED, 'email', BOOKING_EMAIL);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'USER_HAS_ACTIVE_RESERVATION' });
    });

    it('refuses RESERVATION_ENDED for a reservation after its deactivation time', async () => {
      const token = await newGuest(kit, 'late-activator@test.stay');
      kit.clock.advance(30 * DAY_MS);
      try {
        const response = await link(kit, token, UNLINKED, 'email', BOOKING_EMAIL);
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
      } finally {
        kit.clock.reset();
      }
    });

    it('links the unlinked reservation as main guest; a second account gets RESERVATION_ALREADY_REGISTERD', async () => {
      const token = await newGuest(kit, 'activator@test.stay');
      const response = await link(kit, token, UNLINKED.toLowerCase(), 'email', 'Welcome@Test.Stay');
      expect(response.statusCode).toBe(200);
      const reservation = reservationSchema.parse(response.json());
      expect(reservation).toMatchObject({ nmbr: UNLINKED, isMainGuest: true, guests: [{ firstname: 'New', isMainGuest: true }] });

      const identity = identitySchema.parse((await kit.call(token, { method: 'GET', url: '/api/auth/check' })).json());
      expect(identity.guest?.activeReservationId).toBe(reservation._id);
      const current = await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current' });
      expect(reservationSchema.parse(current.json())._id).toBe(reservation._id);

      // Linking again is harmless.
      expect((await link(kit, token, UNLINKED, 'email', BOOKING_EMAIL)).statusCode).toBe(200);

      const other = await link(kit, await newGuest(kit, 'second@test.stay'), UNLINKED, 'email', BOOKING_EMAIL);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'RESERVATION_ALREADY_REGISTERD' });
    });

    it('does not let an ended stay block linking: the departed guest meets the taken number instead', async () => {
      const response = await link(kit, departed.token, UNLINKED, 'email', BOOKING_EMAIL);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_ALREADY_REGISTERD' });
    });
  });

  describe('POST /api/auth/unlinkReservation', () => {
    it('leaves the current reservation; the main guest frees it for activation again', async () => {
      const token = await kit.token('activator@test.stay', 'Secret12');
      const response = await kit.call(token, { method: 'POST', url: '/api/auth/unlinkReservation' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'UNLINKED' });
      expect((await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current' })).json()).toBeNull();

      const again = await kit.call(token, { method: 'POST', url: '/api/auth/unlinkReservation' });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });

      const relink = await link(kit, departed.token, UNLINKED, 'email', BOOKING_EMAIL);
      expect(relink.statusCode).toBe(200);
      expect(reservationSchema.parse(relink.json()).mainGuest).toMatchObject({ _id: departed.id });
    });

    it('refuses staff', async () => {
      const response = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: '/api/auth/unlinkReservation' });
      expect(response.statusCode).toBe(403);
    });
  });
});
