import { beforeAll, describe, expect, it } from 'vitest';
import {
  managedCategorySchema,
  managedProductSchema,
  productSchema,
  catalogueCategorySchema,
  type ProductCreateBodyInput,
  type StaffRole,
} from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { findSellableProducts } from '../../../src/modules/catalogue/index';
import { ok, refusal } from '../../support/answers';

const PRODUCTS = '/api/employee/product';
const CATEGORIES = '/api/employee/webshopcategory';

const breakfast = (categoryId: string): ProductCreateBodyInput => ({
  productkey: 'breakfast',
  name: 'Breakfast',
  nameNl: 'Ontbijt',
  description: 'Fresh bread delivered to your door',
  descriptionNl: 'Vers brood aan de deur',
  categoryId,
  price: 7.95,
  vatRate: 9,
  img: '/products/breakfast.svg',
  featured: true,
});

const eBike = (categoryId: string): ProductCreateBodyInput => ({
  productkey: 'e-bike',
  name: 'E-bike',
  categoryId,
  price: 49.95,
  vatRate: 21,
  unit: 'DAY',
  capacity: 4,
  img: '/products/e-bike.svg',
  options: [{ productkey: 'child-seat', productname: 'Child seat', productnameNl: 'Kinderzitje', price: 2.5 }],
});

