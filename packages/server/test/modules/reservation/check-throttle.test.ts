import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestReservation } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { MAX_FAILED_CHECKS_PER_ACCOUNT, MAX_FAILED_CHECKS_PER_IP } from '../../../src/modules/reservation/check-throttle';

const BOOKING_EMAIL = 'owner@booking.test';
const ATTACKERS_ADDRESS = '203.0.113.7';
const OWNERS_ADDRESS = '198.51.100.20';

describeEachDialect('reservation check throttle', (ctx) => {
  const kit = useStayApp(ctx);
  let reservation: TestReservation;
  let owner: TestGuest;

  beforeAll(async () => {
    const { id: locationId } = await ctx.factories.location();
    reservation = await ctx.factories.reservation({ locationId, bookingEmail: BOOKING_EMAIL, postalCode: '1234 AB' });
    owner = await ctx.factories.guest();
  });

  const check = (guest: TestGuest, value: string, remoteAddress: string) =>
    kit.call(guest.token, { method: 'GET', url: `/api/guest/reservation/check/${reservation.number}/email/${value}`, remoteAddress });

  it('does not let two attackers with 10 wrong checks each lock the owner out of activation', async () => {
    for (const attacker of [await ctx.factories.guest(), await ctx.factories.guest()]) {
      for (let attempt = 0; attempt < MAX_FAILED_CHECKS_PER_ACCOUNT; attempt += 1) {
        expect((await check(attacker, `guess-${attempt}@x.test`, ATTACKERS_ADDRESS)).json()).toEqual({ message: 'NOT_FOUND' });
      }
      const throttled = await check(attacker, BOOKING_EMAIL, ATTACKERS_ADDRESS);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }

    expect((await check(owner, BOOKING_EMAIL, OWNERS_ADDRESS)).json()).toEqual({ message: 'FOUND' });
    const linked = await kit.call(owner.token, {
      method: 'POST',
      url: `/api/account/linkReservation/${reservation.number}`,
      payload: { mode: 'email', checkValue: BOOKING_EMAIL },
      remoteAddress: OWNERS_ADDRESS,
    });
    expect(linked.statusCode).toBe(200);
  });

  it('throttles one address that spreads wrong checks over many accounts, not other addresses', async () => {
    const address = '192.0.2.55';
    let failures = 0;
    while (failures < MAX_FAILED_CHECKS_PER_IP) {
      const guesser = await ctx.factories.guest();
      for (let attempt = 0; attempt < 5 && failures < MAX_FAILED_CHECKS_PER_IP; attempt += 1, failures += 1) {
        expect((await check(guesser, `spread-${failures}@x.test`, address)).statusCode).toBe(200);
      }
    }
    const fresh = await ctx.factories.guest();
    expect((await check(fresh, BOOKING_EMAIL, address)).statusCode).toBe(429);
    expect((await check(fresh, BOOKING_EMAIL, '192.0.2.56')).json()).toEqual({ message: 'FOUND' });
  });
});
