import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { managedCategorySchema, managedProductSchema, productSchema, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { productPhotosRoot } from '../../../src/modules/catalogue/product-photo-storage';
import { fileExists, multipartFile } from '../../support/multipart';


const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();


const PRODUCTS = '/api/employee/product';
const photoUrl = (productkey: string) => `${PRODUCTS}/${productkey}/photo`;

describeEachDialect('product photos', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let guest: TestGuest;

  const fileOf = (img: string) => path.join(productPhotosRoot(ctx.config.dataDir), path.basename(img));
  const managedImg = async (productkey: string) =>
    managedProductSchema.parse((await kit.call(staff.MANAGEMENT.token, { method: 'GET', url: `${PRODUCTS}/${productkey}` })).json()).img;

  beforeAll(async () => {
    await ctx.factories.settings();
    const locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    const other = await ctx.factories.location({ name: 'Other park' });
    elsewhere = await ctx.factories.staffOfEveryRole(other.id);
    guest = (await ctx.factories.stay({ locationId })).guest;
    const food = managedCategorySchema.parse(
      (await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: '/api/employee/webshopcategory', payload: { name: 'Food', group: 'food' } })).json(),
    )._id;
    for (const productkey of ['croissants', 'pizza']) {
      const created = await kit.call(staff.MANAGEMENT.token, {
        method: 'POST',
        url: PRODUCTS,
        payload: { productkey, name: productkey, categoryId: food, price: 4.5, vatRate: 9, img: `/products/${productkey}.svg` },
      });
      expect(created.statusCode, created.body).toBe(200);
    }
  });

  describe('upload', () => {
    it('re-encodes to WebP sized for phones, serves it long-cached, shows it to guests, and removes the previous photo', async () => {
      const first = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('croissants'), ...multipartFile(await photo(3000, 2000, 'jpeg'), 'c.jpg', 'image/jpeg') });
      expect(first.statusCode, first.body).toBe(200);
      const { img } = managedProductSchema.parse(first.json());
      expect(img).toMatch(/^\/api\/product-photo\/[a-f0-9]{32}\.webp$/);

      const served = await kit.call(undefined, { method: 'GET', url: img });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });

      const shop = await kit.call(guest.token, { method: 'GET', url: '/api/guest/product/croissants' });
      expect(productSchema.parse(shop.json()).img).toBe(img);

      const second = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('croissants'), ...multipartFile(await photo(400, 300, 'png'), 'c.png', 'image/png') });
      const replaced = managedProductSchema.parse(second.json()).img;
      expect(replaced).not.toBe(img);
      expect(await fileExists(fileOf(img))).toBe(false);
      expect((await kit.call(undefined, { method: 'GET', url: img })).json()).toMatchObject({ code: 'PRODUCT_PHOTO_NOT_FOUND' });
      expect(await sharp((await kit.call(undefined, { method: 'GET', url: replaced })).rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    });

    it('keeps the drawings as a choice: choosing one deletes the photo; other saves keep it', async () => {
      const uploaded = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('pizza'), ...multipartFile(await photo(64, 64, 'png'), 'p.png', 'image/png') });
      const { img } = managedProductSchema.parse(uploaded.json());
      const kept = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: `${PRODUCTS}/pizza`, payload: { price: 5, img } });
      expect(managedProductSchema.parse(kept.json())).toMatchObject({ price: 5, img });
      expect(await fileExists(fileOf(img))).toBe(true);

      const drawn = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: `${PRODUCTS}/pizza`, payload: { img: '/products/pizza.svg' } });
      expect(managedProductSchema.parse(drawn.json()).img).toBe('/products/pizza.svg');
      expect(await fileExists(fileOf(img))).toBe(false);
    });

    it("refuses another photo's path as img, and a photo for a new product", async () => {
      const croissants = await managedImg('croissants');
      const refused = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: `${PRODUCTS}/pizza`, payload: { img: croissants } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(await managedImg('pizza')).toBe('/products/pizza.svg');
      const created = await kit.call(staff.MANAGEMENT.token, {
        method: 'POST',
        url: PRODUCTS,
        payload: { productkey: 'copy', name: 'Copy', categoryId: 'x', price: 1, vatRate: 9, img: croissants },
      });
      expect(created.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('judges by content: a text file named .png and a GIF are refused, and nothing changes', async () => {
      const before = await managedImg('pizza');
      const fake = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('pizza'), ...multipartFile(Buffer.from('<svg onload="alert(1)"/>'), 'p.png', 'image/png') });
      expect(fake.statusCode).toBe(415);
      expect(fake.json()).toMatchObject({ code: 'INVALID_IMAGE' });
      const gif = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('pizza'), ...multipartFile(await photo(10, 10, 'gif'), 'p.png', 'image/png') });
      expect(gif.json()).toMatchObject({ code: 'INVALID_IMAGE' });
      const json = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('pizza'), payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(await managedImg('pizza')).toBe(before);
    });

    it('is for management of the location only, for a product that exists', async () => {
      const png = multipartFile(await photo(16, 16, 'png'), 'p.png', 'image/png');
      for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) {
        expect((await kit.call(staff[role].token, { method: 'POST', url: photoUrl('pizza'), ...png })).statusCode, role).toBe(403);
      }
      expect((await kit.call(guest.token, { method: 'POST', url: photoUrl('pizza'), ...png })).statusCode).toBe(403);
      // Management elsewhere has no such product in their own shop, and may not name this location.
      expect((await kit.call(elsewhere.MANAGEMENT.token, { method: 'POST', url: photoUrl('pizza'), ...png })).json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
      expect((await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: photoUrl('no-such-product'), ...png })).json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
      expect(await managedImg('pizza')).toBe('/products/pizza.svg');
    });

    it('answers unknown or malformed names as not found or invalid', async () => {
      expect((await kit.call(undefined, { method: 'GET', url: `/api/product-photo/${'a'.repeat(32)}.webp` })).json()).toMatchObject({ code: 'PRODUCT_PHOTO_NOT_FOUND' });
      expect((await kit.call(undefined, { method: 'GET', url: '/api/product-photo/..%2F..%2Fsecret.webp' })).statusCode).toBe(400);
    });
  });
});
