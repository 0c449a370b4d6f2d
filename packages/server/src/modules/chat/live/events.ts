import type { ChatMessage, ChatUpdateReason, RealtimeEvent } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import type { Audience, RealtimeEnvelope } from '../../../platform/realtime/audience';
import type { RealtimePublisher } from '../../../platform/realtime/plugin';
import type { ChatParticipant } from '../access/membership';
import type { ChatRow } from '../chats/chat-repository';
import type { ChatMemberRecord } from '../members/member-repository';
import { totalUnread } from '../read-state/unread';

/** Everyone who may see a chat: its guests, staff and workgroups, and the staff permitted at its location. */
export function chatAudience(chat: ChatRow, members: readonly ChatMemberRecord[]): Audience {
  return {
    guestIds: members.filter((member) => member.kind === 'person').map((member) => member.member_key),
    staffIds: members.filter((member) => member.kind === 'employee').map((member) => member.member_key),
    workgroups: { names: members.filter((member) => member.kind === 'workgroup').map((member) => member.member_key), locationId: chat.location_id },
    locationStaff: { locationId: chat.location_id },
  };
}

/** The chat's audience without its guests: who may read a private note. */
export function staffAudience(chat: ChatRow, members: readonly ChatMemberRecord[]): Audience {
  return { ...chatAudience(chat, members), guestIds: [] };
}

export const audienceOf = (actor: Pick<ChatParticipant, 'kind' | 'id'>): Audience =>
  actor.kind === 'person' ? { guestIds: [actor.id] } : { staffIds: [actor.id] };

/** Sends live events for one chat. Publishing is best effort and never fails the request. */
export function createChatEvents(realtime: Pick<RealtimePublisher, 'publish'>) {
  return {
    ...chatEventSenders(realtime),
    /**
     * The events `work` sends, published together once it is done (or has failed): they reach each socket in one
     * write (a message and the badge totals it changes go to the same sockets).
     */
    async together(work: (events: ChatEventSenders) => Promise<void>): Promise<void> {
      const gathered: RealtimeEnvelope[] = [];
      try {
        await work(chatEventSenders({ publish: async (...envelopes) => void gathered.push(...envelopes) }));
      } finally {
        await realtime.publish(...gathered);
      }
    },
  };
}

export type ChatEvents = ReturnType<typeof createChatEvents>;

function chatEventSenders(realtime: Pick<RealtimePublisher, 'publish'>) {
  const publish = (audience: Audience, event: RealtimeEvent) => realtime.publish({ audience, event });
  return {
    publish,
    /** A new message to everyone who may see the chat; a private note to its staff only, never to a guest's socket. */
    message: (chat: ChatRow, members: readonly ChatMemberRecord[], message: ChatMessage) =>
      publish(message.note ? staffAudience(chat, members) : chatAudience(chat, members), { type: 'chat.message', chatnmbr: chat.nmbr, message }),
    updated: (chat: ChatRow, members: readonly ChatMemberRecord[], reason: ChatUpdateReason) =>
      publish(chatAudience(chat, members), {
        type: 'chat.updated',
        chatnmbr: chat.nmbr,
        reason,
        chatstatus: chat.chatstatus as 'N' | 'O' | 'I' | 'C',
        chatpriority: chat.chatpriority as 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT',
        actionholder: chat.actionholder_employee_id,
      }),
    /**
     * A read mark moved. Staff may have read up to a private note: the chat's guests are told the mark at the newest
     * message they can read themselves, so no note's number reaches them.
     */
    async read(chat: ChatRow, members: readonly ChatMemberRecord[], reader: ChatParticipant, lastreadnmbr: number) {
      const event = (nmbr: number): RealtimeEvent => ({
        type: 'chat.read',
        chatnmbr: chat.nmbr,
        person: reader.kind === 'person' ? reader.id : null,
        employee: reader.kind === 'employee' ? reader.id : null,
        lastreadnmbr: nmbr,
      });
      const guestNmbr = Math.min(lastreadnmbr, chat.last_message_nmbr ?? 0);
      if (guestNmbr === lastreadnmbr) return publish(chatAudience(chat, members), event(lastreadnmbr));
      await publish(staffAudience(chat, members), event(lastreadnmbr));
      const guests = chatAudience(chat, members).guestIds ?? [];
      if (guests.length > 0 && guestNmbr > 0) await publish({ guestIds: guests }, event(guestNmbr));
    },
    /** Each direct member's new tab-badge total (workgroup colleagues refetch GET /unread on chat.message). */
    async unreadTotals(db: DbOrTrx, members: readonly ChatMemberRecord[], except?: Pick<ChatParticipant, 'kind' | 'id'>) {
      const recipients = members.filter(
        (member) => (member.kind === 'person' || member.kind === 'employee') && !(except && member.kind === except.kind && member.member_key === except.id),
      );
      await Promise.all(
        recipients.map(async (member) => {
          const actor = memberAsActor(member);
          await publish(audienceOf(actor), { type: 'chat.unread', unread: await totalUnread(db, actor) });
        }),
      );
    },
  };
}

type ChatEventSenders = ReturnType<typeof chatEventSenders>;

/** A direct member as a participant, to count their unread messages. */
function memberAsActor(member: ChatMemberRecord): ChatParticipant {
  if (member.kind === 'person') return { kind: 'person', id: member.member_key };
  return { kind: 'employee', id: member.member_key, workgroup: member.employee_workgroup ?? member.workgroup, locationId: member.employee_location_id };
}
