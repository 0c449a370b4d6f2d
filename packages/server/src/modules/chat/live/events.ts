import type { ChatMessage, ChatUpdateReason, RealtimeEvent } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import type { Audience } from '../../../platform/realtime/audience';
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

export const audienceOf = (actor: Pick<ChatParticipant, 'kind' | 'id'>): Audience =>
  actor.kind === 'person' ? { guestIds: [actor.id] } : { staffIds: [actor.id] };

/** Sends live events for one chat. Publishing is best effort and never fails the request. */
export function createChatEvents(realtime: RealtimePublisher) {
  const publish = (audience: Audience, event: RealtimeEvent) => realtime.publish({ audience, event });
  return {
    publish,
    message: (chat: ChatRow, members: readonly ChatMemberRecord[], message: ChatMessage) =>
      publish(chatAudience(chat, members), { type: 'chat.message', chatnmbr: chat.nmbr, message }),
    updated: (chat: ChatRow, members: readonly ChatMemberRecord[], reason: ChatUpdateReason) =>
      publish(chatAudience(chat, members), {
        type: 'chat.updated',
        chatnmbr: chat.nmbr,
        reason,
        chatstatus: chat.chatstatus as 'N' | 'O' | 'I' | 'C',
        chatpriority: chat.chatpriority as 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT',
        actionholder: chat.actionholder_employee_id,
      }),
    read: (chat: ChatRow, members: readonly ChatMemberRecord[], reader: ChatParticipant, lastreadnmbr: number) =>
      publish(chatAudience(chat, members), {
        type: 'chat.read',
        chatnmbr: chat.nmbr,
        person: reader.kind === 'person' ? reader.id : null,
        employee: reader.kind === 'employee' ? reader.id : null,
        lastreadnmbr,
      }),
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

export type ChatEvents = ReturnType<typeof createChatEvents>;

/** A direct member as a participant, to count their unread messages. */
function memberAsActor(member: ChatMemberRecord): ChatParticipant {
  if (member.kind === 'person') return { kind: 'person', id: member.member_key };
  return { kind: 'employee', id: member.member_key, workgroup: member.employee_workgroup ?? member.workgroup, locationId: member.employee_location_id };
}
