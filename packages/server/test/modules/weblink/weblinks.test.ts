import { beforeAll, expect, it } from 'vitest';
import {
  staffLocationSchema,
  guestWeblinksSchema,
  weblinkCategorySchema,
  weblinkCategoryWithLinksSchema,
  weblinkSchema,
  type StaffRole,
  type WeblinkCreateWithLocationBodyInput,
} from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { saveSetting } from '../../../src/modules/settings/repository';
import { ok, refusal } from '../../support/answers';

const LINKS = '/api/employee/weblink';
const CATEGORIES = '/api/employee/weblink-category';
const LOCATION = '/api/employee/location';
const GUEST_CHAT = '/api/guest/reservation/current/chat';

describeEachDialect('web links', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let otherId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let everywhere: TestStaff;
  let guest: TestGuest;
  let guestNl: TestGuest;
  let faq: string;
  let tips: string;
  let manuals: string;

  const link = (categoryId: string, extra: Partial<WeblinkCreateWithLocationBodyInput> = {}): WeblinkCreateWithLocationBodyInput => ({
    title: 'Wi-Fi',
    url: 'https://www.duinpark.example/wifi',
    categoryId,
    ...extra,
  });
  const create = (who: TestStaff, body: WeblinkCreateWithLocationBodyInput) => ok(weblinkSchema, kit.request(who, 'POST', `${LINKS}/create`, body));

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    everywhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
    guest = (await ctx.factories.stay({ locationId, suites: ['Suite 1'] })).guest;
    guestNl = (await ctx.factories.stay({ locationId, suites: ['Suite 2'] })).guest;
    await saveSetting(ctx.db, `location:${locationId}`, 'permissions', {
      faqLink: 'https://www.duinpark.example/faq',
      faqLinks: [
        { title: 'House rules', href: 'https://www.duinpark.example/rules' },
        { title: 'Bad', href: 'javascript:alert(1)' },
      ],
    });

    const category = (body: object) => ok(weblinkCategorySchema, kit.request(staff.MANAGEMENT, 'POST', CATEGORIES, body));
    faq = (await category({ name: 'Questions', nameNl: 'Vragen', kind: 'faq', icon: 'help-circle-outline' }))._id;
    tips = (await category({ name: 'Tips', kind: 'gem' }))._id;
    manuals = (await category({ name: 'Manuals', nameNl: 'Handleidingen', kind: 'other' }))._id;
    await create(staff.MANAGEMENT, link(faq, { title: 'Check-in', url: 'https://www.duinpark.example/en/check-in', language: 'en' }));
    await create(staff.CUBER, link(faq, { title: 'Inchecken', url: 'https://www.duinpark.example/nl/inchecken', language: 'nl' }));
    await create(staff.BACKOFFICE, link(faq, { title: 'Wi-Fi', description: 'Network and password' }));
    await create(staff.MANAGEMENT, link(tips, { title: 'Beach', url: 'https://www.duinpark.example/beach', language: 'en' }));
    await create(staff.MANAGEMENT, link(manuals, { title: 'Oven manual', url: 'https://www.duinpark.example/manuals/oven.pdf', assetcode: 'SUITE-1' }));
  });

  it('adds links last in their category with defaults, and reads them back one by one and by category', async () => {
    const links = await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/category/${faq}`));
    expect(links.map((row) => [row.title, row.order, row.language])).toEqual([
      ['Check-in', 0, 'en'],
      ['Inchecken', 1, 'nl'],
      ['Wi-Fi', 2, null],
    ]);
    const wifi = links[2]!;
    expect(wifi).toMatchObject({ icon: 'link-outline', assetcode: null, shareCount: 0, description: 'Network and password', categoryId: faq });
    expect(await ok(weblinkSchema, kit.request(staff.GUIDE, 'GET', `${LINKS}/${wifi._id}`))).toEqual(wifi);
  });

  it('lists the links of a suite or object by asset code, and every asset link', async () => {
    const oven = await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/asset/SUITE-1`));
    expect(oven.map((row) => row.title)).toEqual(['Oven manual']);
    expect(await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/asset/SUITE-9`))).toEqual([]);
    expect((await ok(z.array(weblinkSchema), kit.request(staff.CUBER, 'GET', `${LINKS}/asset`))).map((row) => row.assetcode)).toEqual(['SUITE-1']);
  });

  it('lists categories with their links for the share picker, by kind, one by one, and filtered by language', async () => {
    const all = await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(staff.GUIDE, 'GET', CATEGORIES));
    expect(all.map((row) => [row.name, row.kind, row.links.length])).toEqual([
      ['Questions', 'faq', 3],
      ['Tips', 'gem', 1],
      ['Manuals', 'other', 1],
    ]);
    const dutch = await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(staff.GUIDE, 'GET', `${CATEGORIES}?language=nl`));
    expect(dutch[0]!.links.map((row) => row.title)).toEqual(['Inchecken', 'Wi-Fi']);
    expect((await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(staff.GUIDE, 'GET', `${CATEGORIES}/faq`))).map((row) => row.name)).toEqual(['Questions']);
    expect((await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(staff.GUIDE, 'GET', `${CATEGORIES}/gem`))).map((row) => row.name)).toEqual(['Tips']);
    const one = await ok(weblinkCategoryWithLinksSchema, kit.request(staff.GUIDE, 'GET', `${CATEGORIES}/${manuals}`));
    expect(one).toMatchObject({ name: 'Manuals', nameNl: 'Handleidingen', kind: 'other', icon: 'folder-outline', order: 2 });
    expect(one.links.map((row) => row.title)).toEqual(['Oven manual']);
  });

  it('changes a link and moves it to another category of the location (last there)', async () => {
    const made = await create(staff.MANAGEMENT, link(faq, { title: 'Sauna' }));
    const changed = await ok(
      weblinkSchema,
      kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${made._id}`, { title: 'Sauna hours', categoryId: tips, language: 'en', icon: 'flame-outline' }),
    );
    expect(changed).toMatchObject({ title: 'Sauna hours', categoryId: tips, language: 'en', icon: 'flame-outline', order: 1 });
    const cleared = await ok(weblinkSchema, kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${made._id}`, { language: null, order: 7 }));
    expect(cleared).toMatchObject({ language: null, order: 7 });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${made._id}`, {}))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await ok(z.object({ message: z.string() }), kit.request(staff.MANAGEMENT, 'DELETE', `${LINKS}/${made._id}`))).toEqual({ message: 'Weblink removed' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'GET', `${LINKS}/${made._id}`))).toEqual({ status: 404, code: 'WEBLINK_NOT_FOUND' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'DELETE', `${LINKS}/${made._id}`))).toEqual({ status: 404, code: 'WEBLINK_NOT_FOUND' });
  });

  it('refuses addresses that are not http or https with WEBLINK_URL_INVALID', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.duinpark.example/a', 'data:text/html,hi', '/relative', 'https://', 'https://exa mple.com', 'mailto:a@b.nl']) {
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/create`, link(faq, { url }))), url).toEqual({ status: 400, code: 'WEBLINK_URL_INVALID' });
    }
    const wifi = (await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/category/${faq}`)))[2]!;
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${wifi._id}`, { url: 'javascript:void(0)' }))).toEqual({ status: 400, code: 'WEBLINK_URL_INVALID' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/create`, link('no-such-category')))).toEqual({ status: 404, code: 'WEBLINK_CATEGORY_NOT_FOUND' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/create`, { ...link(faq), title: '' }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
  });

  it('lets guides read and share but not edit; support and management edit by default', async () => {
    const wifi = (await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/category/${faq}`)))[2]!;
    const refused = { status: 403, code: 'UNAUTHORIZED' };
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${LINKS}/create`, link(faq)))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${LINKS}/${wifi._id}`, { title: 'x' }))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'DELETE', `${LINKS}/${wifi._id}`))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'POST', CATEGORIES, { name: 'Mine', kind: 'faq' }))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${CATEGORIES}/${faq}`, { name: 'x' }))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'DELETE', `${CATEGORIES}/${faq}`))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${LOCATION}/current/${locationId}/weblink`, link(faq)))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${LOCATION}/current/weblink/${wifi._id}`, { title: 'x' }))).toEqual(refused);
    expect(await refusal(kit.request(staff.GUIDE, 'DELETE', `${LOCATION}/current/weblink/${wifi._id}`))).toEqual(refused);
    expect((await ok(weblinkSchema, kit.request(staff.GUIDE, 'GET', `${LINKS}/${wifi._id}`))).title).toBe('Wi-Fi');
  });

  it('follows the weblink.edit permission of the settings over the role default', async () => {
    const granted = await ctx.factories.location({ name: 'Guides edit' });
    const withheld = await ctx.factories.location({ name: 'Nobody edits' });
    await saveSetting(ctx.db, `location:${granted.id}`, 'permissions', { weblink: { edit: true } });
    await saveSetting(ctx.db, `location:${withheld.id}`, 'permissions', { weblink: { edit: false } });
    const guide = await ctx.factories.staff({ role: 'GUIDE', locationId: granted.id });
    const manager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: withheld.id });
    expect((await ok(weblinkCategorySchema, kit.request(guide, 'POST', CATEGORIES, { name: 'Guide tips', kind: 'gem' }))).name).toBe('Guide tips');
    expect(await refusal(kit.request(manager, 'POST', CATEGORIES, { name: 'Nope', kind: 'gem' }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
  });

  it('refuses staff of another location and guests on every staff call', async () => {
    const wifi = (await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/category/${faq}`)))[2]!;
    const other = elsewhere.MANAGEMENT;
    expect(await refusal(kit.request(other, 'GET', `${LINKS}/${wifi._id}`))).toEqual({ status: 404, code: 'WEBLINK_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'GET', `${LINKS}/category/${faq}`))).toEqual({ status: 404, code: 'WEBLINK_CATEGORY_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'GET', `${CATEGORIES}/${faq}`))).toEqual({ status: 404, code: 'WEBLINK_CATEGORY_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'POST', `${LINKS}/${wifi._id}`, { title: 'Hacked' }))).toEqual({ status: 404, code: 'WEBLINK_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'DELETE', `${LOCATION}/current/weblink/${wifi._id}`))).toEqual({ status: 404, code: 'WEBLINK_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'POST', `${LINKS}/create`, link(faq)))).toEqual({ status: 404, code: 'WEBLINK_CATEGORY_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'POST', `${LINKS}/create`, { ...link(faq), location: locationId }))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'POST', `${LOCATION}/current/${locationId}/weblink`, link(faq)))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'DELETE', `${CATEGORIES}/${tips}`))).toEqual({ status: 404, code: 'WEBLINK_CATEGORY_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'GET', `${CATEGORIES}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(other, 'GET', CATEGORIES))).toEqual([]);
    expect(await ok(z.array(weblinkSchema), kit.request(other, 'GET', `${LINKS}/asset/SUITE-1`))).toEqual([]);
    expect((await ok(weblinkSchema, kit.request(staff.GUIDE, 'GET', `${LINKS}/${wifi._id}`))).title).toBe('Wi-Fi');

    expect(await refusal(kit.request(guest, 'GET', CATEGORIES))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await refusal(kit.request(guest, 'GET', `${LINKS}/${wifi._id}`))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await refusal(kit.request(undefined, 'GET', `${LOCATION}/current`))).toMatchObject({ status: 401 });
    expect(await refusal(kit.request(staff.GUIDE, 'GET', '/api/guest/weblink'))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
  });

  it('lets staff without a location read every location and edit the one they name', async () => {
    const all = await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(everywhere, 'GET', CATEGORIES));
    expect(all.map((row) => row.name)).toEqual(expect.arrayContaining(['Questions', 'Tips', 'Manuals']));
    expect(await refusal(kit.request(everywhere, 'POST', CATEGORIES, { name: 'Where?', kind: 'faq' }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    const made = await ok(weblinkCategorySchema, kit.request(everywhere, 'POST', CATEGORIES, { name: 'Elsewhere FAQ', kind: 'faq', location: otherId }));
    expect((await ok(z.array(weblinkCategoryWithLinksSchema), kit.request(elsewhere.GUIDE, 'GET', CATEGORIES))).map((row) => row._id)).toEqual([made._id]);
    expect(await refusal(kit.request(everywhere, 'GET', `${LOCATION}/current`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect((await ok(staffLocationSchema, kit.request(everywhere, 'GET', `${LOCATION}/current?location=${otherId}`)))._id).toBe(otherId);
    expect(await refusal(kit.request(everywhere, 'GET', `${LOCATION}/current?location=nowhere`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it('keeps the location\'s links through /location/current', async () => {
    const current = await ok(staffLocationSchema, kit.request(staff.GUIDE, 'GET', `${LOCATION}/current`));
    expect(current).toMatchObject({ _id: locationId, name: 'Test park' });
    expect(current.weblinks.map((row) => row.title)).toEqual(expect.arrayContaining(['Check-in', 'Beach', 'Oven manual']));

    const added = await ok(weblinkSchema, kit.request(staff.CUBER, 'POST', `${LOCATION}/current/${locationId}/weblink`, link(tips, { title: 'Cycling routes', url: 'https://www.duinpark.example/cycling' })));
    expect(added).toMatchObject({ title: 'Cycling routes', categoryId: tips });
    const changed = await ok(weblinkSchema, kit.request(staff.CUBER, 'POST', `${LOCATION}/current/weblink/${added._id}`, { description: 'Three routes from the park' }));
    expect(changed.description).toBe('Three routes from the park');
    expect(await refusal(kit.request(staff.CUBER, 'POST', `${LOCATION}/current/${locationId}/weblink`, link(tips, { url: 'ftp://x.example/a' })))).toEqual({ status: 400, code: 'WEBLINK_URL_INVALID' });
    await ok(z.object({ message: z.string() }), kit.request(staff.CUBER, 'DELETE', `${LOCATION}/current/weblink/${added._id}`));
    expect((await ok(staffLocationSchema, kit.request(staff.GUIDE, 'GET', `${LOCATION}/current`))).weblinks.map((row) => row._id)).not.toContain(added._id);
  });

  it('refuses to remove a category that still holds links; an empty one goes', async () => {
    expect(await refusal(kit.request(staff.MANAGEMENT, 'DELETE', `${CATEGORIES}/${manuals}`))).toEqual({ status: 409, code: 'WEBLINK_CATEGORY_NOT_EMPTY' });
    const empty = await ok(weblinkCategorySchema, kit.request(staff.MANAGEMENT, 'POST', CATEGORIES, { name: 'Empty', kind: 'other', order: 50 }));
    expect(empty.order).toBe(50);
    const renamed = await ok(weblinkCategorySchema, kit.request(staff.MANAGEMENT, 'POST', `${CATEGORIES}/${empty._id}`, { name: 'Still empty', nameNl: '' }));
    expect(renamed).toMatchObject({ name: 'Still empty', nameNl: null });
    await ok(z.object({ message: z.string() }), kit.request(staff.MANAGEMENT, 'DELETE', `${CATEGORIES}/${empty._id}`));
    expect(await refusal(kit.request(staff.MANAGEMENT, 'GET', `${CATEGORIES}/${empty._id}`))).toEqual({ status: 404, code: 'WEBLINK_CATEGORY_NOT_FOUND' });
  });

  it('logs a share once per chat message of a chat the staff member may see', async () => {
    const chat = (await (await kit.request(guest, 'GET', GUEST_CHAT)).json()) as { nmbr: number };
    const sent = (await (await kit.request(guest, 'POST', `${GUEST_CHAT}/message`, { paragraph: 'Where is the Wi-Fi password?' })).json()) as { nmbr: number };
    expect(chat.nmbr).toBeGreaterThan(0);
    const wifi = (await ok(z.array(weblinkSchema), kit.request(staff.GUIDE, 'GET', `${LINKS}/category/${faq}`)))[2]!;
    const share = (who: TestStaff, nmbr: number) => kit.request(who, 'POST', `${LINKS}/${wifi._id}/log/share/message/${nmbr}`);
    expect((await ok(weblinkSchema, share(staff.GUIDE, sent.nmbr))).shareCount).toBe(1);
    expect((await ok(weblinkSchema, share(staff.GUIDE, sent.nmbr))).shareCount).toBe(1);
    const shares = await ctx.db.selectFrom('weblink_shares').selectAll().where('weblink_id', '=', wifi._id).execute();
    expect(shares).toEqual([expect.objectContaining({ chat_nmbr: chat.nmbr, message_nmbr: sent.nmbr, employee_id: staff.GUIDE.id })]);

    const again = (await (await kit.request(guest, 'POST', `${GUEST_CHAT}/message`, { paragraph: 'Thanks!' })).json()) as { nmbr: number };
    expect((await ok(weblinkSchema, share(staff.CUBER, again.nmbr))).shareCount).toBe(2);
    expect(await refusal(share(staff.GUIDE, 999_999))).toEqual({ status: 404, code: 'CHAT_NOT_FOUND' });
    expect(await refusal(share(elsewhere.GUIDE, sent.nmbr))).toEqual({ status: 404, code: 'WEBLINK_NOT_FOUND' });

    // Staff of another location sharing their own link into this location's chat: the chat is out of their sight.
    const theirs = await ok(weblinkCategorySchema, kit.request(elsewhere.MANAGEMENT, 'POST', CATEGORIES, { name: 'Their FAQ', kind: 'faq' }));
    const theirLink = await create(elsewhere.MANAGEMENT, link(theirs._id));
    expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${LINKS}/${theirLink._id}/log/share/message/${sent.nmbr}`))).toEqual({ status: 404, code: 'CHAT_NOT_FOUND' });
    expect((await ok(weblinkSchema, kit.request(staff.GUIDE, 'GET', `${LINKS}/${wifi._id}`))).shareCount).toBe(2);
  });

  it("gives the guest the faq and gem links in their language, with the faqLink permissions", async () => {
    const english = await ok(guestWeblinksSchema, kit.request(guest, 'GET', '/api/guest/weblink'));
    expect(english.faq.map((row) => [row.name, row.nameNl, row.links.map((l) => l.title)])).toEqual([['Questions', null, ['Check-in', 'Wi-Fi']]]);
    expect(english.gem.map((row) => row.name)).toEqual(['Tips']);
    expect(english.faqLink).toBe('https://www.duinpark.example/faq');
    expect(english.faqLinks).toEqual([{ title: 'House rules', href: 'https://www.duinpark.example/rules' }]);
    expect(JSON.stringify(english)).not.toContain('Oven manual');

    const dutch = await ok(guestWeblinksSchema, kit.request(guestNl, 'GET', '/api/guest/weblink?lang=nl'));
    expect(dutch.faq.map((row) => [row.name, row.links.map((l) => l.title)])).toEqual([['Vragen', ['Inchecken', 'Wi-Fi']]]);
    // The tips hold English links only, so a Dutch guest sees no tips category.
    expect(dutch.gem).toEqual([]);

    const away = await ctx.factories.guest();
    expect(await ok(guestWeblinksSchema, kit.request(away, 'GET', '/api/guest/weblink'))).toMatchObject({ faq: [], gem: [] });
    expect(await refusal(kit.request(guest, 'GET', '/api/guest/weblink?lang=es'))).toEqual({ status: 400, code: 'INVALID_INPUT' });
  });

  it('keeps a link and a category in four languages; an empty translation clears it, an unknown language is refused', async () => {
    const category = await ok(
      weblinkCategorySchema,
      kit.request(staff.MANAGEMENT, 'POST', CATEGORIES, { name: 'Your stay', nameNl: 'Je verblijf', nameDe: 'Dein Aufenthalt', nameFr: ' ', kind: 'faq' }),
    );
    expect(category).toMatchObject({ name: 'Your stay', nameNl: 'Je verblijf', nameDe: 'Dein Aufenthalt', nameFr: null });
    const created = await create(
      staff.MANAGEMENT,
      link(category._id, { title: 'Parking', titleDe: 'Parken', titleFr: 'Stationnement', description: 'Where to park', descriptionDe: 'Wo du parkst', language: 'de' }),
    );
    expect(created).toMatchObject({ title: 'Parking', titleNl: null, titleDe: 'Parken', titleFr: 'Stationnement', descriptionDe: 'Wo du parkst', descriptionFr: null, language: 'de' });
    const changed = await ok(weblinkSchema, kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${created._id}`, { titleFr: '', descriptionNl: 'Waar je parkeert', language: 'fr' }));
    expect(changed).toMatchObject({ titleFr: null, descriptionNl: 'Waar je parkeert', titleDe: 'Parken', language: 'fr' });
    const renamed = await ok(weblinkCategorySchema, kit.request(staff.MANAGEMENT, 'POST', `${CATEGORIES}/${category._id}`, { nameFr: 'Votre séjour', nameDe: null }));
    expect(renamed).toMatchObject({ nameFr: 'Votre séjour', nameDe: null, nameNl: 'Je verblijf' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${created._id}`, { language: 'es' }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${LINKS}/${created._id}`, { titleDe: 'x'.repeat(121) }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(staff.GUIDE, 'POST', `${LINKS}/${created._id}`, { titleDe: 'Parkplatz' }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect((await ok(weblinkSchema, kit.request(staff.GUIDE, 'GET', `${LINKS}/${created._id}`))).titleDe).toBe('Parken');
    await kit.request(staff.MANAGEMENT, 'DELETE', `${LINKS}/${created._id}`);
    await kit.request(staff.MANAGEMENT, 'DELETE', `${CATEGORIES}/${category._id}`);
  });

  it("gives a German and a French guest the FAQ in their language, else the park's content language, else English", async () => {
    const park = (await ctx.factories.location({ name: 'Dune park' })).id;
    await ctx.db.updateTable('locations').set({ content_language: 'nl' }).where('id', '=', park).execute();
    const manager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: park });
    const german = (await ctx.factories.stay({ locationId: park })).guest;
    const french = (await ctx.factories.stay({ locationId: park })).guest;
    await ctx.db.updateTable('accounts').set({ language: 'de' }).where('person_id', '=', german.id).execute();
    await ctx.db.updateTable('accounts').set({ language: 'fr' }).where('person_id', '=', french.id).execute();
    await saveSetting(ctx.db, `location:${park}`, 'permissions', {
      faqLinks: [{ title: 'House rules', title_nl: 'Huisregels', title_de: 'Hausordnung', href: 'https://www.duinpark.example/rules' }],
    });
    const questions = await ok(weblinkCategorySchema, kit.request(manager, 'POST', CATEGORIES, { name: 'Questions', nameNl: 'Vragen', nameDe: 'Fragen', kind: 'faq' }));
    const everyLanguage = { title: 'Wi-Fi', titleNl: 'Wifi', titleDe: 'WLAN', description: 'Network and password', descriptionDe: 'Netz und Passwort' };
    await create(manager, link(questions._id, everyLanguage));
    await create(manager, link(questions._id, { title: 'Anreise', url: 'https://www.duinpark.example/de/anreise', language: 'de' }));
    await create(manager, link(questions._id, { title: 'Arrivée', url: 'https://www.duinpark.example/fr/arrivee', language: 'fr' }));

    // Without `lang` the account's language is read.
    const inGerman = await ok(guestWeblinksSchema, kit.request(german, 'GET', '/api/guest/weblink'));
    expect(inGerman.faq.map((row) => [row.name, row.nameNl, row.nameDe, row.links.map((l) => [l.title, l.description, l.titleDe])])).toEqual([
      ['Fragen', null, null, [['WLAN', 'Netz und Passwort', null], ['Anreise', '', null]]],
    ]);
    expect(inGerman.faqLinks).toEqual([{ title: 'Hausordnung', href: 'https://www.duinpark.example/rules' }]);

    // French is missing: the park's Dutch, then English.
    const inFrench = await ok(guestWeblinksSchema, kit.request(french, 'GET', '/api/guest/weblink'));
    expect(inFrench.faq.map((row) => [row.name, row.links.map((l) => [l.title, l.description])])).toEqual([
      ['Vragen', [['Wifi', 'Network and password'], ['Arrivée', '']]],
    ]);
    expect(inFrench.faqLinks).toEqual([{ title: 'Huisregels', href: 'https://www.duinpark.example/rules' }]);

    // `lang` still picks the language the app is shown in.
    const asked = await ok(guestWeblinksSchema, kit.request(german, 'GET', '/api/guest/weblink?lang=fr'));
    expect(asked.faq[0]!.links.map((l) => l.title)).toEqual(['Wifi', 'Arrivée']);
  });
});
