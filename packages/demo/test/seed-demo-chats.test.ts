import { beforeAll, expect, it } from 'vitest';
import { chatSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_RESERVATION_ID } from '../src/demo-data';
import { seedDemoChats, type DemoChatsCounts } from '../src/seed-demo-chats';
import { seedDemoData } from './seed-demo-data';

describeEachDialect('demo chat seed', (ctx) => {
  let first: DemoChatsCounts;

  beforeAll(async () => {
    first = await seedDemoChats(ctx.db, { log: () => {} });
  });

  it('gives every demo stay with a guest a chat, plus internal chats, suggestions and reminders', async () => {
    expect(first.chats).toBeGreaterThanOrEqual(30);
    expect(first.messages).toBeGreaterThan(100);
    expect(first.suggestions).toBe(4);
    expect(first.reminders).toBe(2);
    const withGuests = await ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('id', 'in', (eb) => eb.selectFrom('persons').select('active_reservation_id').where('active_reservation_id', 'is not', null))
      .execute();
    const chats = await ctx.db.selectFrom('chats').select('reservation_id').where('reservation_id', 'is not', null).execute();
    expect(chats.map((chat) => chat.reservation_id).sort()).toEqual(withGuests.map((row) => row.id).sort());
    const pending = await ctx.db.selectFrom('chat_reminders').selectAll().where('fired_at', 'is', null).execute();
    expect(pending.every((reminder) => reminder.remind_at > new Date().toISOString())).toBe(true);
  });

  it('dates every message later than the one before it in its chat', async () => {
    const messages = await ctx.db.selectFrom('chat_messages').select(['chat_nmbr', 'nmbr', 'created_at']).orderBy('chat_nmbr').orderBy('nmbr').execute();
    const outOfOrder = messages.filter((message, index) => {
      const previous = messages[index - 1];
      return previous?.chat_nmbr === message.chat_nmbr && previous.created_at > message.created_at;
    });
    expect(messages.length).toBeGreaterThan(100);
    expect(outOfOrder).toEqual([]);
  });

  it('is idempotent', async () => {
    const again = await seedDemoChats(ctx.db, { log: () => {} });
    expect(again).toEqual({ reservations: 0, chats: 0, messages: 0, suggestions: 0, reminders: 2 });
  });

  it.each([
    ['lukas@demo.stay', 'Sanne', /Wanderung mit Kindern/, /Dünenpfad zum Leuchtturm/],
    ['camille@demo.stay', 'Anouk', /balade à vélo/, /route des dunes/],
  ])('gives %s a chat with guide %s in their own language', async (email, guideName, guestLine, guideLine) => {
    const session = await ctx.login(email);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/guest/reservation/current/chat/message', headers: { accesstoken: session.accesstoken } });
    expect(response.statusCode, response.body).toBe(200);
    const paragraphs = (response.json() as { paragraph: string }[]).map((message) => message.paragraph);
    expect(paragraphs.length).toBeGreaterThanOrEqual(5);
    expect(paragraphs.some((text) => guestLine.test(text))).toBe(true);
    expect(paragraphs.some((text) => guideLine.test(text))).toBe(true);
    expect(paragraphs.some((text) => text.includes(`Ich bin ${guideName}`) || text.includes(`Je suis ${guideName}`))).toBe(true);
    // Nothing of the Dutch or English histories other guests have.
    expect(paragraphs.some((text) => /\b(welkom|Hoi|dank je|Welcome|Thank you)\b/.test(text))).toBe(false);
  });

  it('fills the inbox and the demo guest’s chat', async () => {
    const guide = await ctx.login('guide@demo.stay');
    const inbox = z.array(chatSchema).parse((await ctx.app.inject({ method: 'GET', url: '/api/employee/chat?disablepaging=true', headers: { accesstoken: guide.accesstoken } })).json());
    expect(inbox.length).toBeGreaterThanOrEqual(25);
    expect(inbox.some((chat) => chat.object1 === null)).toBe(true);
    expect(inbox.some((chat) => chat.badges.unread > 0)).toBe(true);
    expect(inbox.every((chat) => chat.chatstatus !== 'N')).toBe(true);
    const guest = await ctx.login('guest@demo.stay');
    const chat = chatSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/guest/reservation/current/chat', headers: { accesstoken: guest.accesstoken } })).json());
    expect(chat).toMatchObject({ objectkey: DEMO_RESERVATION_ID, chatstatus: 'O' });
    const messages = (await ctx.app.inject({ method: 'GET', url: '/api/guest/reservation/current/chat/message', headers: { accesstoken: guest.accesstoken } })).json();
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(messages.some((message: { paragraph: string }) => /dank je wel/.test(message.paragraph))).toBe(true);
  });
}, { seed: seedDemoData });
