import { beforeAll, expect, it } from 'vitest';
import { savedReplySchema, type SavedReplyCreateBodyInput, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { ok, refusal } from '../../support/answers';

const REPLIES = '/api/employee/saved-reply';

describeEachDialect('saved replies', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let otherId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let secondGuide: TestStaff;
  let guest: TestGuest;

  const list = (who: TestStaff, query = '') => ok(z.array(savedReplySchema), kit.request(who, 'GET', `${REPLIES}${query}`));
  const create = (who: TestStaff, body: SavedReplyCreateBodyInput) => ok(savedReplySchema, kit.request(who, 'POST', `${REPLIES}/create`, body));
  const rowCount = async () => (await ctx.db.selectFrom('saved_replies').select('id').execute()).length;

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    secondGuide = await ctx.factories.staff({ role: 'GUIDE', locationId });
    guest = (await ctx.factories.stay({ locationId, suites: ['Suite 1'] })).guest;
  });

  it('lets management share a reply in four languages with every staff member of the location, and nobody elsewhere', async () => {
    const shared = await create(staff.MANAGEMENT, {
      title: 'Welcome',
      shortcut: 'Welcome',
      shared: true,
      text: { en: 'Welcome to {suite}, {firstname}!', nl: 'Welkom in {suite}, {firstname}!', de: ' ', fr: 'Bienvenue à {suite}, {firstname} !' },
    });
    expect(shared).toMatchObject({
      scope: 'shared',
      employee: null,
      location: locationId,
      shortcut: 'welcome',
      canEdit: true,
      text: { en: 'Welcome to {suite}, {firstname}!', nl: 'Welkom in {suite}, {firstname}!', de: null, fr: 'Bienvenue à {suite}, {firstname} !' },
    });
    for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) {
      const seen = (await list(staff[role])).find((reply) => reply._id === shared._id);
      expect(seen, role).toMatchObject({ scope: 'shared', canEdit: false });
    }
    for (const role of ['GUIDE', 'MANAGEMENT'] as const) {
      expect((await list(elsewhere[role])).map((reply) => reply._id)).not.toContain(shared._id);
    }
  });

  it('keeps every staff member\'s own replies to themselves, listed after the shared ones', async () => {
    const mine = await create(staff.GUIDE, { title: 'Bikes', text: { en: 'The route starts behind {suite}.', nl: 'De route begint achter {suite}.' } });
    expect(mine).toMatchObject({ scope: 'own', employee: staff.GUIDE.id, canEdit: true, shortcut: null, text: { de: null, fr: null } });
    const cuber = await create(staff.CUBER, { title: 'Towels', text: { en: 'Towels are coming.' } });
    const guideList = await list(staff.GUIDE);
    expect(guideList.map((reply) => reply.scope)).toEqual(['shared', 'own']);
    expect(guideList.map((reply) => reply._id)).toContain(mine._id);
    expect(guideList.map((reply) => reply._id)).not.toContain(cuber._id);
    expect((await list(secondGuide)).map((reply) => reply._id)).not.toContain(mine._id);

    const changed = await ok(savedReplySchema, kit.request(staff.GUIDE, 'POST', `${REPLIES}/${mine._id}`, { text: { en: 'The dune route starts behind {suite}.', de: 'Die Dünenroute beginnt hinter {suite}.' } }));
    expect(changed.text).toEqual({ en: 'The dune route starts behind {suite}.', nl: null, de: 'Die Dünenroute beginnt hinter {suite}.', fr: null });
    expect(await ok(z.object({ message: z.string() }), kit.request(staff.CUBER, 'DELETE', `${REPLIES}/${cuber._id}`))).toEqual({ message: 'Saved reply removed' });
    expect((await list(staff.CUBER)).map((reply) => reply._id)).not.toContain(cuber._id);
  });

  it("refuses a guide changing another's reply or a shared one, and changes nothing", async () => {
    const theirs = await create(secondGuide, { title: 'Mine', text: { en: 'Hello {firstname}' } });
    const shared = await create(staff.MANAGEMENT, { title: 'Shared', shared: true, text: { en: 'Hello' } });
    const before = await rowCount();
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/${theirs._id}`, { title: 'Taken' }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await refusal(kit.request(staff.GUIDE, 'DELETE', `${REPLIES}/${theirs._id}`))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/${shared._id}`, { title: 'Taken' }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await refusal(kit.request(staff.BACKOFFICE, 'DELETE', `${REPLIES}/${shared._id}`))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    // Management curates the shared replies, not staff members' own ones.
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${REPLIES}/${theirs._id}`, { title: 'Taken' }))).toEqual({ status: 404, code: 'SAVED_REPLY_NOT_FOUND' });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/create`, { title: 'Sneaky', shared: true, text: { en: 'Hi' } }))).toEqual({
      status: 403,
      code: 'UNAUTHORIZED',
    });
    expect(await rowCount()).toBe(before);
    expect((await list(secondGuide)).find((reply) => reply._id === theirs._id)?.title).toBe('Mine');
  });

  it('refuses staff of another location and guests', async () => {
    const shared = await create(staff.MANAGEMENT, { title: 'Parking', shared: true, text: { en: 'Park at P2.' } });
    const before = await rowCount();
    expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${REPLIES}/${shared._id}`, { title: 'Taken' }))).toEqual({ status: 404, code: 'SAVED_REPLY_NOT_FOUND' });
    expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'DELETE', `${REPLIES}/${shared._id}`))).toEqual({ status: 404, code: 'SAVED_REPLY_NOT_FOUND' });
    expect(await refusal(kit.request(elsewhere.GUIDE, 'DELETE', `${REPLIES}/${shared._id}`))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await refusal(kit.request(elsewhere.GUIDE, 'GET', `${REPLIES}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${REPLIES}/create`, { title: 'X', shared: true, location: locationId, text: { en: 'X' } }))).toEqual({
      status: 404,
      code: 'LOCATION_NOT_FOUND',
    });
    expect((await refusal(kit.request(guest, 'GET', REPLIES))).status).toBe(403);
    expect((await refusal(kit.request(guest, 'POST', `${REPLIES}/create`, { title: 'X', text: { en: 'X' } }))).status).toBe(403);
    expect((await refusal(kit.request(undefined, 'GET', REPLIES))).status).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('refuses unknown variables and an empty English text with catalogue codes, and saves nothing', async () => {
    const before = await rowCount();
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/create`, { title: 'Typo', text: { en: 'Hi {fistname}' } }))).toEqual({
      status: 400,
      code: 'SAVED_REPLY_VARIABLE_UNKNOWN',
    });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/create`, { title: 'Typo', text: { en: 'Hi {firstname}', fr: 'Salut {prénom}' } }))).toEqual({
      status: 400,
      code: 'SAVED_REPLY_VARIABLE_UNKNOWN',
    });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/create`, { title: 'Empty', text: { en: '   ', nl: 'Hallo' } }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/create`, { title: '', text: { en: 'Hi' } }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/create`, { title: 'Bad', shortcut: 'two words', text: { en: 'Hi' } }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    const mine = await create(staff.GUIDE, { title: 'Fine', text: { en: 'Hi {guide} here, checkout is {checkout}' } });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/${mine._id}`, { text: { en: 'Hi {name}' } }))).toEqual({ status: 400, code: 'SAVED_REPLY_VARIABLE_UNKNOWN' });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${REPLIES}/${mine._id}`, {}))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${REPLIES}/no-such-reply`, { title: 'X' }))).toEqual({ status: 404, code: 'SAVED_REPLY_NOT_FOUND' });
    expect(await rowCount()).toBe(before + 1);
    expect((await list(staff.GUIDE)).find((reply) => reply._id === mine._id)?.text.en).toBe('Hi {guide} here, checkout is {checkout}');
  });
});
