import type { Insertable, Selectable } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once';
import type { DbOrTrx } from '../../../db/database';
import type { ChatMembersTable } from '../../../db/tables/chats';
import { compiledForKeys } from '../../../db/compiled-for-keys';

export type ChatMemberRow = Selectable<ChatMembersTable>;

/** A member with the names and image shown as its personalinfo. */
export interface ChatMemberRecord extends ChatMemberRow {
  firstname: string | null;
  surname: string | null;
  personimage: string | null;
  /** The staff member's current workgroup (the member row keeps the one they joined with). */
  employee_workgroup: string | null;
  /** The staff member's location (null: every location). */
  employee_location_id: string | null;
}

/** Members with their names and image, in joining order. */
function selectMembers(db: DbOrTrx) {
  return db
    .selectFrom('chat_members as m')
    .leftJoin('persons as p', 'p.id', 'm.person_id')
    .leftJoin('employees as e', 'e.id', 'm.employee_id')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'm.employee_id')
    .selectAll('m')
    .select((eb) => [
      eb.fn.coalesce('e.firstname', 'p.firstname').as('firstname'),
      eb.fn.coalesce('e.surname', 'p.surname').as('surname'),
      eb.fn.coalesce('g.personimage', 'e.personimage', 'p.personimage').as('personimage'),
      'e.workgroup as employee_workgroup',
      'e.location_id as employee_location_id',
    ])
    .orderBy('m.joined_at')
    .orderBy('m.id');
}

/** Members of these chats, each chat's in the order they joined (one statement per 256 chats). */
const membersOf = compiledForKeys((db, _fixed: [], chatNmbrs: number[]) => selectMembers(db).where('m.chat_nmbr', 'in', chatNmbrs));

export async function findMembers(db: DbOrTrx, chatNmbrs: readonly number[]): Promise<ChatMemberRecord[]> {
  if (chatNmbrs.length === 0) return [];
  return membersOf(db, [], chatNmbrs);
}

/** The members of one chat (read on a guest's every chat call). */
export const findChatMembers: (db: DbOrTrx, chatNmbr: number) => Promise<ChatMemberRecord[]> = compiledOnce((db, chatNmbr: number) =>
  selectMembers(db).where('m.chat_nmbr', '=', chatNmbr),
);

/** Adds a member; answers false when the same guest, staff member or workgroup is already a member. */
export async function insertMember(db: DbOrTrx, member: Insertable<ChatMembersTable>): Promise<boolean> {
  const result = await db
    .insertInto('chat_members')
    .values(member)
    .onConflict((conflict) => conflict.columns(['chat_nmbr', 'kind', 'member_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function deleteMember(db: DbOrTrx, chatNmbr: number, memberId: string): Promise<boolean> {
  const result = await db.deleteFrom('chat_members').where('chat_nmbr', '=', chatNmbr).where('id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function updateMemberMode(db: DbOrTrx, chatNmbr: number, memberId: string, mode: string): Promise<void> {
  await db.updateTable('chat_members').set({ mode }).where('chat_nmbr', '=', chatNmbr).where('id', '=', memberId).execute();
}

/**
 * Chats a staff member belongs to, directly or through their workgroup, with the member's unread floor. A workgroup
 * membership counts only where the staff member works (see `worksAt`): another location's workgroup of the same name is
 * not theirs.
 */
export async function findStaffMemberships(
  db: DbOrTrx,
  staff: { id: string; workgroup: string | null; locationId: string | null },
): Promise<{ chat_nmbr: number; joined_after_nmbr: number }[]> {
  const { id, workgroup, locationId } = staff;
  return db
    .selectFrom('chat_members as m')
    .innerJoin('chats as c', 'c.nmbr', 'm.chat_nmbr')
    .select(['m.chat_nmbr', 'm.joined_after_nmbr'])
    .where((eb) =>
      eb.or([
        eb.and([eb('m.kind', '=', 'employee'), eb('m.member_key', '=', id)]),
        ...(workgroup
          ? [
              eb.and([
                eb('m.kind', '=', 'workgroup'),
                eb('m.member_key', '=', workgroup),
                ...(locationId === null ? [] : [eb.or([eb('c.location_id', 'is', null), eb('c.location_id', '=', locationId)])]),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
}

/** Chats a guest belongs to, with the member's unread floor. */
export function findGuestMemberships(db: DbOrTrx, guestId: string): Promise<{ chat_nmbr: number; joined_after_nmbr: number }[]> {
  return db.selectFrom('chat_members').select(['chat_nmbr', 'joined_after_nmbr']).where('kind', '=', 'person').where('member_key', '=', guestId).execute();
}
