import { beforeAll, describe, expect, it } from 'vitest';
import { ratingSchema } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestCaller, TestGuest, TestReservation, TestStaff } from '../../support/factories';
import { useStayApp, type StayTestKit } from '../../support/stay-app';

async function rate(kit: StayTestKit, caller: TestCaller, payload: Record<string, unknown>) {
  return kit.call(caller.token, { method: 'POST', url: '/api/guest/rating', payload });
}

describeEachDialect('guest rating', (ctx) => {
  const kit = useStayApp(ctx);
  let guide: TestStaff;
  let stay: TestReservation;
  let guest: TestGuest;
  let departed: TestGuest;
  let departedStay: TestReservation;
  let withoutGuide: TestGuest;

  beforeAll(async () => {
    const make = ctx.factories;
    const location = await make.location();
    guide = await make.staff({ role: 'GUIDE', locationId: location.id, firstname: 'Sanne' });
    ({ reservation: stay, guest } = await make.stay({ locationId: location.id, guideId: guide.id }));
    ({ reservation: departedStay, guest: departed } = await make.stay({ locationId: location.id, guideId: guide.id, start: { days: -5, time: '15:00' }, end: { days: -1, time: '10:00' } }));
    ({ guest: withoutGuide } = await make.stay({ locationId: location.id }));
  });

  it('rates the stay once it has ended', async () => {
    const response = await rate(kit, departed, { label: 'stay', score: 5, comment: ' Lovely view ' });
    expect(response.statusCode).toBe(200);
    expect(ratingSchema.parse(response.json())).toMatchObject({
      reservationId: departedStay.id,
      label: 'stay',
      score: 5,
      comment: 'Lovely view',
      guide: null,
    });
  });

  it('refuses a stay rating while the stay is running with STAY_NOT_ENDED and stores nothing', async () => {
    const response = await rate(kit, guest, { label: 'stay', score: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STAY_NOT_ENDED' });
    const rows = await ctx.db.selectFrom('ratings').selectAll().where('reservation_id', '=', stay.id).where('label', '=', 'stay').execute();
    expect(rows).toHaveLength(0);
  });

  it('rates the app during the stay', async () => {
    const response = await rate(kit, guest, { label: 'app', score: 4 });
    expect(response.statusCode).toBe(200);
    expect(ratingSchema.parse(response.json())).toMatchObject({ reservationId: stay.id, label: 'app', score: 4 });
  });

  it('rates the guide once per stay: a second rating is refused with ALREADY_RATED and changes nothing', async () => {
    const mine = async () => (await kit.call(guest.token, { method: 'GET', url: '/api/guest/rating/current/guide' })).json();
    expect(await mine()).toBeNull();
    const first = ratingSchema.parse((await rate(kit, guest, { label: 'guide', score: 3 })).json());
    expect(first.guide).toMatchObject({ _id: guide.id, firstname: 'Sanne' });
    expect(ratingSchema.parse(await mine())).toEqual(first);

    const second = await rate(kit, guest, { label: 'guide', score: 4, comment: 'Better' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ALREADY_RATED' });
    const rows = await ctx.db.selectFrom('ratings').selectAll().where('label', '=', 'guide').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 3, guide_employee_id: guide.id });
  });

  it('rating the stay again replaces the earlier rating', async () => {
    const again = ratingSchema.parse((await rate(kit, departed, { label: 'stay', score: 4 })).json());
    expect(again).toMatchObject({ label: 'stay', score: 4, comment: null });
    const rows = await ctx.db.selectFrom('ratings').selectAll().where('reservation_id', '=', departedStay.id).where('label', '=', 'stay').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a guide rating without a guide with INVALID_INPUT', async () => {
    const response = await rate(kit, withoutGuide, { label: 'guide', score: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it.each([
    ['score 0', { label: 'stay', score: 0 }],
    ['score 6', { label: 'stay', score: 6 }],
    ['a fractional score', { label: 'stay', score: 4.5 }],
    ['an unknown label', { label: 'food', score: 4 }],
    ['no score', { label: 'stay' }],
  ])('refuses %s with INVALID_INPUT', async (_case, payload) => {
    const response = await rate(kit, guest, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  describe('access', () => {
    it('refuses staff and anonymous callers', async () => {
      expect((await rate(kit, guide, { label: 'stay', score: 5 })).statusCode).toBe(403);
      expect((await kit.call(undefined, { method: 'POST', url: '/api/guest/rating', payload: { label: 'stay', score: 5 } })).statusCode).toBe(401);
    });

    it('answers RESERVATION_NOT_FOUND for a guest without a reservation', async () => {
      const created = await kit.call(undefined, {
        method: 'POST',
        url: '/api/account/create',
        payload: { email: 'rater@test.stay', password: 'Secret12', firstname: 'R', surname: 'T' },
      });
      const token = created.json<{ accesstoken: string }>().accesstoken;
      const response = await kit.call(token, { method: 'POST', url: '/api/guest/rating', payload: { label: 'app', score: 5 } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    });
  });
});
