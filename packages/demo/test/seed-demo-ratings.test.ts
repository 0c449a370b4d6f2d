import { beforeAll, expect, it } from 'vitest';
import { monthKeyIn, ratingDashboardSchema, ratingLeaderboardSchema, salesChallengeSchema, shiftMonth } from '@stay/contract';
import type { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_STAFF_MEMBERS, DEMO_LOCATION } from '../src/demo-data';
import { seedDemoCatalogue } from '../src/seed-demo-catalogue';
import { seedDemoRatings } from '../src/seed-demo-ratings';
import { DEMO_RATED_STAYS } from '../src/seed-demo-ratings-data';
import { seedDemoData } from './seed-demo-data';

const managementEmail = DEMO_STAFF_MEMBERS.find((staff) => staff.role === 'MANAGEMENT')!.email;

describeEachDialect(
  'demo ratings seed',
  (ctx) => {
    let first: { ratings: number; orders: number };

    beforeAll(async () => {
      await seedDemoCatalogue(ctx.db, { log: () => {} });
      first = await seedDemoRatings(ctx.db, { log: () => {} });
    });

    async function get<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
      const session = await ctx.login(managementEmail);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return schema.parse(response.json());
    }

    it('rates every demo guide with comments, and adds each order once', async () => {
      const withOrders = DEMO_RATED_STAYS.filter((stay) => stay.order).length;
      expect(first.orders).toBe(withOrders);
      expect(await seedDemoRatings(ctx.db, { log: () => {} })).toMatchObject({ orders: 0 });
      const dashboard = await get('/api/employee/rating/dashboard', ratingDashboardSchema);
      expect(dashboard.labels.find((line) => line.label === 'guide')?.team.count).toBe(DEMO_RATED_STAYS.length);
      expect(dashboard.comments.length).toBeGreaterThan(5);
      const rated = dashboard.guides.filter((line) => (line.labels.find((score) => score.label === 'guide')?.count ?? 0) > 0);
      expect(rated).toHaveLength(3);
    });

    it("fills the last months' sales challenges and leaderboards", async () => {
      const lastMonth = shiftMonth(monthKeyIn(new Date(), DEMO_LOCATION.timeZone), -1);
      const challenge = await get(`/api/employee/rating/productsales-challange/${lastMonth}`, salesChallengeSchema);
      expect(challenge.total).toBeGreaterThan(0);
      expect(challenge.leader).not.toBeNull();
      const from = shiftMonth(lastMonth, -2);
      const board = await get(`/api/employee/rating/leader-board/guide?from=${from}-01&to=${lastMonth}-28`, ratingLeaderboardSchema);
      expect(board.rows.filter((row) => row.count > 0)).toHaveLength(3);
    });
  },
  { seed: seedDemoData },
);
