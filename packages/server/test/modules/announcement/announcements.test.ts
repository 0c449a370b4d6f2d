import { beforeAll, describe, expect, it } from 'vitest';
import {
  announcementAcceptanceSchema,
  announcementParagraphSchema,
  announcementSchema,
  managedAnnouncementDetailSchema,
  managedAnnouncementSchema,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_MARKUP_LENGTH,
  type AnnouncementCreateBodyInput,
  type StaffRole,
} from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { ok, refusal } from '../../support/answers';

const ADMIN = '/api/employee/announcement-admin';
const GUEST = '/api/guest/announcement';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
/** What the editor embeds after compressing a photo: WebP, or JPEG where the browser cannot encode WebP. */
const WEBP = 'data:image/webp;base64,UklGRg==';
const JPEG = 'data:image/jpeg;base64,/9j/4A==';

describeEachDialect('announcements', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let everywhere: TestStaff;
  let guest: TestGuest;
  let otherGuest: TestGuest;
  let guestElsewhere: TestGuest;
  let reservationNumber: string;

  const create = (body: AnnouncementCreateBodyInput) => ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', ADMIN, body));
  const publish = (nmbr: number) => ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${nmbr}/publish`));
  const unseen = (who: TestGuest, query = '') => ok(z.array(announcementSchema), kit.request(who, 'GET', `${GUEST}/new${query}`));

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    const otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    everywhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
    const stay = await ctx.factories.stay({ locationId, suites: ['Suite 1'], guest: { firstname: 'Ada', surname: 'Lovelace' } });
    guest = stay.guest;
    reservationNumber = stay.reservation.number;
    otherGuest = (await ctx.factories.stay({ locationId, suites: ['Suite 2'] })).guest;
    guestElsewhere = (await ctx.factories.stay({ locationId: otherId, suites: ['Suite 9'] })).guest;
  });

  describe('writing', () => {
    it('sanitises chapter HTML so nothing a guest sees can run script', async () => {
      const created = await create({
        lettername: 'Hostile',
        letterkind: '',
        chapters: [
          {
            paragraphchapter: '<b>Title</b><script>alert(1)</script>',
            paragraph:
              '<h1>Big</h1><h3 onclick="alert(1)">Sub</h3><script>alert(1)</script><img src="x" onerror="alert(1)">' +
              `<img src="${PNG}" onload="alert(1)"><img src="${WEBP}"><img src="${JPEG}"><img src="data:image/svg+xml;base64,PHN2Zz4="><a href="javascript:alert(1)">bad</a>` +
              '<a href="https://example.com/a" onmouseover="alert(1)">good</a><iframe src="https://example.com"></iframe>' +
              '<p style="color:red">text</p><svg><script>alert(1)</script></svg><ul><li><strong>x</strong></li></ul>',
            paragraphNl: '<p>Tekst</p><object data="x"></object>',
          },
        ],
      });
      const [chapter] = created.chapters;
      expect(chapter?.paragraphchapter).toBe('Title');
      const html = chapter?.paragraph ?? '';
      expect(html).not.toMatch(/script|onerror|onclick|onload|onmouseover|javascript:|iframe|svg|style=/i);
      expect(html).toContain('<h2>Big</h2>');
      expect(html).toContain('<h3>Sub</h3>');
      expect(html).toContain(`<img src="${PNG}" />`);
      expect(html).toContain(`<img src="${WEBP}" />`);
      expect(html).toContain(`<img src="${JPEG}" />`);
      expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">good</a>');
      expect(html).toContain('<a rel="noopener noreferrer" target="_blank">bad</a>');
      expect(html).toContain('<ul><li><strong>x</strong></li></ul>');
      expect(chapter?.paragraphNl).toBe('<p>Tekst</p>');
      expect(created.published).toBe(false);
      expect(created.version).toBe(1);
    });

    it('refuses chapter HTML beyond the rich-text bounds, naming the chapter, and creates nothing', async () => {
      const before = await ok(z.array(managedAnnouncementSchema), kit.request(staff.MANAGEMENT, 'GET', ADMIN));
      const deep = '<blockquote>'.repeat(RICH_TEXT_MAX_DEPTH + 1) + 'x';
      const large = `<p>${'a'.repeat(RICH_TEXT_MAX_MARKUP_LENGTH)}</p>`;
      const chapter = { paragraphchapter: 'A', paragraph: '<p>B</p>' };
      const tooDeep = kit.request(staff.MANAGEMENT, 'POST', ADMIN, { lettername: 'X', letterkind: '', chapters: [chapter, { ...chapter, paragraphNl: deep }] });
      expect(await refusal(tooDeep)).toEqual({ status: 400, code: 'RICH_TEXT_TOO_DEEP' });
      const tooLarge = kit.request(staff.MANAGEMENT, 'POST', ADMIN, { lettername: 'X', letterkind: '', chapters: [{ ...chapter, paragraph: large }] });
      expect(await refusal(tooLarge)).toEqual({ status: 413, code: 'RICH_TEXT_TOO_LARGE' });
      expect(await ok(z.array(managedAnnouncementSchema), kit.request(staff.MANAGEMENT, 'GET', ADMIN))).toEqual(before);
    });

    it('is management only, at their own location', async () => {
      const body: AnnouncementCreateBodyInput = { lettername: 'X', letterkind: '', chapters: [{ paragraphchapter: 'A', paragraph: '<p>B</p>' }] };
      for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) {
        expect(await refusal(kit.request(staff[role], 'POST', ADMIN, body))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
        expect(await refusal(kit.request(staff[role], 'GET', ADMIN))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      }
      expect(await refusal(kit.request(guest, 'GET', ADMIN))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      const own = await create(body);
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'GET', `${ADMIN}/${own.nmbr}`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'POST', `${ADMIN}/${own.nmbr}/publish`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
      expect(await refusal(kit.request(elsewhere.MANAGEMENT, 'GET', `${ADMIN}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
      const theirs = await ok(z.array(managedAnnouncementSchema), kit.request(elsewhere.MANAGEMENT, 'GET', ADMIN));
      expect(theirs.map((row) => row.nmbr)).not.toContain(own.nmbr);
      expect(await refusal(kit.request(everywhere, 'GET', ADMIN))).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
      const named = await ok(z.array(managedAnnouncementSchema), kit.request(everywhere, 'GET', `${ADMIN}?location=${locationId}`));
      expect(named.map((row) => row.nmbr)).toContain(own.nmbr);
    });

    it('asks for a page exactly for page-specific announcements', async () => {
      const chapters = [{ paragraphchapter: 'A', paragraph: '<p>B</p>' }];
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', ADMIN, { lettername: 'X', letterkind: 'page', chapters }))).toMatchObject({ code: 'INVALID_INPUT' });
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', ADMIN, { lettername: 'X', letterkind: 'policy', page: 'chat', chapters }))).toMatchObject({
        code: 'INVALID_INPUT',
      });
      const page = await create({ lettername: 'X', letterkind: 'page', page: 'chat', chapters });
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${page.nmbr}`, { letterkind: '' }))).toMatchObject({ code: 'INVALID_INPUT' });
      const general = await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${page.nmbr}`, { letterkind: '', page: null }));
      expect(general.page).toBeNull();
    });

    it('deletes drafts only', async () => {
      const draft = await create({ lettername: 'Draft', letterkind: '', chapters: [{ paragraphchapter: 'A', paragraph: '<p>B</p>' }] });
      await publish(draft.nmbr);
      expect(await refusal(kit.request(staff.MANAGEMENT, 'DELETE', `${ADMIN}/${draft.nmbr}`))).toEqual({ status: 409, code: 'ANNOUNCEMENT_IN_USE' });
      await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${draft.nmbr}/unpublish`));
      await ok(z.object({ message: z.string() }), kit.request(staff.MANAGEMENT, 'DELETE', `${ADMIN}/${draft.nmbr}`));
      expect(await refusal(kit.request(staff.MANAGEMENT, 'GET', `${ADMIN}/${draft.nmbr}`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
    });
  });

  describe('reading and accepting', () => {
    let policy: number;
    let welcome: number;
    let services: number;
    let draft: number;

    beforeAll(async () => {
      policy = (
        await create({
          lettername: 'House rules',
          letternameNl: 'Huisregels',
          letterkind: 'policy',
          chapters: [
            { paragraphchapter: 'Quiet', paragraphchapterNl: 'Stilte', paragraph: '<p>Quiet from 22:00</p>', paragraphNl: '<p>Stil vanaf 22:00</p>' },
            { paragraphchapter: 'Pets', paragraph: '<p>Dogs on a leash</p>' },
          ],
        })
      ).nmbr;
      welcome = (await create({ lettername: 'Welcome', letterkind: '', chapters: [{ paragraphchapter: 'Hi', paragraph: '<p>Hello</p>' }] })).nmbr;
      services = (
        await create({ lettername: 'Breakfast', letterkind: 'page', page: 'services', chapters: [{ paragraphchapter: 'Food', paragraph: '<p>Order</p>' }] })
      ).nmbr;
      draft = (await create({ lettername: 'Not yet', letterkind: '', chapters: [{ paragraphchapter: 'A', paragraph: '<p>B</p>' }] })).nmbr;
      for (const nmbr of [policy, welcome, services]) await publish(nmbr);
    });

    it('shows the guest what they still have to see, global ones everywhere and page ones on their page', async () => {
      const home = await unseen(otherGuest);
      expect(home.map((row) => row.nmbr)).toEqual([policy, welcome]);
      expect(home[0]).toMatchObject({ letterkind: 'policy', lettername: 'House rules', accepted: false, acceptedAt: null, version: 1 });
      const onServices = await unseen(otherGuest, '?page=services');
      expect(onServices.map((row) => row.nmbr)).toEqual([policy, services, welcome]);
      expect((await unseen(otherGuest, '?page=chat')).map((row) => row.nmbr)).toEqual([policy, welcome]);
      const all = await ok(z.array(announcementSchema), kit.request(otherGuest, 'GET', GUEST));
      expect(all.map((row) => row.nmbr)).not.toContain(draft);
      expect(await refusal(kit.request(otherGuest, 'GET', `${GUEST}/${draft}`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
    });

    it('answers in the guest language, falling back to English', async () => {
      const nl = await ok(announcementSchema, kit.request(guest, 'GET', `${GUEST}/${policy}?lang=nl`));
      expect(nl.lettername).toBe('Huisregels');
      const paragraphs = await ok(z.array(announcementParagraphSchema), kit.request(guest, 'GET', `${GUEST}/${policy}/paragraph?lang=nl`));
      expect(paragraphs).toEqual([
        { paragraphchapter: 'Stilte', paragraph: '<p>Stil vanaf 22:00</p>' },
        { paragraphchapter: 'Pets', paragraph: '<p>Dogs on a leash</p>' },
      ]);
      const en = await ok(z.array(announcementParagraphSchema), kit.request(guest, 'GET', `${GUEST}/${policy}/paragraph`));
      expect(en[0]).toEqual({ paragraphchapter: 'Quiet', paragraph: '<p>Quiet from 22:00</p>' });
    });

    it('records the acceptance once per guest with time, version and reservation', async () => {
      kit.clock.set('2026-07-01T10:00:00.000Z');
      const accepted = await ok(announcementSchema, kit.request(guest, 'POST', `${GUEST}/${policy}/mark-as-read`));
      expect(accepted).toMatchObject({ accepted: true, version: 1 });
      const acceptedAt = accepted.acceptedAt ?? '';
      expect(acceptedAt.startsWith('2026-07-01T10:00')).toBe(true);
      kit.clock.set('2026-07-01T11:00:00.000Z');
      const again = await ok(announcementSchema, kit.request(guest, 'POST', `${GUEST}/${policy}/mark-as-read`));
      expect(again.acceptedAt).toBe(acceptedAt);
      kit.clock.reset();

      expect((await unseen(guest)).map((row) => row.nmbr)).toEqual([welcome]);
      expect((await unseen(otherGuest)).map((row) => row.nmbr)).toEqual([policy, welcome]);

      const log = await ok(z.array(announcementAcceptanceSchema), kit.request(staff.MANAGEMENT, 'GET', `${ADMIN}/${policy}/acceptances`));
      expect(log).toEqual([{ guestName: 'Ada Lovelace', reservationNumber, version: 1, acceptedAt, isCurrentVersion: true }]);
      const listed = await ok(z.array(managedAnnouncementSchema), kit.request(staff.MANAGEMENT, 'GET', ADMIN));
      expect(listed.find((row) => row.nmbr === policy)).toMatchObject({ published: true, acceptanceCount: 1 });
      expect(await refusal(kit.request(staff.MANAGEMENT, 'DELETE', `${ADMIN}/${policy}`))).toEqual({ status: 409, code: 'ANNOUNCEMENT_IN_USE' });
    });

    it('asks for the policy again after its texts change, keeping the old acceptance on record', async () => {
      const unchanged = await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${policy}`, { lettername: 'House rules' }));
      expect(unchanged.version).toBe(1);
      const edited = await ok(
        managedAnnouncementDetailSchema,
        kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${policy}`, { chapters: [{ paragraphchapter: 'Quiet', paragraph: '<p>Quiet from 23:00</p>' }] }),
      );
      expect(edited).toMatchObject({ version: 2, acceptanceCount: 0 });
      expect((await unseen(guest)).map((row) => row.nmbr)).toEqual([policy, welcome]);
      const renewed = await ok(announcementSchema, kit.request(guest, 'POST', `${GUEST}/${policy}/mark-as-read`));
      expect(renewed).toMatchObject({ accepted: true, version: 2 });
      const log = await ok(z.array(announcementAcceptanceSchema), kit.request(staff.MANAGEMENT, 'GET', `${ADMIN}/${policy}/acceptances`));
      expect(log.map((row) => [row.version, row.isCurrentVersion])).toEqual([
        [2, true],
        [1, false],
      ]);
    });

    it('keeps a read general announcement read', async () => {
      await ok(announcementSchema, kit.request(guest, 'POST', `${GUEST}/${welcome}/mark-as-read`));
      expect(await unseen(guest)).toEqual([]);
      await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${welcome}`, { lettername: 'Welcome!' }));
      const read = await ok(announcementSchema, kit.request(guest, 'GET', `${GUEST}/${welcome}`));
      expect(read).toMatchObject({ accepted: true, version: 2 });
    });

    it('refuses guests of another location and answers nothing to a guest without a stay', async () => {
      expect(await unseen(guestElsewhere, '?page=services')).toEqual([]);
      for (const path of [`${GUEST}/${policy}`, `${GUEST}/${policy}/paragraph`]) {
        expect(await refusal(kit.request(guestElsewhere, 'GET', path))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
      }
      expect(await refusal(kit.request(guestElsewhere, 'POST', `${GUEST}/${policy}/mark-as-read`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
      const homeless = await ctx.factories.guest();
      expect(await ok(z.array(announcementSchema), kit.request(homeless, 'GET', GUEST))).toEqual([]);
      expect(await refusal(kit.request(homeless, 'GET', `${GUEST}/${policy}`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
      for (const role of ['GUIDE', 'MANAGEMENT'] as const) {
        expect(await refusal(kit.request(staff[role], 'GET', `${GUEST}/new`))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      }
    });

    it('hides an unpublished announcement from guests', async () => {
      await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${services}/unpublish`));
      expect((await unseen(otherGuest, '?page=services')).map((row) => row.nmbr)).not.toContain(services);
      expect(await refusal(kit.request(otherGuest, 'GET', `${GUEST}/${services}/paragraph`))).toEqual({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
    });
  });
});
