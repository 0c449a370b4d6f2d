import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { guideProfileSchema } from '@stay/contract';
import { describeEachDialect } from '@stay/server/test-support';
import { seedDemoGuidePortraits } from '../src/seed-demo-guide-portraits';
import { seedDemoData } from './seed-demo-data';

describeEachDialect(
  'demo guide portraits seed',
  (ctx) => {
    let first: number;

    beforeAll(async () => {
      first = await seedDemoGuidePortraits(ctx.db, ctx.config.dataDir);
    });

    it('gives every demo guide their own portrait, served to guests choosing a guide, once', async () => {
      expect(first).toBe(3);
      const session = await ctx.login('guest@demo.stay');
      const response = await ctx.app.inject({ method: 'GET', url: '/api/guest/available-guides', headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      const guides = guideProfileSchema.array().parse(response.json());
      expect(guides.map((guide) => guide.firstname).sort()).toEqual(['Anouk', 'Bram', 'Sanne']);
      const pictures = new Set<string>();
      for (const guide of guides) {
        expect(guide.personimage, guide.firstname).toMatch(/^\/api\/profile-image\/[a-f0-9]{32}\.webp$/);
        const image = await ctx.app.inject({ method: 'GET', url: guide.personimage as string });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        pictures.add(createHash('sha256').update(image.rawPayload).digest('hex'));
      }
      // Three different faces, not one picture three times.
      expect(pictures.size).toBe(3);

      // Seeding again keeps the pictures (no new files), even after the guide profiles were written again.
      const before = guides.map((guide) => guide.personimage).sort();
      await ctx.db.updateTable('guide_profiles').set({ personimage: null }).execute();
      expect(await seedDemoGuidePortraits(ctx.db, ctx.config.dataDir)).toBe(0);
      const again = guideProfileSchema.array().parse((await ctx.app.inject({ method: 'GET', url: '/api/guest/available-guides', headers: { accesstoken: session.accesstoken } })).json());
      expect(again.map((guide) => guide.personimage).sort()).toEqual(before);
    });
  },
  { seed: seedDemoData },
);
