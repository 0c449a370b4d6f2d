import type { DbOrTrx } from '../../../db/database';
import type { ChatMemberRecord } from '../members/member-repository';
import { findMessagesByNmbr, type ChatMessageRow, type MessageAuthor } from './message-repository';

const NO_AUTHOR: MessageAuthor = { author_firstname: null, author_surname: null, author_personimage: null, author_workgroup: null };

/**
 * The author's names of a message whose author is none or among the members, as the message's own joins would read
 * them (`selectMessages`: the staff member's before the guest's, the guide portrait first); undefined when an author is
 * no member. A member row carries the same joins for its own guest or staff member (`selectMembers`).
 */
function authorFromMembers(
  row: ChatMessageRow,
  guests: ReadonlyMap<string, ChatMemberRecord>,
  staff: ReadonlyMap<string, ChatMemberRecord>,
): MessageAuthor | undefined {
  if (row.person_id === null && row.employee_id === null) return NO_AUTHOR;
  const guest = row.person_id === null ? undefined : guests.get(row.person_id);
  const staffMember = row.employee_id === null ? undefined : staff.get(row.employee_id);
  if ((row.person_id !== null && !guest) || (row.employee_id !== null && !staffMember)) return undefined;
  return {
    author_firstname: staffMember?.firstname ?? guest?.firstname ?? null,
    author_surname: staffMember?.surname ?? guest?.surname ?? null,
    author_personimage: staffMember?.personimage ?? guest?.personimage ?? null,
    author_workgroup: staffMember?.employee_workgroup ?? null,
  };
}

/**
 * The authors of a page's messages (in the page's order), taken from the chat's members that the request has read
 * already, so the page query joins no author tables. Messages by someone who is no member (any more) are read with
 * their authors in one more statement.
 */
export async function authorsOf(db: DbOrTrx, rows: readonly ChatMessageRow[], members: readonly ChatMemberRecord[]): Promise<MessageAuthor[]> {
  const guests = new Map<string, ChatMemberRecord>();
  const staff = new Map<string, ChatMemberRecord>();
  for (const member of members) {
    if (member.kind === 'person' && member.person_id !== null && member.employee_id === null) guests.set(member.person_id, member);
    if (member.kind === 'employee' && member.employee_id !== null && member.person_id === null) staff.set(member.employee_id, member);
  }
  const authors = rows.map((row) => authorFromMembers(row, guests, staff));
  const unknown = rows.filter((_, index) => authors[index] === undefined).map((row) => row.nmbr);
  if (unknown.length === 0) return authors as MessageAuthor[];
  const read = new Map((await findMessagesByNmbr(db, unknown)).map((record) => [record.nmbr, record]));
  return rows.map((row, index) => authors[index] ?? read.get(row.nmbr) ?? NO_AUTHOR);
}
