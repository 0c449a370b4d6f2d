import { SUPPORT_ROLES, type Chat, type ChatMember, type ChatStatus } from '@stay/contract';
import type { AuthContext } from '../../security/access-tokens';
import { loadGuestActor, type GuestActor } from './actor';
import { appendMessage } from './append-message';
import { ensureGuestChat, type LoadedChat } from './chat-loader';
import { buildChatViews, chatStatusFor } from './chat-views';
import { findLocationStaff, findReservation } from './context-repository';
import type { ChatServiceDeps } from './deps';
import { findMessage } from './message-repository';
import { toChatMember, toChatMessage } from './to-wire';

const PRIORITY_ORDER = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

/** The guest's side of the chat: always their current reservation's chat, never another. */
export function createGuestChatService(deps: ChatServiceDeps) {
  const { db, events, notifier, now } = deps;

  async function resolve(auth: AuthContext): Promise<{ actor: GuestActor; loaded: LoadedChat }> {
    const actor = await loadGuestActor(db, auth);
    return { actor, loaded: await ensureGuestChat(db, actor, now()) };
  }

  return {
    resolve,

    async get(auth: AuthContext): Promise<Chat> {
      const { actor, loaded } = await resolve(auth);
      const [chat] = await buildChatViews(db, actor, [loaded.chat], { membersByChat: new Map([[loaded.chat.nmbr, loaded.members]]) });
      return chat!;
    },

    async status(auth: AuthContext): Promise<ChatStatus> {
      const { actor, loaded } = await resolve(auth);
      return chatStatusFor(db, actor, loaded.chat, loaded.members);
    },

    async members(auth: AuthContext): Promise<ChatMember[]> {
      return (await resolve(auth)).loaded.members.map(toChatMember);
    },

    /**
     * Ask for help: a line in the chat (which opens it and raises its priority to HIGH) and a notification to every
     * support staff member (CUBER, BACKOFFICE, MANAGEMENT) of the location.
     */
    async askCuber(auth: AuthContext, note: string | undefined): Promise<{ message: 'NOTIFIED'; notified: number }> {
      const { actor, loaded } = await resolve(auth);
      const iso = now().toISOString();
      const priority =
        PRIORITY_ORDER.indexOf(loaded.chat.chatpriority) < PRIORITY_ORDER.indexOf('HIGH') ? 'HIGH' : loaded.chat.chatpriority;
      const paragraph = note ? `${actor.firstname} asked for help: ${note}` : `${actor.firstname} asked for help.`;
      const { nmbr, chat } = await db
        .transaction()
        .execute((trx) => appendMessage(trx, loaded.chat, { paragraph, author: null, chatpriority: priority }, iso));

      const row = await findMessage(db, chat.nmbr, nmbr);
      if (row) {
        await events.message(chat, loaded.members, toChatMessage(row, new Map()));
      }
      await events.updated(chat, loaded.members, 'status');
      await events.unreadTotals(db, loaded.members);

      const [support, reservation] = await Promise.all([
        findLocationStaff(db, chat.location_id, SUPPORT_ROLES),
        chat.reservation_id ? findReservation(db, chat.reservation_id) : undefined,
      ]);
      const where = reservation?.accommodation_name ? ` (${reservation.accommodation_name})` : '';
      for (const employee of support) {
        await notifier.notify({
          recipient: { kind: 'employee', id: employee.id },
          kind: 'help',
          title: 'A guest asks for help',
          body: `${actor.firstname} ${actor.surname}${where}${note ? `: ${note}` : ''}`,
          objecttype: 'GUEST_CHATS',
          objectkey: String(chat.nmbr),
          chatnmbr: chat.nmbr,
        });
      }
      return { message: 'NOTIFIED', notified: support.length };
    },
  };
}

export type GuestChatService = ReturnType<typeof createGuestChatService>;
