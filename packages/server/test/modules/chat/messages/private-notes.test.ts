import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { useChatApp } from '../../../support/chat-app';
import { connect, eventsBefore, realtimeBaseOf, type Client } from '../../../support/realtime-client';

const GUEST_CHAT = '/api/guest/reservation/current/chat';
const GUEST_MESSAGES = `${GUEST_CHAT}/message`;

describeEachDialect('private notes in a guest chat', (ctx) => {
  const kit = useChatApp(ctx);
  let chat = 0;
  let base = '';
  const sockets: Client[] = [];
  const staffMessages = () => `/api/employee/chat/${chat}/message`;
  const staffChat = () => `/api/employee/chat/${chat}`;
  const open = async (user: Parameters<typeof connect>[1]) => {
    const client = await connect(base, user);
    sockets.push(client);
    await client.waitFor((event) => event.type === 'ready');
    return client;
  };

  beforeAll(async () => {
    const { guestA, guide, cuber } = kit.cast;
    base = await realtimeBaseOf(kit.app);
    chat = (await kit.call(guestA, { method: 'GET', url: GUEST_CHAT })).json().nmbr;
    expect((await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'The bedroom lamp is broken' } })).statusCode).toBe(200);
    expect((await kit.call(guide, { method: 'POST', url: `${staffChat()}/joinChat` })).statusCode).toBeLessThan(500);
    expect((await kit.call(cuber, { method: 'POST', url: `${staffChat()}/joinChat` })).statusCode).toBe(200);
  });

  afterAll(() => {
    for (const socket of sockets) socket.socket.terminate();
  });

  it('never reaches the guest: not live, not in reads, not in the unread count, the preview or a push', async () => {
    const { guestA, guide, cuber } = kit.cast;
    const guestSocket = await open(guestA);
    const cuberSocket = await open(cuber);
    const guestBefore = (await kit.call(guestA, { method: 'GET', url: GUEST_CHAT })).json();

    const sent = await kit.call(guide, {
      method: 'POST',
      url: staffMessages(),
      payload: { paragraph: '@t-cuber can you check the bedroom lamp?', mentions: [cuber.id], note: true, clientId: 'note-client-0001' },
    });
    expect(sent.statusCode).toBe(200);
    const note = sent.json();
    expect(note).toMatchObject({ note: true, mentions: [cuber.id] });

    // Staff see it live and in their reads.
    await cuberSocket.waitFor((event) => event.type === 'chat.message' && event.message.nmbr === note.nmbr);
    const staffPage = (await kit.call(cuber, { method: 'GET', url: `${staffMessages()}?markasread=false` })).json() as { nmbr: number; note: boolean }[];
    expect(staffPage.find((message) => message.nmbr === note.nmbr)).toMatchObject({ note: true });
    expect((await kit.call(cuber, { method: 'GET', url: `${staffMessages()}/${note.nmbr}` })).json()).toMatchObject({ note: true });

    // The guest reads nothing of it.
    const guestPage = (await kit.call(guestA, { method: 'GET', url: `${GUEST_MESSAGES}?markasread=false&pagesize=100` })).json() as { nmbr: number }[];
    expect(guestPage.map((message) => message.nmbr)).not.toContain(note.nmbr);
    const caughtUp = await kit.call(guestA, { method: 'GET', url: `${GUEST_MESSAGES}?markasread=false&chatmessages.nmbr=%3E${note.nmbr - 1}` });
    expect(caughtUp.json()).toEqual([]);
    for (const url of [`${GUEST_MESSAGES}/${note.nmbr}`, `${GUEST_MESSAGES}/${note.nmbr}/status`]) {
      expect((await kit.call(guestA, { method: 'GET', url })).json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    }
    const guestAfter = (await kit.call(guestA, { method: 'GET', url: GUEST_CHAT })).json();
    expect(guestAfter.lastmessage).toEqual(guestBefore.lastmessage);
    expect(guestAfter.unread).toBe(guestBefore.unread);
    expect(guestAfter.updated).toBeDefined();
    const guestStatus = (await kit.call(guestA, { method: 'GET', url: `${GUEST_CHAT}/status` })).json();
    expect(guestStatus.lastmessagenmbr).toBe(guestBefore.lastmessage.nmbr);
    // A guest cannot fetch the note by replaying its clientId either.
    const replay = await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'x', clientId: 'note-client-0001' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).not.toContain('bedroom lamp?');

    // The staff inbox's preview stays the guest conversation; the mentioned colleague gets the marker.
    const asCuber = (await kit.call(cuber, { method: 'GET', url: staffChat() })).json();
    expect(asCuber.lastmessage.nmbr).not.toBe(note.nmbr);
    expect(asCuber.badges.mentioned).toBe(true);
    expect(asCuber.unread).toBeGreaterThan(0);
    expect((await kit.call(guide, { method: 'GET', url: staffChat() })).json().badges.mentioned).toBe(false);

    // The cuber reads the note: the marker goes, and the guest hears of a read mark no further than their own chat.
    await kit.call(cuber, { method: 'POST', url: `${staffChat()}/markAsRead` });
    expect((await kit.call(cuber, { method: 'GET', url: staffChat() })).json().badges).toMatchObject({ mentioned: false, unread: 0 });

    // Barrier: a reply the guest may read. Every event the guest got before it is checked.
    const reply = await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'We are on it' } });
    const before = await eventsBefore(guestSocket, (event) => event.type === 'chat.message' && event.message.nmbr === reply.json().nmbr);
    const mentionsNote = (event: RealtimeEvent) => JSON.stringify(event).includes('bedroom lamp?') || JSON.stringify(event).includes(String(note.nmbr));
    expect(before.filter(mentionsNote)).toEqual([]);
    expect(before.filter((event) => event.type === 'chat.message')).toEqual([]);

    // No push for the guest about the note; the mention notified the cuber.
    const pushes = await ctx.db.selectFrom('notification_outbox').selectAll().where('chat_nmbr', '=', chat).execute();
    expect(pushes.filter((row) => row.recipient_kind === 'person' && row.body.includes('bedroom lamp?'))).toEqual([]);
    expect(pushes.filter((row) => row.recipient_id === cuber.id && row.kind === 'mention')).toHaveLength(1);
  });

  describe('who writes notes and where mentions go', () => {
    it('refuses a mention on a message the guest reads, a guest note, a note in a team chat and a note with a photo', async () => {
      const { guestA, guide, cuber } = kit.cast;
      const publicMention = await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: '@t-cuber look', mentions: [cuber.id] } });
      expect(publicMention.json()).toMatchObject({ code: 'INVALID_INPUT' });
      const guestNote = await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'secret', note: true } });
      expect(guestNote.json()).toMatchObject({ code: 'INVALID_INPUT' });
      const team = (await kit.call(guide, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Team', members: [cuber.id] } })).json();
      const teamNote = await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${team.nmbr}/message`, payload: { paragraph: 'x', note: true } });
      expect(teamNote.json()).toMatchObject({ code: 'INVALID_INPUT' });
      const teamMention = await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${team.nmbr}/message`, payload: { paragraph: '@t-cuber', mentions: [cuber.id] } });
      expect(teamMention.statusCode).toBe(200);
      expect((await kit.call(cuber, { method: 'GET', url: `/api/employee/chat/${team.nmbr}` })).json().badges.mentioned).toBe(true);
      const withPhoto = await kit.call(guide, {
        method: 'POST',
        url: staffMessages(),
        payload: { paragraph: 'x', note: true, attachments: ['0123456789abcdef0123456789abcdef.png'] },
      });
      expect(withPhoto.json()).toMatchObject({ code: 'INVALID_INPUT' });
      const notes = await ctx.db.selectFrom('chat_messages').select('paragraph').where('chat_nmbr', '=', chat).where('is_note', '=', 1).execute();
      expect(notes).toHaveLength(1);
    });
  });
});
