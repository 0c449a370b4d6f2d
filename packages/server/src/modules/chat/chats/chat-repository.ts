import type { Insertable, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import { CHAT_STATUS } from '@stay/contract';
import type { Database, DbOrTrx } from '../../../db/database';
import type { ChatsTable } from '../../../db/tables/chats';

export type ChatRow = Selectable<ChatsTable>;

export function findChat(db: DbOrTrx, nmbr: number): Promise<ChatRow | undefined> {
  return db.selectFrom('chats').selectAll().where('nmbr', '=', nmbr).executeTakeFirst();
}

export function findChatByReservation(db: DbOrTrx, reservationId: string): Promise<ChatRow | undefined> {
  return db.selectFrom('chats').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
}

/** The `{objectkey}` of the attachment paths: a chat's objectkey, or its nmbr when it has none. */
export async function findChatByObjectKey(db: DbOrTrx, objectkey: string): Promise<ChatRow | undefined> {
  const byKey = await db.selectFrom('chats').selectAll().where('objectkey', '=', objectkey).executeTakeFirst();
  if (byKey || !/^[1-9][0-9]{0,9}$/.test(objectkey)) return byKey;
  const byNmbr = await findChat(db, Number(objectkey));
  return byNmbr?.objectkey === null ? byNmbr : undefined;
}

/** Inserts a chat; answers undefined when a chat for the same reservation already exists (unique reservation_id). */
export async function insertChat(db: DbOrTrx, chat: Insertable<ChatsTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('chats')
    .values(chat)
    .onConflict((conflict) => conflict.column('reservation_id').doNothing())
    .returning('nmbr')
    .executeTakeFirst();
  return row?.nmbr;
}

/** Each chat's newest message number. */
export function findLastMessageNmbrs(db: DbOrTrx, chatNmbrs: readonly number[]) {
  return db.selectFrom('chats').select(['nmbr', 'last_message_nmbr']).where('nmbr', 'in', [...chatNmbrs]).execute();
}

export async function updateChat(db: DbOrTrx, nmbr: number, patch: Updateable<ChatsTable>): Promise<void> {
  await db.updateTable('chats').set(patch).where('nmbr', '=', nmbr).execute();
}

/** Opens a help request on the chat if its flag is still what the caller saw; false when another request won. */
export async function claimHelpRequest(db: DbOrTrx, nmbr: number, seen: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('chats')
    .set({ help_requested_at: at })
    .where('nmbr', '=', nmbr)
    .where((eb) => (seen === null ? eb('help_requested_at', 'is', null) : eb('help_requested_at', '=', seen)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type ChatListVariant = 'all' | 'internal' | 'active' | 'member' | 'workgroup';

export interface ChatListFilter {
  variant: ChatListVariant;
  /** The staff member's location; null sees every location. */
  locationId: string | null;
  employeeId: string;
  workgroup: string | null;
  view?: 'guest' | 'internal';
  chatstatus?: 'O' | 'I' | 'C';
  /** Undefined: every chat (disablepaging). */
  limit?: number;
  offset: number;
}

type ChatQuery = SelectQueryBuilder<Database, 'chats', object>;

/** The list's own filters (status, view, variant); visibility comes on top. */
function withListFilters<Q extends ChatQuery>(query: Q, filter: ChatListFilter): Q {
  const wg = filter.workgroup;
  let filtered: ChatQuery = query.where('chats.chatstatus', '!=', CHAT_STATUS.new);
  filtered = filter.chatstatus
    ? filtered.where('chats.chatstatus', '=', filter.chatstatus)
    : filtered.where('chats.chatstatus', '!=', CHAT_STATUS.closed);
  if (filter.view === 'guest') filtered = filtered.where('chats.reservation_id', 'is not', null);
  if (filter.view === 'internal' || filter.variant === 'internal') filtered = filtered.where('chats.reservation_id', 'is', null);
  if (filter.variant === 'active') filtered = filtered.where('chats.chatstatus', '=', CHAT_STATUS.open);
  if (filter.variant === 'member') {
    filtered = filtered.where('chats.nmbr', 'in', (eb) =>
      eb.selectFrom('chat_members').select('chat_members.chat_nmbr').where('kind', '=', 'employee').where('member_key', '=', filter.employeeId),
    );
  }
  if (filter.variant === 'workgroup' && wg) {
    filtered = filtered.where('chats.nmbr', 'in', (eb) =>
      eb
        .selectFrom('chat_members')
        .select('chat_members.chat_nmbr')
        .where((inner) =>
          inner.or([
            inner.and([inner('kind', '=', 'workgroup'), inner('member_key', '=', wg)]),
            inner.and([inner('kind', '=', 'employee'), inner('workgroup', '=', wg)]),
          ]),
        ),
    );
  }
  return filtered as Q;
}

const newestFirst = <Q extends ChatQuery>(query: Q): Q => query.orderBy('chats.activity_at', 'desc').orderBy('chats.nmbr', 'desc') as Q;

/**
 * A page of the staff inbox, newest activity first. Status N is never listed; C (archived) only when asked for.
 * Visible: chats of the staff member's location, chats they are a member of, and chats of every location their
 * workgroup is a member of (another location's chat with a same-named workgroup is not theirs).
 *
 * The visible chats are a union of three sources. For a page, the location's share is cut to its first
 * offset + limit chats in list order (read along chats_location_activity_nmbr_idx): no chat of the location further down
 * can reach the page, so the cost follows the page, not the location's history. The membership sources are the
 * caller's own chats and stay small.
 */
export async function listChats(db: DbOrTrx, filter: ChatListFilter): Promise<ChatRow[]> {
  const wg = filter.workgroup;
  if (filter.variant === 'workgroup' && !wg) return [];
  const reach = filter.limit === undefined ? undefined : filter.offset + filter.limit;
  let query = withListFilters(db.selectFrom('chats').selectAll('chats'), filter);
  const locationId = filter.locationId;
  if (locationId !== null) {
    query = query.where('chats.nmbr', 'in', (eb) => {
      const ofLocation = newestFirst(withListFilters(eb.selectFrom('chats').select('chats.nmbr'), filter).where('chats.location_id', '=', locationId));
      const visible = eb
        .selectFrom((reach === undefined ? ofLocation : ofLocation.limit(reach)).as('of_location'))
        .select('of_location.nmbr')
        .unionAll(eb.selectFrom('chat_members').select('chat_members.chat_nmbr as nmbr').where('kind', '=', 'employee').where('member_key', '=', filter.employeeId));
      // A chat of every location takes the same-named workgroup from every location (see worksAt).
      // Read from the few chats of every location, not from the workgroup's memberships (which grow with history).
      return wg
        ? visible.unionAll(
            withListFilters(eb.selectFrom('chats').select('chats.nmbr'), filter)
              .where('chats.location_id', 'is', null)
              .where((inner) =>
                inner.exists(
                  inner
                    .selectFrom('chat_members')
                    .select('chat_members.chat_nmbr')
                    .whereRef('chat_members.chat_nmbr', '=', 'chats.nmbr')
                    .where('chat_members.kind', '=', 'workgroup')
                    .where('chat_members.member_key', '=', wg),
                ),
              ),
          )
        : visible;
    });
  }
  query = newestFirst(query);
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset);
  return query.execute();
}
