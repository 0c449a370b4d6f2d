import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { editableGuideProfileSchema, guideProfileSchema, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { profileImagesRoot } from '../../../src/modules/identity/index';
import { fileExists, multipartFile } from '../../support/multipart';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describeEachDialect('guide profiles', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let otherGuide: TestStaff;
  let elsewhere: Record<StaffRole, TestStaff>;
  let guest: TestGuest;
  const url = (id: string) => `/api/employee/guide-profile/${id}`;
  const bioOf = async (staffId: string) =>
    ctx.db.selectFrom('guide_profiles').select(['bio', 'bio_nl', 'bio_de', 'bio_fr', 'languages', 'tags']).where('employee_id', '=', staffId).executeTakeFirst();

  beforeAll(async () => {
    const location = await ctx.factories.location();
    staff = await ctx.factories.staffOfEveryRole(location.id);
    await ctx.factories.guideProfile(staff.GUIDE.id, ['hiking'], { bio: { en: 'Knows every trail.', nl: 'Kent elk pad.' }, languages: ['nl', 'en'] });
    otherGuide = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id, firstname: 'Aart' });
    const elsewhereLocation = await ctx.factories.location();
    elsewhere = await ctx.factories.staffOfEveryRole(elsewhereLocation.id);
    await ctx.factories.guideProfile(elsewhere.GUIDE.id);
    await ctx.factories.guideQuestionnaire();
    ({ guest } = await ctx.factories.stay({ locationId: location.id }));
  });

  it('lets a guide read and change their own bio per language, spoken languages and tags', async () => {
    const read = await kit.call(staff.GUIDE.token, { method: 'GET', url: url(staff.GUIDE.id) });
    expect(read.statusCode, read.body).toBe(200);
    expect(editableGuideProfileSchema.parse(read.json())).toMatchObject({ _id: staff.GUIDE.id, bio: 'Knows every trail.', bioNl: 'Kent elk pad.', bioDe: null, bioFr: null, tags: ['hiking'] });

    const changed = await kit.call(staff.GUIDE.token, {
      method: 'POST',
      url: url(staff.GUIDE.id),
      payload: { bioDe: ' Kennt jeden Pfad. ', bioNl: '', languages: ['de', 'nl'], tags: ['hiking', 'food'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Left-out fields stay; an empty translation is missing again.
    expect(changed.json()).toMatchObject({ bio: 'Knows every trail.', bioNl: null, bioDe: 'Kennt jeden Pfad.', bioFr: null, languages: ['de', 'nl'], tags: ['hiking', 'food'] });
    expect(await bioOf(staff.GUIDE.id)).toMatchObject({ bio_nl: null, bio_de: 'Kennt jeden Pfad.', tags: '["hiking","food"]' });

    // A German guest sees the German bio, a Dutch one the English (the location's content language is English).
    await ctx.db.updateTable('accounts').set({ language: 'de' }).where('id', '=', guest.accountId).execute();
    const guides = await kit.call(guest.token, { method: 'GET', url: '/api/guest/available-guides' });
    expect(guideProfileSchema.array().parse(guides.json()).find((guide) => guide._id === staff.GUIDE.id)).toMatchObject({ bio: 'Kennt jeden Pfad.', tags: ['hiking', 'food'] });
  });

  it('lists a guide only their own profile, and management every guide of their location', async () => {
    const own = await kit.call(staff.GUIDE.token, { method: 'GET', url: '/api/employee/guide-profiles' });
    expect(own.json<{ _id: string }[]>().map((guide) => guide._id)).toEqual([staff.GUIDE.id]);
    const all = await kit.call(staff.MANAGEMENT.token, { method: 'GET', url: '/api/employee/guide-profiles' });
    expect(all.statusCode).toBe(200);
    // The guide without a profile is listed too, with an empty one, so management can write it.
    expect(all.json<{ _id: string; bio: string }[]>().map((guide) => [guide._id, guide.bio]).sort()).toEqual(
      [
        [otherGuide.id, ''],
        [staff.GUIDE.id, expect.any(String)],
      ].sort(),
    );
  });

  it('lets management write the profile of a guide of their location who had none', async () => {
    const response = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: url(otherGuide.id), payload: { bio: 'Loves the dunes.', bioFr: 'Adore les dunes.', tags: ['nature'] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: otherGuide.id, bio: 'Loves the dunes.', bioFr: 'Adore les dunes.', tags: ['nature'], languages: [] });
  });

  it('refuses another guide, other roles, management of another location and a guest, changing nothing', async () => {
    const before = await bioOf(staff.GUIDE.id);
    const refusals: [TestStaff | TestGuest, number, string][] = [
      [otherGuide, 403, 'UNAUTHORIZED'],
      [staff.CUBER, 403, 'UNAUTHORIZED'],
      [staff.BACKOFFICE, 403, 'UNAUTHORIZED'],
      [elsewhere.MANAGEMENT, 404, 'GUIDE_NOT_FOUND'],
      [elsewhere.GUIDE, 403, 'UNAUTHORIZED'],
      [guest, 403, 'UNAUTHORIZED'],
    ];
    for (const [caller, status, code] of refusals) {
      for (const request of [
        { method: 'GET' as const, url: url(staff.GUIDE.id) },
        { method: 'POST' as const, url: url(staff.GUIDE.id), payload: { bio: 'Hacked' } },
        { method: 'POST' as const, url: `${url(staff.GUIDE.id)}/photo`, ...multipartFile(await photo(8, 8), 'p.png', 'image/png') },
      ]) {
        const response = await kit.call(caller.token, request);
        expect([response.statusCode, response.json<{ code: string }>().code], `${caller.email} ${request.method} ${request.url}`).toEqual([status, code]);
      }
    }
    expect((await kit.call(staff.CUBER.token, { method: 'GET', url: '/api/employee/guide-profiles' })).statusCode).toBe(403);
    // Management naming someone who is no guide, or nobody.
    for (const id of [staff.CUBER.id, 'nobody']) {
      expect((await kit.call(staff.MANAGEMENT.token, { method: 'GET', url: url(id) })).json()).toMatchObject({ code: 'GUIDE_NOT_FOUND' });
    }
    expect(await bioOf(staff.GUIDE.id)).toEqual(before);
    // Management of another location lists only their own guides.
    const theirs = await kit.call(elsewhere.MANAGEMENT.token, { method: 'GET', url: '/api/employee/guide-profiles' });
    expect(theirs.json<{ _id: string }[]>().map((guide) => guide._id)).toEqual([elsewhere.GUIDE.id]);
  });

  it('refuses bad input with INVALID_INPUT, changing nothing', async () => {
    const before = await bioOf(staff.GUIDE.id);
    for (const payload of [{}, { bio: 'x'.repeat(1001) }, { languages: ['German'] }, { languages: ['de', 'de'] }, { tags: ['Not a tag'] }, { tags: 'hiking' }]) {
      const response = await kit.call(staff.GUIDE.token, { method: 'POST', url: url(staff.GUIDE.id), payload });
      expect([response.statusCode, response.json<{ code: string }>().code], JSON.stringify(payload)).toEqual([400, 'INVALID_INPUT']);
    }
    expect(await bioOf(staff.GUIDE.id)).toEqual(before);
  });

  it('stores an uploaded photo re-encoded and sized as the guide’s picture, shown to guests choosing a guide', async () => {
    const fileOf = (personimage: string) => path.join(profileImagesRoot(ctx.config.dataDir), path.basename(personimage));
    const first = await kit.call(staff.MANAGEMENT.token, { method: 'POST', url: `${url(staff.GUIDE.id)}/photo`, ...multipartFile(await photo(900, 1200), 'g.png', 'image/png') });
    expect(first.statusCode, first.body).toBe(200);
    const { personimage } = editableGuideProfileSchema.parse(first.json());
    expect(personimage).toMatch(/^\/api\/profile-image\/[a-f0-9]{32}\.webp$/);
    const served = await kit.call(undefined, { method: 'GET', url: personimage as string });
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 384, height: 512 });
    const guides = await kit.call(guest.token, { method: 'GET', url: '/api/guest/available-guides' });
    expect(guides.json<{ _id: string; personimage: string | null }[]>().find((guide) => guide._id === staff.GUIDE.id)?.personimage).toBe(personimage);

    // The guide replaces it: the old file is gone. Something that is no image is refused.
    const second = await kit.call(staff.GUIDE.token, { method: 'POST', url: `${url(staff.GUIDE.id)}/photo`, ...multipartFile(await photo(64, 64), 'g.png', 'image/png') });
    expect(second.statusCode).toBe(200);
    expect(await fileExists(fileOf(personimage as string))).toBe(false);
    const fake = await kit.call(staff.GUIDE.token, { method: 'POST', url: `${url(staff.GUIDE.id)}/photo`, ...multipartFile(Buffer.from('<svg/>'), 'g.png', 'image/png') });
    expect(fake.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(editableGuideProfileSchema.parse((await kit.call(staff.GUIDE.token, { method: 'GET', url: url(staff.GUIDE.id) })).json()).personimage).toBe(second.json<{ personimage: string }>().personimage);
  });
});
