import { beforeAll, expect, it } from 'vitest';
import { guestWeblinksSchema, isWeblinkUrl, weblinkCategoryWithLinksSchema, weblinkSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST, DEMO_RESERVATION_ID } from '../src/demo-data';
import { seedDemoWeblinks } from '../src/seed-demo-weblinks';
import { seedDemoData } from './seed-demo-data';

describeEachDialect(
  'demo web links seed',
  (ctx) => {
    let first: { categories: number; links: number };

    beforeAll(async () => {
      first = await seedDemoWeblinks(ctx.db, { log: () => {} });
    });

    const get = async (email: string, url: string) => {
      const session = await ctx.login(email);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('fills the demo park once: FAQ, tips and suite manuals, every address on the park site over https', async () => {
      expect(first.categories).toBe(5);
      expect(first.links).toBeGreaterThan(16);
      expect(await seedDemoWeblinks(ctx.db, { log: () => {} })).toEqual({ categories: 0, links: 0 });
      expect(await seedDemoWeblinks(ctx.db, { log: () => {}, locationIds: ['no-such-location'] })).toEqual({ categories: 0, links: 0 });
      const categories = z.array(weblinkCategoryWithLinksSchema).parse(await get('guide@demo.stay', '/api/employee/weblink-category'));
      expect(categories.map(({ name, kind }) => [name, kind])).toEqual([
        ['Arrival & departure', 'faq'],
        ['In the park', 'faq'],
        ['Beach & nature', 'gem'],
        ['Eating out', 'gem'],
        ['Manuals', 'other'],
      ]);
      for (const link of categories.flatMap((category) => category.links)) {
        expect(isWeblinkUrl(link.url) && link.url.startsWith('https://www.duinpark.example/'), link.url).toBe(true);
      }
    });

    it('shows the guest the FAQ and tips in Dutch, German and French, and ties manuals to the guest\'s suite', async () => {
      const dutch = guestWeblinksSchema.parse(await get(DEMO_GUEST.email, '/api/guest/weblink?lang=nl'));
      const topics = dutch.faq.flatMap((category) => category.links.map((link) => link.title));
      expect(topics).toEqual(['Inchecken en uitchecken', 'Verblijven met je hond', 'Wifi', 'Afval scheiden', 'Openingstijden sauna']);
      expect(dutch.gem.map((category) => category.name)).toEqual(['Strand & natuur', 'Uit eten']);
      expect(dutch.gem.flatMap((category) => category.links.map((link) => link.title))).toEqual(['Het strand', 'Fietsroutes', 'Restaurants in de buurt']);

      const german = guestWeblinksSchema.parse(await get(DEMO_GUEST.email, '/api/guest/weblink?lang=de'));
      expect(german.faq.map((category) => category.name)).toEqual(['Anreise & Abreise', 'Im Park']);
      expect(german.faq.flatMap((category) => category.links.map((link) => link.title))).toEqual([
        'An- und Abreise',
        'Urlaub mit Hund',
        'WLAN',
        'Müll und Recycling',
        'Öffnungszeiten der Sauna',
      ]);
      expect(german.faqLinks.map((link) => link.title)).toEqual(['Hausordnung']);
      const french = guestWeblinksSchema.parse(await get(DEMO_GUEST.email, '/api/guest/weblink?lang=fr'));
      expect(french.gem.map((category) => category.name)).toEqual(['Plage et nature', 'Sortir manger']);
      expect(french.gem.flatMap((category) => category.links.map((link) => link.title))).toEqual(['La plage', 'Itinéraires à vélo', 'Restaurants à proximité']);
      expect(french.faqLinks.map((link) => link.title)).toEqual(['Règlement intérieur']);

      const suite = await ctx.db
        .selectFrom('reservation_accommodations')
        .select('accommodation_id')
        .where('reservation_id', '=', DEMO_RESERVATION_ID)
        .where('position', '=', 0)
        .executeTakeFirstOrThrow();
      const manuals = z.array(weblinkSchema).parse(await get('guide@demo.stay', `/api/employee/weblink/asset/${suite.accommodation_id}`));
      expect(manuals.map((link) => link.title)).toEqual(['Thermostat manual (Suite Zeezicht 12)', 'Smart lock manual (Suite Zeezicht 12)']);
      expect(manuals.map((link) => [link.titleDe, link.titleFr])).toEqual([
        ['Anleitung Thermostat (Suite Zeezicht 12)', 'Mode d’emploi du thermostat (Suite Zeezicht 12)'],
        ['Anleitung Smart Lock (Suite Zeezicht 12)', 'Mode d’emploi de la serrure connectée (Suite Zeezicht 12)'],
      ]);
    });
  },
  { seed: seedDemoData },
);
