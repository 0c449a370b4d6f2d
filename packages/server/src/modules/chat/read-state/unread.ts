import type { DbOrTrx } from '../../../db/database';
import { membershipOf, type ChatParticipant } from '../access/membership';
import { findLastMessageNmbrs, type ChatRow } from '../chats/chat-repository';
import { newestMessageNmbr } from '../chats/newest-message';
import { findStaffMemberships, findGuestMemberships, type ChatMemberRecord } from '../members/member-repository';
import { countUnread, findReadMarks, type Reader } from './read-state-repository';

export const readerOf = (actor: ChatParticipant): Reader => ({ kind: actor.kind, id: actor.id });

/** Private notes are unread for staff only; a guest never reads, nor counts, a note. */
const countsNotes = (actor: ChatParticipant): boolean => actor.kind === 'employee';

/**
 * The floor below which nothing is unread for the actor: their read mark, but never before they joined. Undefined
 * when the actor does not belong to the chat (non-members have no unread messages).
 */
function floorOf(actor: ChatParticipant, chat: ChatRow, members: readonly ChatMemberRecord[], readMark: number | undefined): number | undefined {
  const { direct, workgroup } = membershipOf(actor, chat, members);
  const joinedAfter = [direct, workgroup].flatMap((row) => (row ? [row.joined_after_nmbr] : []));
  if (joinedAfter.length === 0) return undefined;
  return Math.max(readMark ?? 0, Math.min(...joinedAfter));
}

/** Unread counts (capped) of these chats for the actor. `readMarks`: the actor's read marks when already read. */
export async function unreadPerChat(
  db: DbOrTrx,
  actor: ChatParticipant,
  chats: readonly ChatRow[],
  membersByChat: ReadonlyMap<number, readonly ChatMemberRecord[]>,
  readMarks?: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const marks = readMarks ?? (await findReadMarks(db, readerOf(actor), chats.map((chat) => chat.nmbr)));
  const floors = new Map<number, number>();
  for (const chat of chats) {
    const floor = floorOf(actor, chat, membersByChat.get(chat.nmbr) ?? [], marks.get(chat.nmbr));
    const newest = newestMessageNmbr(chat, countsNotes(actor));
    if (floor !== undefined && newest !== null && newest > floor) floors.set(chat.nmbr, floor);
  }
  return countUnread(db, floors, countsNotes(actor));
}

/**
 * The tab badge: unread messages over every chat the actor belongs to (a guest: their chat). `known`: the actor's
 * memberships when the caller has read them already.
 */
export async function totalUnread(db: DbOrTrx, actor: ChatParticipant, known?: readonly { chat_nmbr: number; joined_after_nmbr: number }[]): Promise<number> {
  const memberships =
    known ?? (actor.kind === 'employee' ? await findStaffMemberships(db, actor) : await findGuestMemberships(db, actor.id));
  if (memberships.length === 0) return 0;
  const chatNmbrs = [...new Set(memberships.map((row) => row.chat_nmbr))];
  const lastNmbrs = await findLastMessageNmbrs(db, chatNmbrs);
  const marks = await findReadMarks(db, readerOf(actor), chatNmbrs);
  const joinedAfter = new Map<number, number>();
  for (const row of memberships) joinedAfter.set(row.chat_nmbr, Math.min(joinedAfter.get(row.chat_nmbr) ?? Infinity, row.joined_after_nmbr));
  const floors = new Map<number, number>();
  for (const chat of lastNmbrs) {
    const floor = Math.max(marks.get(chat.nmbr) ?? 0, joinedAfter.get(chat.nmbr) ?? 0);
    const last = newestMessageNmbr(chat, countsNotes(actor));
    if (last !== null && last > floor) floors.set(chat.nmbr, floor);
  }
  let total = 0;
  for (const count of (await countUnread(db, floors, countsNotes(actor))).values()) total += count;
  return total;
}
