import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatMessageListQuerySchema } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { CHAT_LOCATION, useChatApp } from '../../../support/chat-app';
import { connectSignedIn, eventsBefore, realtimeBaseOf, type Client } from '../../../support/realtime-client';
import { countingStatements } from '../../../support/statement-count';
import type { GuestCaller } from '../../../../src/http/caller';
import { createGuestChatService } from '../../../../src/modules/chat/chats/guest-chat-service';
import { createChatServiceDeps } from '../../../../src/modules/chat/deps';
import { createMessageService } from '../../../../src/modules/chat/messages/message-service';

describeEachDialect("the guest's read mark, moved by reading the message page", (ctx) => {
  const kit = useChatApp(ctx);
  let counting = { count: { statements: 0, writes: 0 }, reset: () => {} };
  /** The guest's page read as the route reads it, over a handle that counts its statements; events go to the app's sockets. */
  let readPage: () => Promise<{ nmbr: number }[]> = async () => [];
  let chat = 0;
  let guideSocket: Client | undefined;
  const guideWrites = async (paragraph: string): Promise<number> => {
    const sent = await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/${chat}/message`, payload: { paragraph } });
    expect(sent.statusCode).toBe(200);
    return sent.json().nmbr;
  };

  beforeAll(async () => {
    const { guestA, guide } = kit.cast;
    guideSocket = await connectSignedIn(await realtimeBaseOf(kit.app), guide);
    chat = (await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;

    const handle = countingStatements(ctx.db);
    counting = handle;
    const { platform } = kit.app;
    const deps = createChatServiceDeps({ db: handle.db, realtime: platform.realtime, push: platform.push, log: platform.log });
    const guestChats = createGuestChatService(deps);
    const messages = createMessageService(deps);
    // Only who the guest is and their reservation count for their chat.
    const actor = { kind: 'person', role: 'GUEST', id: guestA.id, reservationId: 't-res-a', locationId: CHAT_LOCATION } as GuestCaller;
    const query = chatMessageListQuerySchema.parse({});
    readPage = async () => {
      const now = new Date();
      const { loaded } = await guestChats.resolve(actor, now);
      return messages.list(actor, loaded, query, now);
    };
  });

  afterAll(() => {
    guideSocket?.socket.terminate();
  });

  it('moves the mark (and tells the chat) only when the page has a newer message; a page read already writes nothing', async () => {
    const first = await guideWrites('Welcome!');
    counting.reset();
    expect((await readPage()).at(-1)?.nmbr).toBe(first);
    expect(counting.count.writes).toBe(1);
    await guideSocket!.waitFor((event) => event.type === 'chat.read' && event.lastreadnmbr === first);

    // Read again: the chat with the guest's mark, its members and the page; nothing written, nobody told.
    counting.reset();
    expect((await readPage()).at(-1)?.nmbr).toBe(first);
    expect(counting.count).toEqual({ statements: 3, writes: 0 });
    const second = await guideWrites('Your suite is ready.');
    const between = await eventsBefore(guideSocket!, (event) => event.type === 'chat.message' && event.message.nmbr === second);
    expect(between.filter((event) => event.type === 'chat.read' && event.lastreadnmbr === first)).toHaveLength(1);

    counting.reset();
    expect((await readPage()).at(-1)?.nmbr).toBe(second);
    expect(counting.count.writes).toBe(1);
    await guideSocket!.waitFor((event) => event.type === 'chat.read' && event.lastreadnmbr === second);
    const status = (await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat/status' })).json();
    expect(status.unread).toBe(0);
  });
});
