import { describe, expect, it } from 'vitest';
import { ratingSchema } from '@stay/contract';
import { describeEachDialect } from '../../test-support';
import { useStayApp, type StayTestKit } from '../reservation/stay-test-kit';

async function rate(kit: StayTestKit, email: string, payload: Record<string, unknown>) {
  return kit.call(await kit.token(email), { method: 'POST', url: '/api/guest/rating', payload });
}

describeEachDialect('guest rating', (ctx) => {
  const kit = useStayApp(ctx);

  it('rates the stay', async () => {
    const response = await rate(kit, 'guest@demo.stay', { label: 'stay', score: 5, comment: ' Lovely view ' });
    expect(response.statusCode).toBe(200);
    expect(ratingSchema.parse(response.json())).toMatchObject({
      reservationId: 'demo-reservation-zeezicht-12',
      label: 'stay',
      score: 5,
      comment: 'Lovely view',
      guide: null,
    });
  });

  it('rates the guide, and rating again replaces the earlier rating', async () => {
    const first = ratingSchema.parse((await rate(kit, 'guest@demo.stay', { label: 'guide', score: 3 })).json());
    expect(first.guide).toMatchObject({ _id: 'demo-employee-guide', firstname: 'Sanne' });
    const second = ratingSchema.parse((await rate(kit, 'guest@demo.stay', { label: 'guide', score: 4, comment: 'Better' })).json());
    expect(second).toMatchObject({ _id: first._id, score: 4, comment: 'Better', createdAt: first.createdAt });
    const rows = await ctx.db.selectFrom('ratings').selectAll().where('label', '=', 'guide').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 4, guide_employee_id: 'demo-employee-guide' });
  });

  it('lets a departed guest rate their stay', async () => {
    expect((await rate(kit, 'departed@demo.stay', { label: 'stay', score: 4 })).statusCode).toBe(200);
  });

  it('refuses a guide rating without a guide with INVALID_INPUT', async () => {
    const response = await rate(kit, 'noguide@demo.stay', { label: 'guide', score: 4 });
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
    const response = await rate(kit, 'guest@demo.stay', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  describe('access', () => {
    it('refuses staff and anonymous callers', async () => {
      expect((await rate(kit, 'guide@demo.stay', { label: 'stay', score: 5 })).statusCode).toBe(403);
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
