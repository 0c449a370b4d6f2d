import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATE, ratingDashboardSchema, ratingLeaderboardSchema, salesChallengeSchema, type RatingLabel } from '@stay/contract';
import type { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestCaller, TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { upsertRating } from '../../../src/modules/rating/repository';

describeEachDialect('staff ratings, leaderboards and the sales challenge', (ctx) => {
  const kit = useStayApp(ctx);
  let location: { id: string };
  let elsewhere: { id: string };
  let anna: TestStaff;
  let bram: TestStaff;
  let cees: TestStaff;
  let dirk: TestStaff;
  let manager: TestStaff;
  let cuber: TestStaff;
  let otherManager: TestStaff;
  let otherGuide: TestStaff;
  let guest: TestGuest;

  async function get<T extends z.ZodType>(caller: TestCaller, url: string, schema: T): Promise<z.infer<T>> {
    const response = await kit.call(caller.token, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  /** A stay of `guide` at the location whose guest rates it with `label`, at the instant `at`. */
  async function rated(guide: TestStaff, label: RatingLabel, score: number, at: string, comment: string | null = null, locationId = location.id) {
    const { reservation, guest: rater } = await ctx.factories.stay({ locationId, guideId: guide.id });
    await upsertRating(ctx.db, {
      id: randomUUID(),
      reservation_id: reservation.id,
      person_id: rater.id,
      label,
      guide_employee_id: label === 'guide' ? guide.id : null,
      score,
      comment,
      created_at: at,
      updated_at: at,
    });
    return reservation;
  }

  /** An order of the guide's stay, in cents, placed at `placedAt` (open when null). */
  async function order(guide: TestStaff, totalCents: number, placedAt: string | null, locationId = location.id) {
    const { reservation } = await ctx.factories.stay({ locationId, guideId: guide.id });
    await ctx.db
      .insertInto('orders')
      .values({
        reservation_id: reservation.id,
        location_id: locationId,
        state: placedAt ? ORDER_STATE.placed : ORDER_STATE.open,
        total_cents: totalCents,
        paid_cents: placedAt ? totalCents : 0,
        created_at: placedAt ?? '2026-07-10T10:00:00.000Z',
        updated_at: placedAt ?? '2026-07-10T10:00:00.000Z',
        paid_at: placedAt,
        placed_at: placedAt,
      })
      .execute();
  }

  beforeAll(async () => {
    const make = ctx.factories;
    location = await make.location({ timeZone: 'Europe/Amsterdam' });
    elsewhere = await make.location({ timeZone: 'Europe/Amsterdam' });
    [anna, bram, cees, dirk] = await Promise.all(
      ['Anna', 'Bram', 'Cees', 'Dirk'].map((firstname) => make.staff({ role: 'GUIDE', locationId: location.id, firstname, workgroup: 'Guides' })),
    ) as [TestStaff, TestStaff, TestStaff, TestStaff];
    manager = await make.staff({ role: 'MANAGEMENT', locationId: location.id, workgroup: 'Management' });
    cuber = await make.staff({ role: 'CUBER', locationId: location.id, workgroup: 'Housekeeping' });
    otherManager = await make.staff({ role: 'MANAGEMENT', locationId: elsewhere.id, workgroup: 'Management' });
    otherGuide = await make.staff({ role: 'GUIDE', locationId: elsewhere.id, firstname: 'Otto', workgroup: 'Guides' });
    ({ guest } = await make.stay({ locationId: location.id, guideId: anna.id }));

    // July 2026 (Amsterdam, UTC+2): Anna and Bram tie at 4.5 over two ratings, Cees has one 4, Dirk none.
    await rated(anna, 'guide', 5, '2026-07-02T10:00:00.000Z', 'Anna knew every bird in the dunes');
    await rated(anna, 'guide', 4, '2026-07-05T10:00:00.000Z');
    await rated(bram, 'guide', 4, '2026-07-03T10:00:00.000Z', 'Great restaurant tips');
    await rated(bram, 'guide', 5, '2026-07-06T10:00:00.000Z');
    await rated(cees, 'guide', 4, '2026-07-07T10:00:00.000Z');
    // 23:30 local on 30 June: June, not July.
    await rated(cees, 'guide', 5, '2026-06-30T21:30:00.000Z', 'Lovely walk');
    await rated(anna, 'stay', 3, '2026-07-08T10:00:00.000Z', 'The shower was cold');
    await rated(bram, 'stay', 5, '2026-07-09T10:00:00.000Z');
    await rated(otherGuide, 'guide', 1, '2026-07-04T10:00:00.000Z', 'Elsewhere only', elsewhere.id);

    // Sales: 23:30 local on 31 July counts for July; 00:30 local on 1 August for August; 00:30 local on 1 July for July.
    await order(bram, 4250, '2026-07-31T21:30:00.000Z');
    await order(bram, 1000, '2026-06-30T22:30:00.000Z');
    await order(anna, 9900, '2026-07-31T22:30:00.000Z');
    await order(anna, 1995, '2026-07-12T08:00:00.000Z');
    await order(cees, 5250, '2026-07-20T08:00:00.000Z');
    await order(dirk, 7000, null);
    await order(otherGuide, 99900, '2026-07-10T08:00:00.000Z', elsewhere.id);

    kit.clock.set('2026-07-15T10:00:00.000Z');
  });

  describe('dashboard', () => {
    it("shows a guide their own scores next to the team's, their own comments and only their own line", async () => {
      const dashboard = await get(anna, '/api/employee/rating/dashboard', ratingDashboardSchema);
      expect(dashboard.labels.find((line) => line.label === 'guide')).toEqual({
        label: 'guide',
        own: { average: 4.5, count: 2 },
        team: { average: 4.5, count: 6 },
      });
      expect(dashboard.labels.find((line) => line.label === 'stay')).toEqual({
        label: 'stay',
        own: { average: 3, count: 1 },
        team: { average: 4, count: 2 },
      });
      expect(dashboard.labels.find((line) => line.label === 'app')).toEqual({
        label: 'app',
        own: { average: null, count: 0 },
        team: { average: null, count: 0 },
      });
      expect(dashboard.comments.map((comment) => [comment.label, comment.comment])).toEqual([
        ['stay', 'The shower was cold'],
        ['guide', 'Anna knew every bird in the dunes'],
      ]);
      expect(dashboard.guides.map((line) => line.employee._id)).toEqual([anna.id]);
    });

    it("shows management every guide of the location and the location's comments, nothing of another location", async () => {
      const dashboard = await get(manager, '/api/employee/rating/dashboard', ratingDashboardSchema);
      expect(dashboard.guides.map((line) => [line.employee.firstname, line.labels.find((score) => score.label === 'guide')])).toEqual([
        ['Anna', { label: 'guide', average: 4.5, count: 2 }],
        ['Bram', { label: 'guide', average: 4.5, count: 2 }],
        ['Cees', { label: 'guide', average: 4.5, count: 2 }],
        ['Dirk', { label: 'guide', average: null, count: 0 }],
      ]);
      expect(dashboard.labels.find((line) => line.label === 'guide')?.own).toEqual({ average: null, count: 0 });
      expect(dashboard.comments.map((comment) => comment.comment)).toEqual([
        'The shower was cold',
        'Great restaurant tips',
        'Anna knew every bird in the dunes',
        'Lovely walk',
      ]);
      expect(dashboard.comments[1]?.guide?._id).toBe(bram.id);

      const other = await get(otherManager, '/api/employee/rating/dashboard', ratingDashboardSchema);
      expect(other.guides.map((line) => line.employee._id)).toEqual([otherGuide.id]);
      expect(other.comments.map((comment) => comment.comment)).toEqual(['Elsewhere only']);
      expect(other.labels.find((line) => line.label === 'guide')?.team).toEqual({ average: 1, count: 1 });
    });

    it('shows support (CUBER) every guide as well', async () => {
      const dashboard = await get(cuber, '/api/employee/rating/dashboard', ratingDashboardSchema);
      expect(dashboard.guides).toHaveLength(4);
    });
  });

  describe('leaderboard', () => {
    it('ranks by average then count this month; ties share a rank, unrated guides last', async () => {
      const board = await get(bram, '/api/employee/rating/leader-board/guide', ratingLeaderboardSchema);
      expect(board).toMatchObject({ label: 'guide', from: '2026-07-01', to: '2026-07-31' });
      expect(board.rows.map((row) => [row.employee.firstname, row.average, row.count, row.rank])).toEqual([
        ['Anna', 4.5, 2, 1],
        ['Bram', 4.5, 2, 1],
        ['Cees', 4, 1, 3],
        ['Dirk', null, 0, 4],
      ]);
    });

    it("counts a rating in the period of the location's calendar (23:30 on 30 June is June)", async () => {
      const june = await get(manager, '/api/employee/rating/leader-board/guide?from=2026-06-01&to=2026-06-30', ratingLeaderboardSchema);
      expect(june.rows.map((row) => [row.employee.firstname, row.average, row.rank])).toEqual([
        ['Cees', 5, 1],
        ['Anna', null, 2],
        ['Bram', null, 2],
        ['Dirk', null, 2],
      ]);
    });

    it("ranks stay ratings by the rated reservation's guide", async () => {
      const board = await get(manager, '/api/employee/rating/leader-board/stay', ratingLeaderboardSchema);
      expect(board.rows.slice(0, 2).map((row) => [row.employee.firstname, row.average, row.rank])).toEqual([
        ['Bram', 5, 1],
        ['Anna', 3, 2],
      ]);
    });

    it('shows staff of another location only their own guides', async () => {
      const board = await get(otherManager, '/api/employee/rating/leader-board/guide', ratingLeaderboardSchema);
      expect(board.rows.map((row) => [row.employee._id, row.average])).toEqual([[otherGuide.id, 1]]);
    });

    it.each([
      ['an unknown label', '/api/employee/rating/leader-board/food'],
      ['from after to', '/api/employee/rating/leader-board/guide?from=2026-07-02&to=2026-07-01'],
      ['a malformed date', '/api/employee/rating/leader-board/guide?from=2026-7-1'],
    ])('refuses %s with INVALID_INPUT', async (_case, url) => {
      const response = await kit.call(manager.token, { method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  describe('product-sales challenge', () => {
    it("sums this month's placed orders per guide in the park's zone, with the leader", async () => {
      const challenge = await get(manager, '/api/employee/rating/productsales-challange', salesChallengeSchema);
      expect(challenge).toMatchObject({ month: '2026-07', from: '2026-07-01', to: '2026-07-31', timeZone: 'Europe/Amsterdam', participants: 4 });
      // Bram: 42.50 (23:30 on 31 July) + 10.00 (00:30 on 1 July); Anna: 19.95 (her 00:30 on 1 August order is August's).
      expect(challenge.rows.map((row) => [row.employee.firstname, row.sales, row.orders, row.rank])).toEqual([
        ['Bram', 52.5, 2, 1],
        ['Cees', 52.5, 1, 1],
        ['Anna', 19.95, 1, 3],
        ['Dirk', 0, 0, 4],
      ]);
      expect(challenge.leader?.employee._id).toBe(bram.id);
      expect(challenge.mine).toBeNull();
      expect(challenge.total).toBe(124.95);
    });

    it('shows a guide the leader and their own line', async () => {
      const challenge = await get(anna, '/api/employee/rating/productsales-challange', salesChallengeSchema);
      expect(challenge.rows.map((row) => row.employee.firstname)).toEqual(['Bram', 'Anna']);
      expect(challenge.mine).toMatchObject({ sales: 19.95, rank: 3 });
      expect(challenge.participants).toBe(4);
    });

    it('reads a given month: the order placed at 00:30 on 1 August is August’s', async () => {
      const august = await get(anna, '/api/employee/rating/productsales-challange/2026-08', salesChallengeSchema);
      expect(august).toMatchObject({ month: '2026-08', from: '2026-08-01', to: '2026-08-31' });
      expect(august.mine).toMatchObject({ sales: 99, orders: 1, rank: 1 });
      expect(august.leader?.employee._id).toBe(anna.id);
      const june = await get(manager, '/api/employee/rating/productsales-challange/2026-06', salesChallengeSchema);
      expect(june.leader).toBeNull();
      expect(june.total).toBe(0);
    });

    it('shows staff of another location only their own sales', async () => {
      const challenge = await get(otherManager, '/api/employee/rating/productsales-challange', salesChallengeSchema);
      expect(challenge.rows.map((row) => [row.employee._id, row.sales])).toEqual([[otherGuide.id, 999]]);
    });

    it.each(['2026-13', '2026-7', 'july', '2026-07-01'])('refuses the month %s with INVALID_INPUT', async (month) => {
      const response = await kit.call(manager.token, { method: 'GET', url: `/api/employee/rating/productsales-challange/${month}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  describe('access', () => {
    it.each([
      '/api/employee/rating/dashboard',
      '/api/employee/rating/leader-board/guide',
      '/api/employee/rating/productsales-challange',
      '/api/employee/rating/productsales-challange/2026-07',
    ])('refuses a guest (403) and an anonymous caller (401) on %s', async (url) => {
      expect((await kit.call(guest.token, { method: 'GET', url })).statusCode).toBe(403);
      expect((await kit.call(undefined, { method: 'GET', url })).statusCode).toBe(401);
    });
  });
});
