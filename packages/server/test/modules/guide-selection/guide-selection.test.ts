import { beforeAll, describe, expect, it } from 'vitest';
import { currentGuideSchema, guideProfileSchema, matchedGuideSchema, questionnaireSchema, reservationSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';

const ANSWERS = [
  { label: 'interests', awnser: 'biking' },
  { label: 'interests', awnser: 'beach' },
  { label: 'company', awnser: 'family' },
  { label: 'pace', awnser: 'active' },
];

const option = (value: string, ...tags: string[]) => ({ value, text: value, tags });
const QUESTIONS = [
  {
    label: 'interests',
    question: { en: 'What would you like to do?', de: 'Was möchtest du unternehmen?' },
    multiple: true,
    options: [{ value: 'hiking', text: { en: 'hiking', de: 'Wandern', fr: 'Randonnée' }, tags: ['hiking', 'nature'] }, option('biking', 'biking'), option('food', 'food', 'wine'), option('culture', 'culture', 'history'), option('beach', 'beach')],
  },
  {
    label: 'company',
    question: 'Who are you travelling with?',
    multiple: false,
    options: [option('couple', 'wine'), option('family', 'kids', 'beach'), option('friends', 'food', 'biking'), option('solo', 'hiking')],
  },
  { label: 'pace', question: { en: 'What pace do you like?', nl: 'Welk tempo vind je fijn?' }, multiple: false, options: [option('relaxed', 'beach', 'food'), option('active', 'hiking', 'biking'), option('mixed')] },
];

describeEachDialect('guide selection', (ctx) => {
  const kit = useStayApp(ctx);
  const guides: Record<'sanne' | 'bram' | 'anouk', TestStaff> = {} as never;
  let cuber: TestStaff;
  let backoffice: TestStaff;
  let guest: TestGuest;
  let departed: TestGuest;

  beforeAll(async () => {
    const make = ctx.factories;
    const locationId = (await make.location()).id;
    for (const [key, firstname, tags] of [
      ['sanne', 'Sanne', ['hiking', 'nature', 'history']],
      ['bram', 'Bram', ['food', 'culture', 'wine', 'history']],
      ['anouk', 'Anouk', ['biking', 'beach', 'kids']],
    ] as const) {
      guides[key] = await make.staff({ role: 'GUIDE', locationId, firstname, workgroup: 'Guides' });
      await make.guideProfile(guides[key].id, tags);
    }
    await make.guideQuestionnaire(QUESTIONS);
    cuber = await make.staff({ role: 'CUBER', locationId });
    backoffice = await make.staff({ role: 'BACKOFFICE', locationId });
    ({ guest } = await make.stay({ locationId }));
    ({ guest: departed } = await make.stay({ locationId, guideId: guides.sanne.id, start: { days: -5, time: '15:00' }, end: { days: -1, time: '10:00' } }));
  });

  describe('questionnaire', () => {
    it('answers the guide questionnaire without its matching tags', async () => {
      const response = await kit.call(guest.token, { method: 'GET', url: '/api/guest/questionnaire/guide' });
      expect(response.statusCode).toBe(200);
      const questionnaire = questionnaireSchema.parse(response.json());
      expect(questionnaire.questions.map((question) => [question.label, question.multiple])).toEqual([
        ['interests', true],
        ['company', false],
        ['pace', false],
      ]);
      expect(response.body).not.toContain('tags');
    });

    it('answers staff on the employee path, and refuses the other role on each path', async () => {
      const staff = guides.sanne.token;
      expect((await kit.call(staff, { method: 'GET', url: '/api/employee/questionnaire/guide' })).statusCode).toBe(200);
      expect((await kit.call(guest.token, { method: 'GET', url: '/api/employee/questionnaire/guide' })).statusCode).toBe(403);
      expect((await kit.call(staff, { method: 'GET', url: '/api/guest/questionnaire/guide' })).statusCode).toBe(403);
    });

    it('refuses an unknown label with INVALID_INPUT', async () => {
      const response = await kit.call(guest.token, { method: 'GET', url: '/api/guest/questionnaire/nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  describe('matching and choosing', () => {
    it("lists the location's guides by first name", async () => {
      const response = await kit.call(guest.token, { method: 'GET', url: '/api/guest/available-guides' });
      const listed = z.array(guideProfileSchema).parse(response.json());
      expect(listed.map((guide) => guide.firstname)).toEqual(['Anouk', 'Bram', 'Sanne']);
      expect(listed[0]).toMatchObject({ _id: guides.anouk.id, tags: ['biking', 'beach', 'kids'], bio: expect.any(String) });
    });

    it('scores the guides from the answers, deterministically, and stores the answers on mainGuest', async () => {
      const token = guest.token;
      const first = await kit.call(token, { method: 'POST', url: '/api/guest/matched-guides', payload: { label: 'guide', entries: ANSWERS } });
      expect(first.statusCode).toBe(200);
      const matched = z.array(matchedGuideSchema).parse(first.json());
      // Four answers: no guide can match more, and only the guest's own answers are named.
      expect(matched.map((guide) => [guide.firstname, guide.score, guide.matchedAnswers.map((fit) => fit.awnser)])).toEqual([
        ['Anouk', 4, ['biking', 'beach', 'family', 'active']],
        ['Sanne', 1, ['active']],
        ['Bram', 0, []],
      ]);
      expect(matched[1]!.matchedAnswers).toEqual([{ label: 'pace', awnser: 'active', text: 'active' }]);
      const again = await kit.call(token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: [...ANSWERS].reverse() } });
      expect(again.json()).toEqual(first.json());

      const current = reservationSchema.parse((await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current' })).json());
      expect(current.mainGuest.questionnaire).toEqual([
        { label: 'company', awnser: 'family' },
        { label: 'interests', awnser: 'beach' },
        { label: 'interests', awnser: 'biking' },
        { label: 'pace', awnser: 'active' },
      ]);
    });

    it.each([
      ['an unknown question', [{ label: 'budget', awnser: 'low' }]],
      ['an unknown answer', [{ label: 'pace', awnser: 'sprint' }]],
      ['two answers to a single-choice question', [{ label: 'pace', awnser: 'active' }, { label: 'pace', awnser: 'relaxed' }]],
      ['a malformed entry', [{ label: 'pace' }]],
    ])('refuses %s with INVALID_INPUT', async (_case, entries) => {
      const response = await kit.call(guest.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('chooses a guide: guide and guideSelectionTimestamp (from the clock) are set', async () => {
      const token = guest.token;
      const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
      kit.clock.set(at);
      try {
        const response = await kit.call(token, { method: 'POST', url: `/api/guest/choose-guide/${guides.anouk.id}` });
        expect(response.statusCode).toBe(200);
        const reservation = reservationSchema.parse(response.json());
        expect(reservation.guide).toMatchObject({ _id: guides.anouk.id, firstname: 'Anouk', erpUID: guides.anouk.erpUid });
        expect(new Date(reservation.guideSelectionTimestamp!).getTime()).toBeGreaterThanOrEqual(at.getTime());
        expect(new Date(reservation.guideSelectionTimestamp!).getTime()).toBeLessThan(at.getTime() + 5_000);
      } finally {
        kit.clock.reset();
      }
      const guide = currentGuideSchema.parse((await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current/guide' })).json());
      expect(guide).toMatchObject({ _id: guides.anouk.id, guideSelectionTimestamp: expect.any(String) });
    });

    it("makes the chosen guide an admin member of the guest's existing chat at once", async () => {
      const token = guest.token;
      const chat = await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current/chat' });
      expect(chat.statusCode).toBe(200);
      const nmbr = (chat.json() as { nmbr: number }).nmbr;
      const memberBefore = await ctx.db
        .selectFrom('chat_members')
        .select('mode')
        .where('chat_nmbr', '=', nmbr)
        .where('employee_id', '=', guides.bram.id)
        .executeTakeFirst();
      expect(memberBefore).toBeUndefined();

      expect((await kit.call(token, { method: 'POST', url: `/api/guest/choose-guide/${guides.bram.id}` })).statusCode).toBe(200);
      const member = await ctx.db
        .selectFrom('chat_members')
        .select('mode')
        .where('chat_nmbr', '=', nmbr)
        .where('employee_id', '=', guides.bram.id)
        .executeTakeFirst();
      expect(member).toEqual({ mode: 'A' });
    });

    it('answers null as current guide after leaving the guide', async () => {
      const token = guest.token;
      expect((await kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/leave-guide' })).statusCode).toBe(200);
      const response = await kit.call(token, { method: 'GET', url: '/api/guest/reservation/current/guide' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    });

    it.each(['a cuber', 'an unknown id'])('refuses to choose %s with INVALID_INPUT', async (who) => {
      const id = who === 'a cuber' ? cuber.id : 'no-such-guide';
      const response = await kit.call(guest.token, { method: 'POST', url: `/api/guest/choose-guide/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('offers no guide who stopped taking guests', async () => {
      await ctx.db.updateTable('guide_profiles').set({ accepts_guests: 0 }).where('employee_id', '=', guides.bram.id).execute();
      try {
        const token = guest.token;
        const listed = z.array(guideProfileSchema).parse((await kit.call(token, { method: 'GET', url: '/api/guest/available-guides' })).json());
        expect(listed.map((guide) => guide.firstname)).toEqual(['Anouk', 'Sanne']);
        const response = await kit.call(token, { method: 'POST', url: `/api/guest/choose-guide/${guides.bram.id}` });
        expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
      } finally {
        await ctx.db.updateTable('guide_profiles').set({ accepts_guests: 1 }).where('employee_id', '=', guides.bram.id).execute();
      }
    });

    it('refuses changes to an ended reservation with RESERVATION_ENDED', async () => {
      const token = departed.token;
      for (const [url, payload] of [
        [`/api/guest/choose-guide/${guides.anouk.id}`, undefined],
        ['/api/guest/matched-guides', { entries: ANSWERS }],
      ] as const) {
        const response = await kit.call(token, { method: 'POST', url, payload });
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
      }
    });
  });

  describe('access', () => {
    it.each([
      ['GET', '/api/guest/reservation/current/guide'],
      ['GET', '/api/guest/available-guides'],
      ['POST', '/api/guest/matched-guides'],
      ['POST', '/api/guest/choose-guide/any-guide'],
    ] as const)('%s %s refuses staff and anonymous callers', async (method, url) => {
      const payload = method === 'POST' ? { entries: [] } : undefined;
      expect((await kit.call(backoffice.token, { method, url, payload })).statusCode).toBe(403);
      expect((await kit.call(undefined, { method, url, payload })).statusCode).toBe(401);
    });

    it("lists the employee's location's guides for staff, refuses guests", async () => {
      const staff = await kit.call(cuber.token, { method: 'GET', url: '/api/employee/available-guides' });
      expect(z.array(guideProfileSchema).parse(staff.json())).toHaveLength(3);
      expect((await kit.call(guest.token, { method: 'GET', url: '/api/employee/available-guides' })).statusCode).toBe(403);
    });
  });

  describe("in the guest's language", () => {
    /** A location of its own whose content falls back to Dutch, with two guides alike but for the languages they speak. */
    let german: TestGuest;
    let french: TestGuest;
    const parkGuides: Record<'anna' | 'birgit', TestStaff> = {} as never;
    const setLanguage = (guestId: string, language: string) =>
      ctx.db.updateTable('accounts').set({ language }).where('person_id', '=', guestId).execute();

    beforeAll(async () => {
      const make = ctx.factories;
      const locationId = (await make.location()).id;
      await ctx.db.updateTable('locations').set({ content_language: 'nl' }).where('id', '=', locationId).execute();
      // Anna comes first by name; only Birgit speaks German.
      parkGuides.anna = await make.staff({ role: 'GUIDE', locationId, firstname: 'Anna', workgroup: 'Guides' });
      await make.guideProfile(parkGuides.anna.id, ['hiking'], { languages: ['nl', 'en'], bio: { en: 'Walks a lot.', nl: 'Wandelt veel.' } });
      parkGuides.birgit = await make.staff({ role: 'GUIDE', locationId, firstname: 'Birgit', workgroup: 'Guides' });
      await make.guideProfile(parkGuides.birgit.id, ['hiking'], { languages: ['de', 'en'], bio: { en: 'Knows the dunes.', de: 'Kennt die Dünen.' } });
      ({ guest: german } = await make.stay({ locationId }));
      await setLanguage(german.id, 'de');
      ({ guest: french } = await make.stay({ locationId }));
      await setLanguage(french.id, 'fr');
    });

    const hiking = [{ label: 'interests', awnser: 'hiking' }];

    it('ranks the German-speaking guide first for a German guest, all else equal (matched and listed)', async () => {
      const matched = z.array(matchedGuideSchema).parse((await kit.call(german.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: hiking } })).json());
      expect(matched.map((guide) => [guide.firstname, guide.score])).toEqual([
        ['Birgit', 1],
        ['Anna', 1],
      ]);
      const listed = z.array(guideProfileSchema).parse((await kit.call(german.token, { method: 'GET', url: '/api/guest/available-guides' })).json());
      expect(listed.map((guide) => guide.firstname)).toEqual(['Birgit', 'Anna']);
    });

    it('keeps the order by name for a guest whose language both or neither guide speaks', async () => {
      const matched = z.array(matchedGuideSchema).parse((await kit.call(french.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: hiking } })).json());
      expect(matched.map((guide) => guide.firstname)).toEqual(['Anna', 'Birgit']);
    });

    it("shows bios and the guest's fitting answers in the guest's language, else the location's (Dutch), else English", async () => {
      const matched = z.array(matchedGuideSchema).parse((await kit.call(german.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: hiking } })).json());
      expect(matched.map((guide) => [guide.firstname, guide.bio, guide.matchedAnswers.map((fit) => fit.text)])).toEqual([
        ['Birgit', 'Kennt die Dünen.', ['Wandern']],
        ['Anna', 'Wandelt veel.', ['Wandern']],
      ]);
      const forFrench = z.array(guideProfileSchema).parse((await kit.call(french.token, { method: 'GET', url: '/api/guest/available-guides' })).json());
      expect(forFrench.map((guide) => guide.bio)).toEqual(['Wandelt veel.', 'Knows the dunes.']);
    });

    it("asks the questionnaire in the guest's language, else the location's, else English", async () => {
      const read = async (token: string) => questionnaireSchema.parse((await kit.call(token, { method: 'GET', url: '/api/guest/questionnaire/guide' })).json());
      const inGerman = await read(german.token);
      expect(inGerman.questions.map((question) => question.question)).toEqual(['Was möchtest du unternehmen?', 'Who are you travelling with?', 'Welk tempo vind je fijn?']);
      expect(inGerman.questions[0]!.options[0]).toEqual({ value: 'hiking', text: 'Wandern' });
      const inFrench = await read(french.token);
      expect(inFrench.questions.map((question) => question.question)).toEqual(['What would you like to do?', 'Who are you travelling with?', 'Welk tempo vind je fijn?']);
      expect(inFrench.questions[0]!.options[0]).toEqual({ value: 'hiking', text: 'Randonnée' });
    });
  });
});
