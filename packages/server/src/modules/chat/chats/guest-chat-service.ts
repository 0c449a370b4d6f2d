import {
  HELP_REQUEST_REPEAT_WINDOW_MS,
  SUPPORT_ROLES,
  type AskCuberReply,
  type Chat,
  type ChatMember,
  type ChatStatus,
} from '@stay/contract';
import type { GuestCaller } from '../../../http/caller';
import { findLocationStaff, recipientLanguage } from '../../identity';
import { CHAT_PUSH_TEXTS } from '../live/push-texts';
import { findReservationById } from '../../reservation';
import type { ChatServiceDeps } from '../deps';
import { appendMessage } from '../messages/append-message';
import { findMessage } from '../messages/message-repository';
import { toChatMember, toChatMessage } from '../to-wire';
import { ensureGuestChat, type LoadedChat } from './chat-loader';
import { claimHelpRequest } from './chat-repository';
import { helpRequestLine } from './help-request-line';
import { buildChatViews, chatStatusFor } from './chat-views';

const PRIORITY_ORDER = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

/** The guest's side of the chat: always their current reservation's chat, never another. */
export function createGuestChatService(deps: ChatServiceDeps) {
  const { db, events, notifier } = deps;

  async function resolve(actor: GuestCaller, now: Date): Promise<{ actor: GuestCaller; loaded: LoadedChat }> {
    return { actor, loaded: await ensureGuestChat(db, actor, now) };
  }

  return {
    resolve,

    async get(guest: GuestCaller, now: Date): Promise<Chat> {
      const { actor, loaded } = await resolve(guest, now);
      const [chat] = await buildChatViews(db, actor, [loaded.chat], { membersByChat: new Map([[loaded.chat.nmbr, loaded.members]]) });
      return chat!;
    },

    async status(guest: GuestCaller, now: Date): Promise<ChatStatus> {
      const { actor, loaded } = await resolve(guest, now);
      return chatStatusFor(db, actor, loaded.chat, loaded.members);
    },

    async members(guest: GuestCaller, now: Date): Promise<ChatMember[]> {
      return (await resolve(guest, now)).loaded.members.map(toChatMember);
    },

    /**
     * Ask for help: a line in the chat (which opens it and raises its priority to HIGH), the chat's help flag, and a
     * notification to every support staff member (CUBER, BACKOFFICE, MANAGEMENT) of the location. A request while
     * an earlier one is open and recent changes nothing, so repeated taps reach support once. The line is a system line
     * each reader sees in their own language; the notification is written in each staff member's account language.
     */
    async askCuber(guest: GuestCaller, now: Date, note: string | undefined): Promise<AskCuberReply> {
      const { actor, loaded } = await resolve(guest, now);
      const iso = now.toISOString();
      const openSince = loaded.chat.help_requested_at;
      if (openSince !== null && now.getTime() - new Date(openSince).getTime() < HELP_REQUEST_REPEAT_WINDOW_MS) {
        return { message: 'NOTIFIED', notified: 0, isRepeat: true };
      }
      const priority =
        PRIORITY_ORDER.indexOf(loaded.chat.chatpriority) < PRIORITY_ORDER.indexOf('HIGH') ? 'HIGH' : loaded.chat.chatpriority;
      const line = helpRequestLine(actor.firstname, note);
      const { nmbr, chat } = await db.transaction().execute(async (trx) => {
        // Claimed with a condition, so two requests at the same moment still make one.
        if (!(await claimHelpRequest(trx, loaded.chat.nmbr, openSince, iso))) return { nmbr: null, chat: loaded.chat };
        return appendMessage(trx, { ...loaded.chat, help_requested_at: iso }, { paragraph: line.paragraph, systemLine: line.system, author: null, chatpriority: priority }, iso);
      });
      if (nmbr === null) return { message: 'NOTIFIED', notified: 0, isRepeat: true };

      const row = await findMessage(db, chat.nmbr, nmbr, false);
      if (row) {
        await events.message(chat, loaded.members, toChatMessage(row, row, new Map()));
      }
      await events.updated(chat, loaded.members, 'status');
      await events.unreadTotals(db, loaded.members);

      const [support, reservation] = await Promise.all([
        findLocationStaff(db, chat.location_id, SUPPORT_ROLES),
        chat.reservation_id ? findReservationById(db, chat.reservation_id) : undefined,
      ]);
      const where = reservation?.accommodation_name ? ` (${reservation.accommodation_name})` : '';
      for (const staff of support) {
        const recipient = { kind: 'employee', id: staff.id } as const;
        await notifier.notify({
          recipient,
          kind: 'help',
          title: CHAT_PUSH_TEXTS[await recipientLanguage(db, recipient)].helpRequestTitle,
          body: `${actor.firstname} ${actor.surname}${where}${note ? `: ${note}` : ''}`,
          objecttype: 'GUEST_CHATS',
          objectkey: String(chat.nmbr),
          chatnmbr: chat.nmbr,
        });
      }
      return { message: 'NOTIFIED', notified: support.length, isRepeat: false };
    },
  };
}

export type GuestChatService = ReturnType<typeof createGuestChatService>;
