import { beforeAll, expect, it } from 'vitest';
import { announcementParagraphSchema, announcementSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST } from '../src/demo-data';
import { seedDemoAnnouncements } from '../src/seed-demo-announcements';
import { seedDemoData } from './seed-demo-data';

describeEachDialect(
  'demo announcements seed',
  (ctx) => {
    let first: { announcements: number; acceptances: number };

    beforeAll(async () => {
      first = await seedDemoAnnouncements(ctx.db, { log: () => {} });
    });

    const get = async (email: string, url: string) => {
      const session = await ctx.login(email);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('writes the announcements and their chapters in German and French too', async () => {
      for (const [lang, titles] of [
        ['de', ['Hausordnung', 'Frühstück an deiner Tür', 'Willkommen im Parc Duinzicht']],
        ['fr', ['Règlement intérieur', 'Le petit-déjeuner à votre porte', 'Bienvenue au Parc Duinzicht']],
      ] as const) {
        const all = z.array(announcementSchema).parse(await get(DEMO_GUEST.email, `/api/guest/announcement?lang=${lang}`));
        expect(all.map((row) => row.lettername).sort()).toEqual([...titles].sort());
        const english = z.array(announcementSchema).parse(await get(DEMO_GUEST.email, '/api/guest/announcement?lang=en'));
        for (const row of english) {
          const paragraphs = z.array(announcementParagraphSchema).parse(await get(DEMO_GUEST.email, `/api/guest/announcement/${row.nmbr}/paragraph?lang=${lang}`));
          const originals = z.array(announcementParagraphSchema).parse(await get(DEMO_GUEST.email, `/api/guest/announcement/${row.nmbr}/paragraph?lang=en`));
          paragraphs.forEach((paragraph, index) => {
            expect(paragraph.paragraphchapter).not.toBe(originals[index]?.paragraphchapter);
            expect(paragraph.paragraph).not.toBe(originals[index]?.paragraph);
          });
        }
      }
    });

    it('publishes house rules, a welcome and a Services note once', async () => {
      expect(first.announcements).toBe(3);
      expect(first.acceptances).toBeGreaterThan(0);
      expect(await seedDemoAnnouncements(ctx.db, { log: () => {} })).toEqual({ announcements: 0, acceptances: 0 });
      const all = z.array(announcementSchema).parse(await get(DEMO_GUEST.email, '/api/guest/announcement?lang=nl'));
      expect(all.map((row) => [row.letterkind, row.lettername, row.page])).toEqual([
        ['policy', 'Huisregels', null],
        ['page', 'Ontbijt aan de deur', 'services'],
        ['', 'Welkom in Parc Duinzicht', null],
      ]);
      const rules = all[0];
      const chapters = z.array(announcementParagraphSchema).parse(await get(DEMO_GUEST.email, `/api/guest/announcement/${rules?.nmbr}/paragraph`));
      expect(chapters.map((chapter) => chapter.paragraphchapter)).toEqual(['Quiet hours', 'Pets', 'Leaving your suite']);
    });

    it('leaves nothing new for the existing demo guests, and everything for the new arrival', async () => {
      for (const email of [DEMO_GUEST.email, 'noguide@demo.stay', 'latecheckout@demo.stay', 'departed@demo.stay', 'demo@demo.stay']) {
        expect(await get(email, '/api/guest/announcement/new?page=services'), email).toEqual([]);
      }
      const unseen = z.array(announcementSchema).parse(await get('newarrival@demo.stay', '/api/guest/announcement/new?page=services'));
      expect(unseen.map((row) => row.lettername)).toEqual(['House rules', 'Breakfast at your door', 'Welcome to Parc Duinzicht']);
      const home = z.array(announcementSchema).parse(await get('newarrival@demo.stay', '/api/guest/announcement/new'));
      expect(home.map((row) => row.lettername)).toEqual(['House rules', 'Welcome to Parc Duinzicht']);
    });
  },
  { seed: seedDemoData },
);
