import { beforeAll, expect, it } from 'vitest';
import { PRODUCT_IMAGE_PATHS, productSchema, catalogueCategorySchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST } from '../src/demo-data';
import { seedDemoCatalogue } from '../src/seed-demo-catalogue';
import { DEMO_PRODUCTS } from '../src/seed-demo-catalogue-data';
import { seedDemoData } from './seed-demo-data';

describeEachDialect(
  'demo shop seed',
  (ctx) => {
    let first: { categories: number; products: number };

    beforeAll(async () => {
      first = await seedDemoCatalogue(ctx.db, { log: () => {} });
    });

    const get = async (url: string) => {
      const session = await ctx.login(DEMO_GUEST.email);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('stocks the demo park with three categories and every product, once', async () => {
      expect(first).toEqual({ categories: 3, products: DEMO_PRODUCTS.length });
      expect(await seedDemoCatalogue(ctx.db, { log: () => {} })).toEqual({ categories: 0, products: 0 });
      expect(await seedDemoCatalogue(ctx.db, { log: () => {}, locationIds: ['no-such-location'] })).toEqual({ categories: 0, products: 0 });
      const categories = z.array(catalogueCategorySchema).parse(await get('/api/guest/webshopcategory?lang=nl'));
      expect(categories.map(({ name, group }) => ({ name, group }))).toEqual([
        { name: 'Diensten', group: 'services' },
        { name: 'Eten & drinken', group: 'food' },
        { name: 'Fietsen', group: 'bikes' },
      ]);
      expect(categories.reduce((sum, category) => sum + category.productcount, 0)).toBe(DEMO_PRODUCTS.length);
    });

    it('writes every category, product and add-on in German and French too', async () => {
      const german = z.array(productSchema).parse(await get('/api/guest/product?lang=de'));
      const french = z.array(productSchema).parse(await get('/api/guest/product?lang=fr'));
      const english = z.array(productSchema).parse(await get('/api/guest/product?lang=en'));
      expect(german.find((product) => product.productkey === 'breakfast')).toMatchObject({ name: 'Frühstück' });
      expect(french.find((product) => product.productkey === 'e-bike')).toMatchObject({ name: 'Vélo électrique', options: [{ productname: 'Siège enfant' }] });
      // Only names that are the same word in both languages may equal the English.
      const same = new Set(['Croissants (4)', 'Mountainbike', 'Services']);
      for (const [index, product] of english.entries()) {
        for (const translated of [german[index], french[index]]) {
          expect(translated?.description).not.toBe(product.description);
          if (!same.has(translated?.name ?? '')) expect(translated?.name).not.toBe(product.name);
        }
      }
      const categories = z.array(catalogueCategorySchema).parse(await get('/api/guest/webshopcategory?lang=de'));
      expect(categories.map((category) => category.name)).toEqual(['Service', 'Essen & Getränke', 'Fahrräder']);
    });

    it('sells the demo services at their prices, bikes per day with a fleet, every image bundled', async () => {
      const products = z.array(productSchema).parse(await get('/api/guest/product'));
      const price = (key: string) => products.find((product) => product.productkey === key);
      expect(price('housekeeping')).toMatchObject({ price: 7.95, disableAmount: true, group: 'services' });
      expect(price('groceries')).toMatchObject({ price: 12.95 });
      expect(price('breakfast')).toMatchObject({ price: 7.95, group: 'food' });
      expect(price('take-out')).toMatchObject({ price: 19.95 });
      expect(price('mountain-bike')).toMatchObject({ price: 24.95, unit: 'DAY', capacity: 6, group: 'bikes', options: [{ productkey: 'child-seat', price: 2.5 }] });
      expect(price('e-bike')).toMatchObject({ price: 49.95, unit: 'DAY', capacity: 4 });
      for (const product of products) expect(PRODUCT_IMAGE_PATHS, product.productkey).toContain(product.img);
      expect(new Set(products.map((product) => product.img)).size).toBe(products.length);
    });
  },
  { seed: seedDemoData },
);
