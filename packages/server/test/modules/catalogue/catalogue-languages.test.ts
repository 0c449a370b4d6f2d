import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueCategorySchema, managedCategorySchema, managedProductSchema, productSchema, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { ok } from '../../support/answers';

const PRODUCTS = '/api/employee/product';
const CATEGORIES = '/api/employee/webshopcategory';
const CONTENT_LANGUAGE = '/api/employee/location/content-language';

describeEachDialect('catalogue in four languages', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let guest: TestGuest;
  let food: string;

  const product = (lang: string) => ok(productSchema, kit.request(guest, 'GET', `/api/guest/product/picnic?lang=${lang}`));
  const setContentLanguage = (contentLanguage: string) => ok(z.unknown(), kit.request(staff.MANAGEMENT, 'POST', CONTENT_LANGUAGE, { contentLanguage }));

  beforeAll(async () => {
    await ctx.factories.settings();
    const locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    guest = (await ctx.factories.stay({ locationId })).guest;
    food = (
      await ok(
        managedCategorySchema,
        kit.request(staff.MANAGEMENT, 'POST', CATEGORIES, { name: 'Food', nameNl: 'Eten', nameDe: 'Essen', nameFr: '', group: 'food' }),
      )
    )._id;
    // Dutch and French, no German: what a German guest sees depends on the location's content language.
    await ok(
      managedProductSchema,
      kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, {
        productkey: 'picnic',
        name: 'Picnic basket',
        nameNl: 'Picknickmand',
        nameFr: 'Panier pique-nique',
        description: 'For two',
        descriptionNl: 'Voor twee',
        descriptionFr: 'Pour deux',
        categoryId: food,
        price: 25,
        vatRate: 9,
        img: '/products/picnic-basket.svg',
        options: [{ productkey: 'wine', productname: 'Wine', productnameDe: 'Wein', productnameFr: 'Vin', price: 10 }],
      }),
    );
  });

  describe('management', () => {
    it('keeps German and French beside Dutch, empty as missing, and changes each on its own', async () => {
      const created = await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'GET', `${PRODUCTS}/picnic`));
      expect(created).toMatchObject({
        name: 'Picnic basket',
        nameNl: 'Picknickmand',
        nameDe: null,
        nameFr: 'Panier pique-nique',
        descriptionNl: 'Voor twee',
        descriptionDe: null,
        descriptionFr: 'Pour deux',
        options: [{ productkey: 'wine', productname: 'Wine', productnameNl: null, productnameDe: 'Wein', productnameFr: 'Vin', price: 10 }],
      });
      const categories = await ok(z.array(managedCategorySchema), kit.request(staff.MANAGEMENT, 'GET', CATEGORIES));
      expect(categories[0]).toMatchObject({ name: 'Food', nameNl: 'Eten', nameDe: 'Essen', nameFr: null });

      const renamed = await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/picnic`, { descriptionDe: '  Für zwei  ', nameFr: '' }));
      expect(renamed).toMatchObject({ nameNl: 'Picknickmand', nameDe: null, nameFr: null, descriptionDe: 'Für zwei', descriptionFr: 'Pour deux' });
      const category = await ok(managedCategorySchema, kit.request(staff.MANAGEMENT, 'POST', `${CATEGORIES}/${food}`, { nameFr: 'Cuisine' }));
      expect(category).toMatchObject({ nameNl: 'Eten', nameDe: 'Essen', nameFr: 'Cuisine' });
      // Back as it was for the reading tests.
      await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/picnic`, { descriptionDe: null, nameFr: 'Panier pique-nique' }));
    });

    it('refuses a translation beyond the length of its field and changes nothing', async () => {
      const answer = await kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/picnic`, { nameDe: 'x'.repeat(81) });
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as { code: string }).code).toBe('INVALID_INPUT');
      expect((await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'GET', `${PRODUCTS}/picnic`))).nameDe).toBeNull();
    });
  });

  describe('guest', () => {
    it("shows each text in the guest's language where it has one", async () => {
      await setContentLanguage('en');
      expect(await product('fr')).toMatchObject({ name: 'Panier pique-nique', description: 'Pour deux', options: [{ productname: 'Vin' }] });
      expect(await product('nl')).toMatchObject({ name: 'Picknickmand', description: 'Voor twee', options: [{ productname: 'Wine' }] });
      expect(await product('de')).toMatchObject({ options: [{ productname: 'Wein' }] });
    });

    it("falls back from a missing language to the location's content language, then English", async () => {
      await setContentLanguage('nl');
      // German missing: the location's Dutch.
      expect(await product('de')).toMatchObject({ name: 'Picknickmand', description: 'Voor twee', options: [{ productname: 'Wein' }] });
      // Dutch missing for the option: English, the last fallback.
      expect((await product('nl')).options[0]?.productname).toBe('Wine');
      await setContentLanguage('fr');
      expect(await product('de')).toMatchObject({ name: 'Panier pique-nique', description: 'Pour deux' });
      await setContentLanguage('de');
      // German is the content language and missing itself: English.
      expect(await product('de')).toMatchObject({ name: 'Picnic basket', description: 'For two' });
      expect(await product('en')).toMatchObject({ name: 'Picnic basket', description: 'For two', options: [{ productname: 'Wine' }] });
      await setContentLanguage('nl');
      const categories = await ok(z.array(catalogueCategorySchema), kit.request(guest, 'GET', '/api/guest/webshopcategory?lang=fr'));
      expect(categories.map((category) => category.name)).toEqual(['Cuisine']);
      const listed = await ok(z.array(productSchema), kit.request(guest, 'GET', '/api/guest/product?lang=de'));
      expect(listed.map((entry) => entry.name)).toEqual(['Picknickmand']);
      await setContentLanguage('en');
    });
  });
});
