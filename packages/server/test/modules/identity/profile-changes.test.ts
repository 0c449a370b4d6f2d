import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSchema, guestSchema, identitySchema, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { profileImagesRoot } from '../../../src/modules/identity/index';
import { fileExists, multipartFile } from '../../support/multipart';


const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .toFormat(format)
    .toBuffer();


describeEachDialect('profile changes and pictures', (ctx) => {
  const kit = useStayApp(ctx);
  let guest: TestGuest;
  let staff: Record<StaffRole, TestStaff>;
  const fileOf = (personimage: string) => path.join(profileImagesRoot(ctx.config.dataDir), path.basename(personimage));

  beforeAll(async () => {
    const locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    ({ guest } = await ctx.factories.stay({ locationId }));
  });

  describe('POST /profile', () => {
    it('changes the guest’s names, phone, newsletter and mail language; left-out fields stay', async () => {
      const changed = await kit.call(guest.token, {
        method: 'POST',
        url: '/api/guest/profile',
        payload: { firstname: ' Sanne ', cellphone: '+31 6 1111 2222', subscribedToNewsletter: true, language: 'nl' },
      });
      expect(changed.statusCode).toBe(200);
      expect(guestSchema.parse(changed.json())).toMatchObject({ firstname: 'Sanne', surname: guest.surname, cellphone: '+31 6 1111 2222', subscribedToNewsletter: true });
      const account = await ctx.db.selectFrom('accounts').select('language').where('id', '=', guest.accountId).executeTakeFirstOrThrow();
      expect(account.language).toBe('nl');

      const cleared = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile', payload: { cellphone: '' } });
      expect(guestSchema.parse(cleared.json())).toMatchObject({ firstname: 'Sanne', cellphone: null });
      const identity = identitySchema.parse((await kit.call(guest.token, { method: 'GET', url: '/api/auth/check' })).json());
      expect(identity.guest).toMatchObject({ firstname: 'Sanne', cellphone: null });
    });

    it('stores German and French as the account language, and refuses a language the app does not speak', async () => {
      const stored = async (accountId: string) => (await ctx.db.selectFrom('accounts').select('language').where('id', '=', accountId).executeTakeFirstOrThrow()).language;
      expect((await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile', payload: { language: 'de' } })).statusCode).toBe(200);
      expect(await stored(guest.accountId)).toBe('de');
      expect((await kit.call(staff.GUIDE.token, { method: 'POST', url: '/api/employee/profile', payload: { language: 'fr' } })).statusCode).toBe(200);
      expect(await stored(staff.GUIDE.accountId)).toBe('fr');
      const refused = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile', payload: { language: 'es' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(await stored(guest.accountId)).toBe('de');
    });

    it('refuses a blank name', async () => {
      const response = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile', payload: { surname: '  ' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('lets a guide set answerSuggestions; other staff sending it are refused and nothing changes', async () => {
      const guide = await kit.call(staff.GUIDE.token, { method: 'POST', url: '/api/employee/profile', payload: { answerSuggestions: true, surname: 'Visser' } });
      expect(staffSchema.parse(guide.json())).toMatchObject({ answerSuggestions: true, surname: 'Visser' });

      const profileOfCuber = async () => staffSchema.parse((await kit.call(staff.CUBER.token, { method: 'GET', url: '/api/employee/profile' })).json());
      const before = await profileOfCuber();
      const cuber = await kit.call(staff.CUBER.token, { method: 'POST', url: '/api/employee/profile', payload: { answerSuggestions: !before.answerSuggestions, surname: 'Smit' } });
      expect(cuber.statusCode).toBe(403);
      expect(cuber.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(await profileOfCuber()).toEqual(before);

      const management = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: '/api/employee/profile', payload: { cellphone: '020 123 4567' } });
      expect(staffSchema.parse(management.json()).cellphone).toBe('020 123 4567');
    });

    it('refuses the wrong role on each path', async () => {
      expect((await kit.call(staff.GUIDE.token, { method: 'POST', url: '/api/guest/profile', payload: { firstname: 'X' } })).statusCode).toBe(403);
      expect((await kit.call(guest.token, { method: 'POST', url: '/api/employee/profile', payload: { firstname: 'X' } })).statusCode).toBe(403);
      expect((await kit.call(undefined, { method: 'POST', url: '/api/guest/profile', payload: { firstname: 'X' } })).statusCode).toBe(401);
    });
  });

  describe('POST /profile/avatar', () => {
    it('resizes an upload to at most 512×512 WebP, serves it cacheable, and removes the previous file', async () => {
      const first = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile/avatar', ...multipartFile(await photo(1200, 800, 'png'), 'me.png', 'image/png') });
      expect(first.statusCode).toBe(200);
      const { personimage } = guestSchema.parse(first.json());
      expect(personimage).toMatch(/^\/api\/profile-image\/[a-f0-9]{32}\.webp$/);

      const served = await kit.call(undefined, { method: 'GET', url: personimage! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 341 });

      const second = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile/avatar', ...multipartFile(await photo(300, 300, 'jpeg'), 'me.jpg', 'image/jpeg') });
      const replaced = guestSchema.parse(second.json()).personimage!;
      expect(replaced).not.toBe(personimage);
      expect(await fileExists(fileOf(personimage!))).toBe(false);
      expect((await kit.call(undefined, { method: 'GET', url: personimage! })).json()).toMatchObject({ code: 'PROFILE_IMAGE_NOT_FOUND' });
      expect(await sharp((await kit.call(undefined, { method: 'GET', url: replaced })).rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
    });

    it('judges by content: a text file named .png and a GIF are refused with INVALID_IMAGE', async () => {
      const before = guestSchema.parse((await kit.call(guest.token, { method: 'GET', url: '/api/guest/profile' })).json()).personimage;
      const fake = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile/avatar', ...multipartFile(Buffer.from('<script>alert(1)</script>'), 'me.png', 'image/png') });
      expect(fake.statusCode).toBe(415);
      expect(fake.json()).toMatchObject({ code: 'INVALID_IMAGE' });
      const gif = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile/avatar', ...multipartFile(await photo(10, 10, 'gif'), 'me.png', 'image/png') });
      expect(gif.json()).toMatchObject({ code: 'INVALID_IMAGE' });
      const truncated = (await photo(200, 200, 'png')).subarray(0, 60);
      expect((await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile/avatar', ...multipartFile(truncated, 'me.png', 'image/png') })).json()).toMatchObject({
        code: 'INVALID_IMAGE',
      });
      expect(guestSchema.parse((await kit.call(guest.token, { method: 'GET', url: '/api/guest/profile' })).json()).personimage).toBe(before);
    });

    it('gives a guide the picture on their guide profile too; a removed guest’s picture is deleted', async () => {
      await ctx.factories.guideProfile(staff.GUIDE.id);
      const response = await kit.call(staff.GUIDE.token, { method: 'POST', url: '/api/employee/profile/avatar', ...multipartFile(await photo(64, 64, 'png'), 'g.png', 'image/png') });
      const { personimage } = staffSchema.parse(response.json());
      const profile = await ctx.db.selectFrom('guide_profiles').select('personimage').where('employee_id', '=', staff.GUIDE.id).executeTakeFirstOrThrow();
      expect(profile.personimage).toBe(personimage);

      const leaving = await ctx.factories.guest();
      const uploaded = await kit.call(leaving.token, { method: 'POST', url: '/api/guest/profile/avatar', ...multipartFile(await photo(64, 64, 'png'), 'l.png', 'image/png') });
      const file = fileOf(guestSchema.parse(uploaded.json()).personimage!);
      expect(await fileExists(file)).toBe(true);
      expect((await kit.call(leaving.token, { method: 'DELETE', url: '/api/auth/removeAccount' })).statusCode).toBe(200);
      expect(await fileExists(file)).toBe(false);
    });

    it('refuses a JSON body and the wrong role', async () => {
      const json = await kit.call(guest.token, { method: 'POST', url: '/api/guest/profile/avatar', payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      const png = multipartFile(await photo(8, 8, 'png'), 'p.png', 'image/png');
      expect((await kit.call(staff.CUBER.token, { method: 'POST', url: '/api/guest/profile/avatar', ...png })).statusCode).toBe(403);
      expect((await kit.call(guest.token, { method: 'POST', url: '/api/employee/profile/avatar', ...png })).statusCode).toBe(403);
    });
  });
});
