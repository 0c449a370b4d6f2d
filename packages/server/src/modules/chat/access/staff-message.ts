import type { DbOrTrx } from '../../../db/database';
import type { StaffCaller } from '../../../http/caller';
import { findChat } from '../chats/chat-repository';
import { findMembers } from '../members/member-repository';
import { findMessagesByNmbr } from '../messages/message-repository';
import { canStaffSee } from './membership';

/** A chat message as another module may name it: its number and its chat's. */
export interface VisibleChatMessage {
  nmbr: number;
  chatNmbr: number;
}

/**
 * The chat message with this number when the staff member may see its chat (see `canStaffSee`); undefined when it
 * does not exist or its chat is out of their sight, so callers answer both alike.
 */
export async function findStaffVisibleMessage(db: DbOrTrx, staff: StaffCaller, messageNmbr: number): Promise<VisibleChatMessage | undefined> {
  const [message] = await findMessagesByNmbr(db, [messageNmbr]);
  if (!message) return undefined;
  const chat = await findChat(db, message.chat_nmbr);
  if (!chat) return undefined;
  const members = await findMembers(db, [chat.nmbr]);
  return canStaffSee(staff, chat, members) ? { nmbr: message.nmbr, chatNmbr: chat.nmbr } : undefined;
}
