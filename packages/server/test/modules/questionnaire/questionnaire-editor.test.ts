import { beforeAll, beforeEach, expect, it } from 'vitest';
import { editableQuestionnaireSchema, questionnaireSchema, type EditableQuestionnaire, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';

const EDIT = '/api/employee/questionnaire/guide/edit';

describeEachDialect('questionnaire editor', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: TestStaff;
  let guest: TestGuest;

  const editable = async (caller: TestStaff = staff.MANAGEMENT) => {
    const response = await kit.call(caller.token, { method: 'GET', url: EDIT });
    expect(response.statusCode, response.body).toBe(200);
    return editableQuestionnaireSchema.parse(response.json());
  };
  const save = (body: unknown, caller: TestStaff = staff.MANAGEMENT) => kit.call(caller.token, { method: 'POST', url: EDIT, payload: body as object });

  beforeAll(async () => {
    const location = await ctx.factories.location();
    staff = await ctx.factories.staffOfEveryRole(location.id);
    elsewhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: (await ctx.factories.location()).id });
    ({ guest } = await ctx.factories.stay({ locationId: location.id }));
  });

  beforeEach(async () => {
    await ctx.factories.guideQuestionnaire([
      {
        label: 'interests',
        question: { en: 'What would you like to do?', nl: 'Wat wil je doen?' },
        multiple: true,
        options: [
          { value: 'hiking', text: { en: 'Walking', nl: 'Wandelen' }, tags: ['hiking', 'nature'] },
          { value: 'food', text: 'Food and drinks', tags: ['food'] },
        ],
      },
      { label: 'group', question: 'Who is with you?', multiple: false, options: [{ value: 'kids', text: 'Children', tags: ['kids'] }] },
    ]);
  });

  it('gives management every text in each language, missing ones as null, with the answers’ tags', async () => {
    expect(await editable()).toMatchObject({
      label: 'guide',
      title: 'Find your guide',
      titleNl: null,
      questions: [
        {
          label: 'interests',
          question: 'What would you like to do?',
          questionNl: 'Wat wil je doen?',
          questionDe: null,
          multiple: true,
          options: [
            { value: 'hiking', text: 'Walking', textNl: 'Wandelen', textDe: null, textFr: null, tags: ['hiking', 'nature'] },
            { value: 'food', text: 'Food and drinks', textNl: null, tags: ['food'] },
          ],
        },
        { label: 'group', multiple: false },
      ],
    });
  });

  it('saves texts per language and answers added, removed and reordered; guests read their language', async () => {
    const current = await editable();
    const [interests, group] = current.questions as [EditableQuestionnaire['questions'][number], EditableQuestionnaire['questions'][number]];
    const response = await save({
      ...current,
      titleDe: 'Finde deinen Guide',
      questions: [
        {
          ...interests,
          questionDe: 'Was möchtest du unternehmen?',
          options: [
            { value: 'beach', text: 'Beach days', textDe: 'Strandtage', tags: ['beach'] },
            { ...interests.options[0], textDe: 'Wandern', textNl: '' },
          ],
        },
        group,
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = editableQuestionnaireSchema.parse(response.json());
    expect(saved.titleDe).toBe('Finde deinen Guide');
    expect(saved.questions[0]?.options.map((option) => [option.value, option.text, option.textNl, option.textDe, option.tags])).toEqual([
      ['beach', 'Beach days', null, 'Strandtage', ['beach']],
      ['hiking', 'Walking', null, 'Wandern', ['hiking', 'nature']],
    ]);
    // Whether several answers may be picked stays as stored.
    expect(saved.questions.map((question) => question.multiple)).toEqual([true, false]);

    await ctx.db.updateTable('accounts').set({ language: 'de' }).where('id', '=', guest.accountId).execute();
    const asked = questionnaireSchema.parse((await kit.call(guest.token, { method: 'GET', url: '/api/guest/questionnaire/guide' })).json());
    expect(asked.title).toBe('Finde deinen Guide');
    expect(asked.questions[0]).toMatchObject({ question: 'Was möchtest du unternehmen?', options: [{ value: 'beach', text: 'Strandtage' }, { value: 'hiking', text: 'Wandern' }] });
    // The removed answer is no longer accepted, the new one matches guides by its tag.
    const matched = await kit.call(guest.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: [{ label: 'interests', awnser: 'food' }] } });
    expect(matched.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const beach = await kit.call(guest.token, { method: 'POST', url: '/api/guest/matched-guides', payload: { entries: [{ label: 'interests', awnser: 'beach' }] } });
    expect(beach.statusCode, beach.body).toBe(200);
  });

  it('refuses other roles, changing nothing; management of any location keeps the park’s questionnaire', async () => {
    const before = await editable();
    for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) {
      expect((await kit.call(staff[role].token, { method: 'GET', url: EDIT })).json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const refused = await save({ ...before, title: 'Hacked' }, staff[role]);
      expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([403, 'UNAUTHORIZED']);
    }
    const byGuest = await kit.call(guest.token, { method: 'POST', url: EDIT, payload: { ...before, title: 'Hacked' } });
    expect(byGuest.statusCode).toBe(403);
    expect(await editable()).toEqual(before);
    expect((await editable(elsewhere)).title).toBe(before.title);
  });

  it('refuses bad input with INVALID_INPUT, changing nothing', async () => {
    const before = await editable();
    const [interests, group] = before.questions as [EditableQuestionnaire['questions'][number], EditableQuestionnaire['questions'][number]];
    const bodies = [
      { ...before, title: ' ' },
      { ...before, questions: [interests] },
      { ...before, questions: [interests, { ...group, label: 'made-up' }] },
      { ...before, questions: [interests, interests] },
      { ...before, questions: [{ ...interests, options: [] }, group] },
      { ...before, questions: [{ ...interests, options: [interests.options[0], interests.options[0]] }, group] },
      { ...before, questions: [{ ...interests, options: [{ ...interests.options[0], text: '' }] }, group] },
      { ...before, questions: [{ ...interests, options: [{ ...interests.options[0], tags: ['Not a tag'] }] }, group] },
      { ...before, questions: [{ ...interests, questionFr: 'x'.repeat(301) }, group] },
    ];
    for (const body of bodies) {
      const response = await save(body);
      expect([response.statusCode, response.json<{ code: string }>().code], JSON.stringify(body).slice(0, 200)).toEqual([400, 'INVALID_INPUT']);
    }
    const unknown = await kit.call(staff.MANAGEMENT.token, { method: 'GET', url: '/api/employee/questionnaire/nothing/edit' });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await editable()).toEqual(before);
  });
});
