import { SUPPORT_ROLES, isGuestChatObject, type ChatMessage } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import type { NotificationRecipient } from '../../../platform/push/port';
import type { RealtimePublisher } from '../../../platform/realtime/plugin';
import { findLocationStaff } from '../../identity';
import type { ChatRow } from '../chats/chat-repository';
import type { ChatMemberRecord } from '../members/member-repository';
import type { Notifier } from './notifier';

const PREVIEW_LENGTH = 140;
const ATTACHMENT_ONLY_PREVIEW = '📎';

/**
 * Push messages for a new message in a guest chat, only to people whose app is closed (no open socket on any
 * instance; an open app shows the message live):
 * - a staff reply → the chat's guests (CHATS);
 * - a guest's message → the staff who are direct members of the chat, e.g. the guide (CHATS), the action holder, and
 *   while nobody holds the chat (no action holder) the location's support staff: GUEST_CHATS, or CUBER_CHATS for
 *   CUBER.
 * Internal staff chats send none (mentions notify there). The title is the author's name, the body the message.
 */
export function createMessagePush(db: DbOrTrx, notifier: Notifier, realtime: Pick<RealtimePublisher, 'isConnected'>) {

  return async function pushNewMessage(author: Caller, chat: ChatRow, members: readonly ChatMemberRecord[], message: ChatMessage): Promise<void> {
    if (!isGuestChatObject(chat.object1)) return;
    const base = {
      kind: 'message' as const,
      title: `${author.firstname} ${author.surname}`.trim(),
      body: message.paragraph.slice(0, PREVIEW_LENGTH) || ATTACHMENT_ONLY_PREVIEW,
      objectkey: String(chat.nmbr),
      chatnmbr: chat.nmbr,
    };
    const send = async (recipient: NotificationRecipient, objecttype: 'CHATS' | 'GUEST_CHATS' | 'CUBER_CHATS') => {
      if (!(await realtime.isConnected(recipient))) await notifier.notify({ ...base, recipient, objecttype });
    };

    if (author.kind === 'employee') {
      for (const member of members) if (member.kind === 'person') await send({ kind: 'person', id: member.member_key }, 'CHATS');
      return;
    }

    const reached = new Set<string>();
    const staffMembers = members.filter((member) => member.kind === 'employee').map((member) => member.member_key);
    const holder = chat.actionholder_employee_id;
    for (const staffId of holder ? [...staffMembers, holder] : staffMembers) {
      if (reached.has(staffId)) continue;
      reached.add(staffId);
      await send({ kind: 'employee', id: staffId }, 'CHATS');
    }
    if (holder !== null) return;
    for (const staff of await findLocationStaff(db, chat.location_id, SUPPORT_ROLES)) {
      if (reached.has(staff.id)) continue;
      await send({ kind: 'employee', id: staff.id }, staff.role === 'CUBER' ? 'CUBER_CHATS' : 'GUEST_CHATS');
    }
  };
}

export type MessagePush = ReturnType<typeof createMessagePush>;