describeEachDialect('catalogue', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let guest: TestGuest;
  let guestElsewhere: TestGuest;
  let food: string;
  let bikes: string;


  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    const other = await ctx.factories.location({ name: 'Other park' });
    elsewhere = await ctx.factories.staffOfEveryRole(other.id);
    guest = (await ctx.factories.stay({ locationId })).guest;
    guestElsewhere = (await ctx.factories.stay({ locationId: other.id })).guest;

    food = (await ok(managedCategorySchema, kit.request(staff.MANAGEMENT, 'POST', CATEGORIES, { name: 'Food & drinks', nameNl: 'Eten & drinken', group: 'food', icon: 'restaurant-outline' })))._id;
    bikes = (await ok(managedCategorySchema, kit.request(staff.MANAGEMENT, 'POST', CATEGORIES, { name: 'Bikes', nameNl: 'Fietsen', group: 'bikes', icon: 'bicycle-outline' })))._id;
    await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, breakfast(food)));
    await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, eBike(bikes)));
    await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, { productkey: 'wine', name: 'Wine', categoryId: food, price: 12.5, vatRate: 21, img: '/products/wine.svg', hide: true }));
  });

  describe('management', () => {
    it('creates products with cents inside and euros on the wire, in both languages', async () => {
      const product = await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'GET', `${PRODUCTS}/breakfast`));
      expect(product).toMatchObject({ productkey: 'breakfast', name: 'Breakfast', nameNl: 'Ontbijt', price: 7.95, vatRate: 9, unit: 'PIECE', group: 'food', featured: true, hide: false, capacity: null, status: 'P' });
      const row = await ctx.db.selectFrom('products').select(['price_cents', 'vat_rate']).where('productkey', '=', 'breakfast').where('location_id', '=', locationId).executeTakeFirstOrThrow();
      expect(row).toEqual({ price_cents: 795, vat_rate: 9 });
      const bike = await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'GET', `${PRODUCTS}/e-bike`));
      expect(bike).toMatchObject({ unit: 'DAY', capacity: 4, group: 'bikes', options: [{ productkey: 'child-seat', productname: 'Child seat', productnameNl: 'Kinderzitje', price: 2.5 }] });
    });

    it('lists every product, hidden included, and counts them per category', async () => {
      const products = await ok(z.array(managedProductSchema), kit.request(staff.MANAGEMENT, 'GET', PRODUCTS));
      expect(products.map((product) => product.productkey)).toEqual(['breakfast', 'wine', 'e-bike']);
      const onlyBikes = await ok(z.array(managedProductSchema), kit.request(staff.MANAGEMENT, 'GET', `${PRODUCTS}?category=${bikes}`));
      expect(onlyBikes.map((product) => product.productkey)).toEqual(['e-bike']);
      const categories = await ok(z.array(managedCategorySchema), kit.request(staff.MANAGEMENT, 'GET', CATEGORIES));
      expect(categories.map(({ name, nameNl, productcount }) => ({ name, nameNl, productcount }))).toEqual([
        { name: 'Food & drinks', nameNl: 'Eten & drinken', productcount: 2 },
        { name: 'Bikes', nameNl: 'Fietsen', productcount: 1 },
      ]);
    });

    it('updates prices, texts, add-ons and hides and unhides', async () => {
      await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, { productkey: 'firewood', name: 'Firewood', categoryId: food, price: 6, vatRate: 21, img: '/products/firewood.svg', options: [{ productkey: 'lighter', productname: 'Lighter', price: 1 }] }));
      const changed = await ok(
        managedProductSchema,
        kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/firewood`, { price: 6.5, nameNl: 'Haardhout', hide: true, options: [{ productkey: 'kindling', productname: 'Kindling', price: 1.25 }] }),
      );
      expect(changed).toMatchObject({ price: 6.5, nameNl: 'Haardhout', hide: true, options: [{ productkey: 'kindling', productname: 'Kindling', productnameNl: null, price: 1.25 }] });
      const cleared = await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/firewood`, { nameNl: '', hide: false }));
      expect(cleared).toMatchObject({ nameNl: null, hide: false, price: 6.5 });
      await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/firewood`, { hide: true }));
    });

    it('moves a product to another category and its group with it', async () => {
      await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, { productkey: 'picnic', name: 'Picnic basket', categoryId: food, price: 24.95, vatRate: 9, img: '/products/picnic-basket.svg' }));
      const moved = await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/picnic`, { categoryId: bikes }));
      expect(moved).toMatchObject({ categoryId: bikes, group: 'bikes' });
      await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/picnic`, { hide: true, categoryId: food }));
    });

    it('refuses bad input with clear codes', async () => {
      const cases: [object, string][] = [
        [{ ...breakfast(food), productkey: 'Breakfast Deluxe' }, 'INVALID_INPUT'],
        [{ ...breakfast(food), productkey: 'deluxe', price: 7.955 }, 'INVALID_INPUT'],
        [{ ...breakfast(food), productkey: 'deluxe', price: -1 }, 'INVALID_INPUT'],
        [{ ...breakfast(food), productkey: 'deluxe', vatRate: 19 }, 'INVALID_INPUT'],
        [{ ...breakfast(food), productkey: 'deluxe', capacity: 3 }, 'INVALID_INPUT'],
        [{ ...breakfast(food), productkey: 'deluxe', img: 'https://example.com/x.png' }, 'INVALID_INPUT'],
        [{ ...breakfast(food), productkey: 'deluxe', categoryId: 'nope' }, 'CATEGORY_NOT_FOUND'],
        [breakfast(food), 'PRODUCT_KEY_TAKEN'],
      ];
      for (const [body, code] of cases) {
        expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, body)), JSON.stringify(body)).toMatchObject({ code });
      }
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/breakfast`, { capacity: 3 }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/breakfast`, {}))).toEqual({ status: 400, code: 'INVALID_INPUT' });
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/nothing-here`, { price: 1 }))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${CATEGORIES}/nope`, { name: 'X' }))).toEqual({ status: 404, code: 'CATEGORY_NOT_FOUND' });
    });

    it('adds a key once when two managers add it at the same moment', async () => {
      const body = { ...breakfast(food), productkey: 'brunch' };
      const answers = await Promise.all([kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, body), kit.request(staff.MANAGEMENT, 'POST', PRODUCTS, body)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('PRODUCT_KEY_TAKEN');
      await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', `${PRODUCTS}/brunch`, { hide: true }));
    });

    it('is for management only', async () => {
      for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) {
        expect(await refusal(kit.request(staff[role], 'GET', PRODUCTS)), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
        expect(await refusal(kit.request(staff[role], 'POST', `${PRODUCTS}/breakfast`, { price: 1 })), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
        expect(await refusal(kit.request(staff[role], 'POST', CATEGORIES, { name: 'X', group: 'food' })), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      }
      expect(await refusal(kit.request(guest, 'GET', PRODUCTS))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    });

    it("keeps management of another location to their own shop", async () => {
      expect(await ok(z.array(managedProductSchema), kit.request(elsewhere.MANAGEMENT, 'GET', PRODUCTS))).toEqual([]);
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'GET', `${PRODUCTS}/breakfast`))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${PRODUCTS}/breakfast`, { price: 0.01 }))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${CATEGORIES}/${food}`, { name: 'Mine' }))).toEqual({ status: 404, code: 'CATEGORY_NOT_FOUND' });
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'GET', `${PRODUCTS}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${PRODUCTS}?location=${locationId}`, breakfast(food)))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
      // A product in another location's category is refused; the same key is free there.
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', PRODUCTS, { ...breakfast(food) }))).toEqual({ status: 404, code: 'CATEGORY_NOT_FOUND' });
      expect((await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'GET', `${PRODUCTS}/breakfast`))).price).toBe(7.95);
    });

    it('lets management without a location name the location', async () => {
      const roaming = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
      expect(await refusal(kit.request(roaming, 'GET', PRODUCTS))).toEqual({ status: 400, code: 'INVALID_INPUT' });
      expect(await refusal(kit.request(roaming, 'GET', `${PRODUCTS}?location=nowhere`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
      const products = await ok(z.array(managedProductSchema), kit.request(roaming, 'GET', `${PRODUCTS}?location=${locationId}`));
      expect(products.map((product) => product.productkey)).toContain('breakfast');
    });
  });

  describe('guest', () => {
    it("lists the categories of the guest's location with their listed products, in the guest's language", async () => {
      const categories = await ok(z.array(catalogueCategorySchema), kit.request(guest, 'GET', '/api/guest/webshopcategory?lang=nl'));
      expect(categories.map(({ name, group, productcount }) => ({ name, group, productcount }))).toEqual([
        { name: 'Eten & drinken', group: 'food', productcount: 1 },
        { name: 'Fietsen', group: 'bikes', productcount: 1 },
      ]);
      expect((await ok(z.array(catalogueCategorySchema), kit.request(guest, 'GET', '/api/guest/webshopcategory')))[0]!.name).toBe('Food & drinks');
    });

    it('lists products without the hidden ones, filtered by category, group and featured', async () => {
      const all = await ok(z.array(productSchema), kit.request(guest, 'GET', '/api/guest/product'));
      expect(all.map((product) => product.productkey)).toEqual(['breakfast', 'e-bike']);
      expect(all[0]).toMatchObject({ name: 'Breakfast', price: 7.95, vatRate: 9, img: '/products/breakfast.svg', status: 'P', hide: false });
      const byCategory = await ok(z.array(productSchema), kit.request(guest, 'GET', `/api/guest/product?category=${bikes}&lang=nl`));
      expect(byCategory).toMatchObject([{ productkey: 'e-bike', price: 49.95, unit: 'DAY', capacity: 4, options: [{ productkey: 'child-seat', productname: 'Kinderzitje', price: 2.5 }] }]);
      expect((await ok(z.array(productSchema), kit.request(guest, 'GET', '/api/guest/product?group=food'))).map((p) => p.productkey)).toEqual(['breakfast']);
      expect((await ok(z.array(productSchema), kit.request(guest, 'GET', '/api/guest/product?featured=true'))).map((p) => p.productkey)).toEqual(['breakfast']);
      expect((await ok(z.array(productSchema), kit.request(guest, 'GET', '/api/guest/product?featured=false'))).map((p) => p.productkey)).toEqual(['e-bike']);
    });

    it('answers one product in Dutch, and a hidden or unknown one as not found', async () => {
      expect(await ok(productSchema, kit.request(guest, 'GET', '/api/guest/product/breakfast?lang=nl'))).toMatchObject({ name: 'Ontbijt', description: 'Vers brood aan de deur' });
      expect(await refusal(kit.request(guest, 'GET', '/api/guest/product/wine'))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await refusal(kit.request(guest, 'GET', '/api/guest/product/nothing'))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    });

    it("never shows another location's shop", async () => {
      expect(await ok(z.array(productSchema), kit.request(guestElsewhere, 'GET', '/api/guest/product'))).toEqual([]);
      expect(await ok(z.array(catalogueCategorySchema), kit.request(guestElsewhere, 'GET', '/api/guest/webshopcategory'))).toEqual([]);
      expect(await refusal(kit.request(guestElsewhere, 'GET', '/api/guest/product/breakfast'))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    });

    it('refuses a guest without a reservation and staff', async () => {
      const lonely = await ctx.factories.guest();
      expect(await refusal(kit.request(lonely, 'GET', '/api/guest/product'))).toEqual({ status: 404, code: 'RESERVATION_NOT_FOUND' });
      expect((await refusal(kit.request(staff.MANAGEMENT, 'GET', '/api/guest/product'))).status).toBe(403);
      expect(await refusal(kit.request(guest, 'GET', '/api/guest/product?lang=es'))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    });
  });

  describe('findSellableProducts', () => {
    it("prices a location's products in cents with their add-ons, hidden ones flagged", async () => {
      const products = await findSellableProducts(ctx.db, locationId, ['breakfast', 'e-bike', 'wine', 'unknown']);
      expect([...products.keys()].sort()).toEqual(['breakfast', 'e-bike', 'wine']);
      expect(products.get('breakfast')).toMatchObject({ priceCents: 795, vatRate: 9, unit: 'PIECE', capacity: null, group: 'food', hide: false });
      expect(products.get('e-bike')).toMatchObject({ priceCents: 4995, unit: 'DAY', capacity: 4, options: [{ productkey: 'child-seat', productname: 'Child seat', priceCents: 250 }] });
      expect(products.get('wine')?.hide).toBe(true);
      expect((await findSellableProducts(ctx.db, locationId, [])).size).toBe(0);
    });
  });
});
