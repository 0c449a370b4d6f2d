import { beforeAll, describe, expect, it } from 'vitest';
import { HELP_REQUEST_REPEAT_WINDOW_MS, chatMemberSchema, chatMessageSchema, chatSchema, chatStatusSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../../support';
import { CHAT_LOCATION, useChatApp } from '../../../support/chat-app';

const BASE = '/api/guest/reservation/current/chat';

describeEachDialect('guest chat', (ctx) => {
  const kit = useChatApp(ctx);
  let nmbr = 0;

  beforeAll(async () => {
    const response = await kit.call(kit.cast.guestA, { method: 'GET', url: BASE });
    expect(response.statusCode).toBe(200);
    nmbr = chatSchema.parse(response.json()).nmbr;
  });

  it('opens the reservation chat on first use with the guest and the guide (admin) as members', async () => {
    const chat = chatSchema.parse((await kit.call(kit.cast.guestA, { method: 'GET', url: BASE })).json());
    expect(chat).toMatchObject({ nmbr, chatstatus: 'N', object1: 'reservation', objectkey: 't-res-a', suggestions: [], reminders: [] });
    expect(chat.reservation).toMatchObject({ _id: 't-res-a', accommodations: [{ name: 'Suite t-res-a' }], guide: { _id: kit.cast.guide.id } });
    const members = z.array(chatMemberSchema).parse((await kit.call(kit.cast.guestA, { method: 'GET', url: `${BASE}/chatmember` })).json());
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ person: kit.cast.guestA.id, chatmembermode: 'M' }),
        expect.objectContaining({ employee: kit.cast.guide.id, chatmembermode: 'A' }),
      ]),
    );
  });

  it('keeps a new chat (status N) out of the staff lists until its first message', async () => {
    const listed = async () =>
      ((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat?disablepaging=true' })).json() as { nmbr: number }[]).map((chat) => chat.nmbr);
    expect(await listed()).not.toContain(nmbr);
    await kit.call(kit.cast.guestA, { method: 'POST', url: `${BASE}/message`, payload: { paragraph: 'First!' } });
    expect(await listed()).toContain(nmbr);
  });

  it('answers status and markAsRead with the unread count', async () => {
    await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/${nmbr}/message`, payload: { paragraph: 'Welcome!' } });
    const status = chatStatusSchema.parse((await kit.call(kit.cast.guestA, { method: 'GET', url: `${BASE}/status` })).json());
    expect(status).toMatchObject({ nmbr, chatstatus: 'O', unread: 1 });
    const marked = chatStatusSchema.parse((await kit.call(kit.cast.guestA, { method: 'POST', url: `${BASE}/markAsRead` })).json());
    expect(marked).toMatchObject({ unread: 0, lastmessagenmbr: status.lastmessagenmbr });
  });

  it('askCuber notifies the support staff of the location only, and answers NOTIFIED', async () => {
    const response = await kit.call(kit.cast.guestA, { method: 'POST', url: `${BASE}/askCuber`, payload: { paragraph: 'The door will not open' } });
    expect(response.statusCode).toBe(200);
    const support = await ctx.db
      .selectFrom('employees')
      .select('id')
      .where('location_id', '=', CHAT_LOCATION)
      .where('role', 'in', ['CUBER', 'BACKOFFICE', 'MANAGEMENT'])
      .execute();
    expect(response.json()).toEqual({ message: 'NOTIFIED', notified: support.length, isRepeat: false });
    const outbox = await ctx.db.selectFrom('notification_outbox').selectAll().where('kind', '=', 'help').execute();
    const recipients = outbox.map((row) => row.recipient_id).sort();
    expect(recipients).toEqual(support.map((row) => row.id).sort());
    expect(recipients).toEqual(expect.arrayContaining([kit.cast.backoffice.id, kit.cast.cuber.id, kit.cast.management.id]));
    expect(recipients).not.toContain(kit.cast.guide.id);
    expect(recipients).not.toContain(kit.cast.otherCuber.id);
    expect(outbox[0]).toMatchObject({ objecttype: 'GUEST_CHATS', objectkey: String(nmbr), body: expect.stringContaining('The door will not open') });
    const chat = (await kit.call(kit.cast.guestA, { method: 'GET', url: BASE })).json();
    expect(chat).toMatchObject({ chatpriority: 'HIGH', lastmessage: { paragraph: 'Anna asked for help: The door will not open', personalinfo: null } });
  });

  describe('a request for help', () => {
    const askForHelp = () => kit.call(kit.cast.guestA, { method: 'POST', url: `${BASE}/askCuber` });
    const helpNotifications = async () => (await ctx.db.selectFrom('notification_outbox').select('id').where('kind', '=', 'help').execute()).length;
    const helpLines = async () =>
      (await ctx.db.selectFrom('chat_messages').select('nmbr').where('chat_nmbr', '=', nmbr).where('paragraph', 'like', '%asked for help%').execute()).length;
    const staffView = async () =>
      chatSchema.parse((await kit.call(kit.cast.cuber, { method: 'GET', url: `/api/employee/chat/${nmbr}` })).json());

    it('is collapsed while open: asking again within minutes adds no chat line and tells nobody again', async () => {
      const [notifications, lines] = [await helpNotifications(), await helpLines()];
      for (let tap = 0; tap < 3; tap += 1) {
        expect((await askForHelp()).json()).toEqual({ message: 'NOTIFIED', notified: 0, isRepeat: true });
      }
      expect(await helpNotifications()).toBe(notifications);
      expect(await helpLines()).toBe(lines);
    });

    it('shows support a help flag with the priority until a staff member replies', async () => {
      const flagged = await staffView();
      expect(flagged.helpRequestedAt).toEqual(expect.any(String));
      expect(flagged.chatpriority).toBe('HIGH');
      await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/${nmbr}/message`, payload: { paragraph: 'On my way' } });
      expect((await staffView()).helpRequestedAt).toBeNull();
    });

    it('once handled, a new request reaches support again; the handle action clears it too', async () => {
      const notifications = await helpNotifications();
      expect((await askForHelp()).json()).toMatchObject({ isRepeat: false });
      expect(await helpNotifications()).toBeGreaterThan(notifications);
      expect((await staffView()).helpRequestedAt).toEqual(expect.any(String));
      const handled = await kit.call(kit.cast.cuber, { method: 'POST', url: `/api/employee/chat/${nmbr}/handle` });
      expect(handled.statusCode).toBe(200);
      expect(chatSchema.parse(handled.json()).helpRequestedAt).toBeNull();
    });

    it('an unhandled request older than the repeat window is asked again', async () => {
      expect((await askForHelp()).json()).toMatchObject({ isRepeat: false });
      expect((await askForHelp()).json()).toMatchObject({ isRepeat: true });
      // This suite's clock is the real one: age the open request instead of waiting.
      const longAgo = new Date(Date.now() - HELP_REQUEST_REPEAT_WINDOW_MS - 1000).toISOString();
      await ctx.db.updateTable('chats').set({ help_requested_at: longAgo }).where('nmbr', '=', nmbr).execute();
      expect((await askForHelp()).json()).toMatchObject({ isRepeat: false });
    });

    it('stores the line as a system line each reader sees in their own language, and tells support in theirs', async () => {
      const longAgo = new Date(Date.now() - HELP_REQUEST_REPEAT_WINDOW_MS - 1000).toISOString();
      await ctx.db.updateTable('chats').set({ help_requested_at: longAgo }).where('nmbr', '=', nmbr).execute();
      await ctx.db.updateTable('accounts').set({ language: 'de' }).where('employee_id', '=', kit.cast.cuber.id).execute();
      await ctx.db.updateTable('accounts').set({ language: 'fr' }).where('employee_id', '=', kit.cast.backoffice.id).execute();
      const asked = await kit.call(kit.cast.guestA, { method: 'POST', url: `${BASE}/askCuber`, payload: { paragraph: 'De deur gaat niet open' } });
      expect(asked.json()).toMatchObject({ isRepeat: false });
      const system = { kind: 'HELP_REQUEST', name: 'Anna', note: 'De deur gaat niet open' };
      expect((await staffView()).lastmessage).toMatchObject({ paragraph: 'Anna asked for help: De deur gaat niet open', system });
      const messages = z.array(chatMessageSchema).parse((await kit.call(kit.cast.guestA, { method: 'GET', url: `${BASE}/message` })).json());
      expect(messages.at(-1)).toMatchObject({ person: null, employee: null, system });
      const titles = await ctx.db.selectFrom('notification_outbox').select(['recipient_id', 'title']).where('kind', '=', 'help').execute();
      const newest = (id: string) => titles.filter((row) => row.recipient_id === id).at(-1)?.title;
      expect(newest(kit.cast.cuber.id)).toBe('Ein Gast bittet um Hilfe');
      expect(newest(kit.cast.backoffice.id)).toBe('Un client demande de l’aide');
      expect(newest(kit.cast.management.id)).toBe('A guest asks for help');
    });

    it('keeps a line stored before system lines existed readable as written, and ignores an unknown language field', async () => {
      const older = await ctx.db
        .insertInto('chat_messages')
        .values({ chat_nmbr: nmbr, paragraph: 'Anna heeft om hulp gevraagd.', person_id: null, employee_id: null, attachments: '[]', mentions: '[]', client_id: null, created_at: new Date().toISOString() })
        .returning('nmbr')
        .executeTakeFirstOrThrow();
      const messages = z.array(chatMessageSchema).parse((await kit.call(kit.cast.guestA, { method: 'GET', url: `${BASE}/message` })).json());
      const line = messages.find((message) => message.nmbr === older.nmbr);
      expect(line).toMatchObject({ paragraph: 'Anna heeft om hulp gevraagd.' });
      expect(line).not.toHaveProperty('system');
      const oldApp = await kit.call(kit.cast.guestA, { method: 'POST', url: `${BASE}/askCuber`, payload: { language: 'nl' } });
      expect(oldApp.statusCode).toBe(200);
    });
  });
});
