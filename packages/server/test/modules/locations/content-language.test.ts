import { beforeAll, expect, it } from 'vitest';
import { locationContentLanguageSchema, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { locationContentLanguage } from '../../../src/modules/locations/index';
import { refusal } from '../../support/answers';

const URL = '/api/employee/location/content-language';

type Answer = { statusCode: number; body: string; json(): unknown };

describeEachDialect('location content language', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let otherId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let everywhere: TestStaff;

  const ok = async (response: Promise<Answer>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return locationContentLanguageSchema.parse(answer.json());
  };

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    everywhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
  });

  it('starts in English and is set by management of the location', async () => {
    expect(await ok(kit.request(staff.MANAGEMENT, 'GET', URL))).toEqual({ contentLanguage: 'en' });
    expect(await ok(kit.request(staff.MANAGEMENT, 'POST', URL, { contentLanguage: 'de' }))).toEqual({ contentLanguage: 'de' });
    expect(await ok(kit.request(staff.MANAGEMENT, 'GET', URL))).toEqual({ contentLanguage: 'de' });
    expect(await locationContentLanguage(ctx.db, locationId)).toBe('de');
    expect(await locationContentLanguage(ctx.db, otherId)).toBe('en');
  });

  it('refuses other staff roles and changes nothing', async () => {
    await ok(kit.request(staff.MANAGEMENT, 'POST', URL, { contentLanguage: 'nl' }));
    for (const role of ['GUIDE', 'BACKOFFICE', 'CUBER'] as const) {
      expect(await refusal(kit.request(staff[role], 'POST', URL, { contentLanguage: 'fr' }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      expect(await refusal(kit.request(staff[role], 'GET', URL))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    }
    expect(await locationContentLanguage(ctx.db, locationId)).toBe('nl');
  });

  it("refuses management of another location naming this one, and changes nothing", async () => {
    await ok(kit.request(staff.MANAGEMENT, 'POST', URL, { contentLanguage: 'nl' }));
    expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${URL}?location=${locationId}`, { contentLanguage: 'fr' }))).toEqual({
      status: 404,
      code: 'LOCATION_NOT_FOUND',
    });
    expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'GET', `${URL}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    // Their own call changes their own location only.
    expect(await ok(kit.request(elsewhere.MANAGEMENT, 'POST', URL, { contentLanguage: 'fr' }))).toEqual({ contentLanguage: 'fr' });
    expect(await locationContentLanguage(ctx.db, locationId)).toBe('nl');
    expect(await locationContentLanguage(ctx.db, otherId)).toBe('fr');
  });

  it('lets management without a location name the location', async () => {
    expect(await refusal(kit.request(everywhere, 'POST', URL, { contentLanguage: 'fr' }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(everywhere, 'POST', `${URL}?location=nowhere`, { contentLanguage: 'fr' }))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await ok(kit.request(everywhere, 'POST', `${URL}?location=${otherId}`, { contentLanguage: 'de' }))).toEqual({ contentLanguage: 'de' });
    expect(await locationContentLanguage(ctx.db, otherId)).toBe('de');
  });

  it('refuses a language the app does not speak with INVALID_INPUT, changing nothing', async () => {
    await ok(kit.request(staff.MANAGEMENT, 'POST', URL, { contentLanguage: 'nl' }));
    for (const contentLanguage of ['es', 'NL', '', null, 3]) {
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', URL, { contentLanguage }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    }
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', URL, {}))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await locationContentLanguage(ctx.db, locationId)).toBe('nl');
  });
});
