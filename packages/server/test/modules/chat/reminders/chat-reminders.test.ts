import { beforeAll, expect, it } from 'vitest';
import { chatReminderSchema } from '@stay/contract';
import { startReminderJob } from '../../../../src/modules/chat/reminders/reminder-job';
import { describeEachDialect } from '../../../support';
import { useChatApp } from '../../../support/chat-app';

describeEachDialect('chat reminders and suggestions', (ctx) => {
  const kit = useChatApp(ctx);
  let chat = 0;
  const reminderUrl = () => `/api/employee/chat/${chat}/reminder`;

  beforeAll(async () => {
    chat = (await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    await kit.call(kit.cast.guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Hi' } });
  });

  it('sets a reminder, shows it on the chat for staff, and lets only its owner cancel it', async () => {
    const datetime = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await kit.call(kit.cast.guide, { method: 'POST', url: reminderUrl(), payload: { datetime, paragraph: 'Call back' } });
    expect(created.statusCode).toBe(200);
    const reminder = chatReminderSchema.parse(created.json());
    expect(reminder).toMatchObject({ datetime, paragraph: 'Call back', employee: kit.cast.guide.id, actions: ['OPEN_CHAT'], fired: null });
    const seen = (await kit.call(kit.cast.cuber, { method: 'GET', url: `/api/employee/chat/${chat}` })).json();
    expect(seen.reminders).toEqual([reminder]);
    expect((await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().reminders).toEqual([]);
    const foreign = await kit.call(kit.cast.cuber, { method: 'DELETE', url: `${reminderUrl()}/${reminder._id}` });
    expect(foreign.statusCode).toBe(403);
    const cancelled = await kit.call(kit.cast.guide, { method: 'DELETE', url: `${reminderUrl()}/${reminder._id}` });
    expect(cancelled.json()).toEqual({ message: 'DELETED' });
    expect((await kit.call(kit.cast.guide, { method: 'DELETE', url: `${reminderUrl()}/${reminder._id}` })).statusCode).toBe(404);
    for (const payload of [{ datetime: 'tomorrow' }, {}, { datetime, paragraph: 'x'.repeat(501) }, { datetime, actions: ['open chat'] }]) {
      expect((await kit.call(kit.cast.guide, { method: 'POST', url: reminderUrl(), payload })).statusCode).toBe(400);
    }
  });

  it('fires a due reminder once on the server, even with two instances polling', async () => {
    const soon = new Date(Date.now() + 2_000);
    const created = chatReminderSchema.parse(
      (await kit.call(kit.cast.cuber, { method: 'POST', url: reminderUrl(), payload: { datetime: soon.toISOString(), paragraph: 'Check the heating' } })).json(),
    );
    const delivered: unknown[] = [];
    const realtime = { ...kit.app.realtime, publish: async (envelope: unknown) => void delivered.push(envelope) };
    const options = { db: ctx.db, realtime, push: kit.app.push, log: kit.app.log, intervalMs: 60_000 };
    const first = startReminderJob(options);
    const second = startReminderJob(options);
    try {
      expect(await first.runOnce(new Date(soon.getTime() - 1))).toBe(0);
      const fired = await Promise.all([first.runOnce(soon), second.runOnce(soon)]);
      expect(fired[0]! + fired[1]!).toBe(1);
      expect(await first.runOnce(new Date(soon.getTime() + 60_000))).toBe(0);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const outbox = await ctx.db.selectFrom('notification_outbox').selectAll().where('kind', '=', 'reminder').execute();
    expect(outbox).toEqual([expect.objectContaining({ recipient_kind: 'employee', recipient_id: kit.cast.cuber.id, body: 'Check the heating', objecttype: 'CHAT', objectkey: String(chat) })]);
    expect(delivered).toContainEqual({ audience: { staffIds: [kit.cast.cuber.id] }, event: { type: 'chat.reminder', chatnmbr: chat, reminder: { ...created, fired: soon.toISOString() } } });
    expect(delivered).toContainEqual(expect.objectContaining({ audience: { staffIds: [kit.cast.cuber.id] }, event: expect.objectContaining({ type: 'notification' }) }));
    const row = await ctx.db.selectFrom('chat_reminders').selectAll().where('id', '=', created._id).executeTakeFirstOrThrow();
    expect(row.fired_at).toBe(soon.toISOString());
    expect((await kit.call(kit.cast.cuber, { method: 'GET', url: `/api/employee/chat/${chat}` })).json().reminders).toEqual([]);
  });

  it('polls by itself on its interval', async () => {
    await kit.call(kit.cast.guide, { method: 'POST', url: reminderUrl(), payload: { datetime: new Date(Date.now() - 1000).toISOString(), paragraph: 'Overdue' } });
    const job = startReminderJob({ db: ctx.db, realtime: kit.app.realtime, push: kit.app.push, log: kit.app.log, intervalMs: 100 });
    try {
      await expect.poll(async () => (await ctx.db.selectFrom('notification_outbox').select('id').where('body', '=', 'Overdue').execute()).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await job.stop();
    }
  });

  it('shows open suggestions; setting one of its statuses hides it', async () => {
    await ctx.db
      .insertInto('chat_suggestions')
      .values({
        id: 'test-suggestion',
        chat_nmbr: chat,
        employee_id: null,
        title: 'Offer bikes',
        text: 'Suggest the e-bikes',
        icon: 'bicycle-outline',
        chat_message_nmbr: null,
        actions: JSON.stringify([{ name: 'Use', color: 'success', icon: 'checkmark-outline', status: 'USED' }]),
        status: null,
        status_at: null,
        status_by_employee_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const get = await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat-suggestion/test-suggestion' });
    expect(get.json()).toMatchObject({ _id: 'test-suggestion', chatnmbr: chat, status: null, actions: [{ status: 'USED' }] });
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/unread' })).json().suggestions).toHaveLength(1);
    expect((await kit.call(kit.cast.otherCuber, { method: 'GET', url: '/api/employee/chat-suggestion/test-suggestion' })).statusCode).toBe(404);
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat-suggestion/nope' })).statusCode).toBe(404);
    const wrong = await kit.call(kit.cast.guide, { method: 'POST', url: '/api/employee/chat-suggestion/test-suggestion/setStatus/BOGUS' });
    expect(wrong.statusCode).toBe(400);
    expect((await kit.call(kit.cast.guide, { method: 'POST', url: '/api/employee/chat-suggestion/test-suggestion/setStatus/US%20ED' })).statusCode).toBe(400);
    const used = await kit.call(kit.cast.guide, { method: 'POST', url: '/api/employee/chat-suggestion/test-suggestion/setStatus/USED' });
    expect(used.json()).toMatchObject({ status: 'USED' });
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/${chat}` })).json().suggestions).toEqual([]);
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/unread' })).json().suggestions).toEqual([]);
  });

  it("shows a suggestion's title in the staff member's language and its proposed message in the guest's", async () => {
    const setLanguage = (column: 'person_id' | 'employee_id', id: string, language: string) =>
      ctx.db.updateTable('accounts').set({ language }).where(column, '=', id).execute();
    await ctx.db
      .insertInto('chat_suggestions')
      .values({
        id: 'translated-suggestion',
        chat_nmbr: chat,
        employee_id: null,
        title: 'Offer bikes',
        title_nl: 'Bied fietsen aan',
        text: 'Would you like to rent e-bikes?',
        text_de: 'Möchtest du E-Bikes mieten?',
        text_fr: 'Souhaitez-vous louer des vélos électriques ?',
        icon: 'bicycle-outline',
        chat_message_nmbr: null,
        actions: JSON.stringify([{ name: 'Use', color: 'success', icon: 'checkmark-outline', status: 'USED' }]),
        status: null,
        status_at: null,
        status_by_employee_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await setLanguage('person_id', kit.cast.guestA.id, 'de');
    await setLanguage('employee_id', kit.cast.guide.id, 'nl');
    try {
      const url = '/api/employee/chat-suggestion/translated-suggestion';
      expect((await kit.call(kit.cast.guide, { method: 'GET', url })).json()).toMatchObject({ title: 'Bied fietsen aan', text: 'Möchtest du E-Bikes mieten?' });
      const listed = (await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/${chat}` })).json().suggestions;
      expect(listed).toEqual([expect.objectContaining({ title: 'Bied fietsen aan', text: 'Möchtest du E-Bikes mieten?' })]);
      // A French guest; the staff member now reads English.
      await setLanguage('person_id', kit.cast.guestA.id, 'fr');
      await setLanguage('employee_id', kit.cast.guide.id, 'en');
      const unread = (await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/unread' })).json().suggestions;
      expect(unread).toEqual([expect.objectContaining({ title: 'Offer bikes', text: 'Souhaitez-vous louer des vélos électriques ?' })]);
    } finally {
      await setLanguage('person_id', kit.cast.guestA.id, 'en');
      await setLanguage('employee_id', kit.cast.guide.id, 'en');
    }
  });
});
