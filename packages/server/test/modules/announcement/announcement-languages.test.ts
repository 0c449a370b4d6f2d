import { beforeAll, expect, it } from 'vitest';
import {
  announcementAcceptanceSchema,
  announcementParagraphSchema,
  announcementSchema,
  managedAnnouncementDetailSchema,
  type AnnouncementCreateBodyInput,
  type StaffRole,
} from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { ok } from '../../support/answers';

const ADMIN = '/api/employee/announcement-admin';
const GUEST = '/api/guest/announcement';
const CONTENT_LANGUAGE = '/api/employee/location/content-language';

/** House rules in English, Dutch and French; the second chapter in English only. No German anywhere. */
const HOUSE_RULES: AnnouncementCreateBodyInput = {
  lettername: 'House rules',
  letternameNl: 'Huisregels',
  letternameFr: 'Règlement intérieur',
  letterkind: 'policy',
  chapters: [
    {
      paragraphchapter: 'Quiet',
      paragraphchapterNl: 'Stilte',
      paragraphchapterFr: 'Calme',
      paragraph: '<p>Quiet from 22:00</p>',
      paragraphNl: '<p>Stil vanaf 22:00</p>',
      paragraphFr: '<p>Calme à partir de 22 h</p>',
    },
    { paragraphchapter: 'Pets', paragraph: '<p>Dogs on a leash</p>' },
  ],
};

describeEachDialect('announcements in four languages', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let guest: TestGuest;
  let policy: number;

  const setContentLanguage = (contentLanguage: string) => ok(z.unknown(), kit.request(staff.MANAGEMENT, 'POST', CONTENT_LANGUAGE, { contentLanguage }));
  const read = async (lang: string) => ({
    title: (await ok(announcementSchema, kit.request(guest, 'GET', `${GUEST}/${policy}?lang=${lang}`))).lettername,
    chapters: await ok(z.array(announcementParagraphSchema), kit.request(guest, 'GET', `${GUEST}/${policy}/paragraph?lang=${lang}`)),
  });

  beforeAll(async () => {
    await ctx.factories.settings();
    const locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    guest = (await ctx.factories.stay({ locationId })).guest;
    policy = (await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', ADMIN, HOUSE_RULES))).nmbr;
    await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${policy}/publish`));
  });

  it('keeps every language of title and chapters for the editor, missing ones null', async () => {
    const detail = await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'GET', `${ADMIN}/${policy}`));
    expect(detail).toMatchObject({ lettername: 'House rules', letternameNl: 'Huisregels', letternameDe: null, letternameFr: 'Règlement intérieur' });
    expect(detail.chapters).toEqual([
      {
        paragraphchapter: 'Quiet',
        paragraphchapterNl: 'Stilte',
        paragraphchapterDe: null,
        paragraphchapterFr: 'Calme',
        paragraph: '<p>Quiet from 22:00</p>',
        paragraphNl: '<p>Stil vanaf 22:00</p>',
        paragraphDe: null,
        paragraphFr: '<p>Calme à partir de 22 h</p>',
      },
      {
        paragraphchapter: 'Pets',
        paragraphchapterNl: null,
        paragraphchapterDe: null,
        paragraphchapterFr: null,
        paragraph: '<p>Dogs on a leash</p>',
        paragraphNl: null,
        paragraphDe: null,
        paragraphFr: null,
      },
    ]);
  });

  it('sanitises German and French chapter HTML like the English', async () => {
    const draft = await ok(
      managedAnnouncementDetailSchema,
      kit.request(staff.MANAGEMENT, 'POST', ADMIN, {
        lettername: 'Draft',
        letterkind: '',
        chapters: [{ paragraphchapter: 'A', paragraph: '<p>B</p>', paragraphDe: '<p>B</p><script>x()</script>', paragraphFr: '<script>x()</script>' }],
      }),
    );
    expect(draft.chapters[0]).toMatchObject({ paragraphDe: '<p>B</p>', paragraphFr: null });
  });

  it("shows the guest's language, else the location's content language, else English", async () => {
    await setContentLanguage('en');
    expect(await read('fr')).toEqual({
      title: 'Règlement intérieur',
      chapters: [
        { paragraphchapter: 'Calme', paragraph: '<p>Calme à partir de 22 h</p>' },
        { paragraphchapter: 'Pets', paragraph: '<p>Dogs on a leash</p>' },
      ],
    });
    // German missing, the location's language English.
    expect((await read('de')).title).toBe('House rules');
    await setContentLanguage('nl');
    expect(await read('de')).toEqual({
      title: 'Huisregels',
      chapters: [
        { paragraphchapter: 'Stilte', paragraph: '<p>Stil vanaf 22:00</p>' },
        { paragraphchapter: 'Pets', paragraph: '<p>Dogs on a leash</p>' },
      ],
    });
    await setContentLanguage('en');
  });

  it('counts a policy accepted in one language once, whatever language the guest reads it in later', async () => {
    const accepted = await ok(announcementSchema, kit.request(guest, 'POST', `${GUEST}/${policy}/mark-as-read?lang=de`));
    expect(accepted).toMatchObject({ accepted: true, version: 1 });
    const again = await ok(announcementSchema, kit.request(guest, 'POST', `${GUEST}/${policy}/mark-as-read?lang=fr`));
    expect(again.acceptedAt).toBe(accepted.acceptedAt);
    for (const lang of ['en', 'nl', 'de', 'fr']) {
      expect(await ok(z.array(announcementSchema), kit.request(guest, 'GET', `${GUEST}/new?lang=${lang}`))).toEqual([]);
      expect((await ok(announcementSchema, kit.request(guest, 'GET', `${GUEST}/${policy}?lang=${lang}`))).accepted).toBe(true);
    }
    const log = await ok(z.array(announcementAcceptanceSchema), kit.request(staff.MANAGEMENT, 'GET', `${ADMIN}/${policy}/acceptances`));
    expect(log.map((entry) => entry.version)).toEqual([1]);
  });

  it('asks for the policy again when only a translation changes', async () => {
    const edited = await ok(managedAnnouncementDetailSchema, kit.request(staff.MANAGEMENT, 'POST', `${ADMIN}/${policy}`, { letternameDe: 'Hausordnung' }));
    expect(edited).toMatchObject({ version: 2, letternameDe: 'Hausordnung' });
    expect((await ok(z.array(announcementSchema), kit.request(guest, 'GET', `${GUEST}/new?lang=de`))).map((row) => row.lettername)).toEqual(['Hausordnung']);
  });
});
