import { type Insertable, type Selectable, type Updateable } from 'kysely';
import { CHAT_LIST_EXCLUDED_STATUS, CHAT_STATUS } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import { compiledOnce, compiledOncePerShape } from '../../../db/compiled-once';
import { sqliteTableIndexedBy } from '../../../db/indexed-by';
import type { ChatsTable } from '../../../db/tables/chats';
import { reservationGuideOf } from '../../reservation';

export type ChatRow = Selectable<ChatsTable>;

export function findChat(db: DbOrTrx, nmbr: number): Promise<ChatRow | undefined> {
  return db.selectFrom('chats').selectAll().where('nmbr', '=', nmbr).executeTakeFirst();
}

export function findChatByReservation(db: DbOrTrx, reservationId: string): Promise<ChatRow | undefined> {
  return db.selectFrom('chats').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
}

/**
 * The reservation's chat with the reservation's current guide and the guest's read mark (null: never read), in one
 * query (a guest's every chat call reads it).
 */
const guestChatOf = compiledOnce((db, reservationId: string, guestId: string) =>
  db
    .selectFrom('chats')
    .selectAll()
    .select(reservationGuideOf('chats.reservation_id').as('reservation_guide_id'))
    .select((eb) =>
      eb
        .selectFrom('chat_read_state as r')
        .select('r.last_read_nmbr')
        .whereRef('r.chat_nmbr', '=', 'chats.nmbr')
        .where('r.reader_kind', '=', 'person')
        .where('r.reader_id', '=', guestId)
        .as('guest_read_mark'),
    )
    .where('reservation_id', '=', reservationId),
);

export async function findGuestChat(
  db: DbOrTrx,
  reservationId: string,
  guestId: string,
): Promise<(ChatRow & { reservation_guide_id: string | null; guest_read_mark: number | null }) | undefined> {
  return (await guestChatOf(db, reservationId, guestId))[0];
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

/** Each chat's newest message number and newest private note. */
export function findLastMessageNmbrs(db: DbOrTrx, chatNmbrs: readonly number[]) {
  return db.selectFrom('chats').select(['nmbr', 'last_message_nmbr', 'last_note_nmbr']).where('nmbr', 'in', [...chatNmbrs]).execute();
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

/** The inbox's order, newest activity first, with what tells a page's chats apart without a table read. */
const CHATS_BY_ACTIVITY_INDEX = 'chats_activity_scope_idx';

export type ChatListVariant = 'all' | 'internal' | 'active' | 'member' | 'workgroup';

export interface ChatListFilter {
  variant: ChatListVariant;
  /** The staff member's location; null sees every location. */
  locationId: string | null;
  staffId: string;
  workgroup: string | null;
  view?: 'guest' | 'internal';
  chatstatus?: 'O' | 'I' | 'C';
  /** Undefined: every chat (disablepaging). */
  limit?: number;
  offset: number;
}

/**
 * A page of the staff inbox, newest activity first. Status N is never listed; C (archived) only when asked for.
 * Visible: chats of the staff member's location, chats they are a member of, and chats of every location their
 * workgroup is a member of (another location's chat with a same-named workgroup is not theirs).
 *
 * Both engines answer a page by walking chats_activity_scope_idx newest first and stopping once the page is full
 * (the memberships come from chat_members_kind_key_chat_idx alone), so a page costs about the same whatever the
 * history behind it. A union of per-source top-N lists was tried: PostgreSQL then hashes over every chat. With the
 * large dataset's statistics SQLite's planner instead reads every chat of the location (an OR over three indexes)
 * and sorts them, five times slower for a page of the whole inbox; there the index is named (INDEXED BY) for that
 * list. Narrower lists (a status, active, memberships, internal) keep the planner's choice: walking every chat for
 * the few that match would cost more.
 */
export async function listChats(db: DbOrTrx, filter: ChatListFilter): Promise<ChatRow[]> {
  const page = chatListPageOf(filter);
  return page ? chatListPage(page.shape)(db, ...page.values) : [];
}

/** The query of `listChats` (tests read its plan); undefined when the list is empty whatever the data. */
export function chatListQuery(db: DbOrTrx, filter: ChatListFilter) {
  const page = chatListPageOf(filter);
  return page && chatListPageQuery(page.shape, db, ...page.values);
}

/** What a list page's query depends on besides the values it compares with. */
interface ChatListShape {
  variant: ChatListVariant;
  byLocation: boolean;
  hasWorkgroup: boolean;
  hasStatus: boolean;
  view: ChatListFilter['view'];
  isPaged: boolean;
}

/**
 * The shape of a list page's query and its values in the order the query takes them (undefined: the list is empty
 * whatever the data): the location, the staff member and their workgroup (when by location), the status, the staff
 * member (member list), the workgroup (workgroup list), the limit and offset (when paged).
 */
function chatListPageOf(filter: ChatListFilter): { shape: ChatListShape; values: unknown[] } | undefined {
  const { variant, locationId, staffId, workgroup, chatstatus, limit } = filter;
  if (variant === 'workgroup' && !workgroup) return undefined;
  const shape: ChatListShape = {
    variant,
    byLocation: locationId !== null,
    hasWorkgroup: Boolean(workgroup),
    hasStatus: chatstatus !== undefined,
    view: filter.view,
    isPaged: limit !== undefined,
  };
  const values = [
    ...(locationId !== null ? [locationId, staffId, ...(workgroup ? [workgroup] : [])] : []),
    ...(chatstatus !== undefined ? [chatstatus] : []),
    ...(variant === 'member' ? [staffId] : []),
    ...(variant === 'workgroup' ? [workgroup] : []),
    ...(limit !== undefined ? [limit, filter.offset] : []),
  ];
  return { shape, values };
}

/** The query of a list page of this shape, taking its values in the order chatListPageOf gives them. */
function chatListPageQuery(shape: ChatListShape, db: DbOrTrx, ...values: unknown[]) {
  let next = 0;
  const value = <Value = string>() => values[next++] as Value;
  const isWholeInboxPage = shape.variant === 'all' && !shape.hasStatus && shape.view !== 'internal' && shape.isPaged;
  const chats =
    isWholeInboxPage && dialectOf(db) === 'sqlite' ? sqliteTableIndexedBy<ChatRow, 'chats'>('chats', CHATS_BY_ACTIVITY_INDEX, 'chats') : ('chats' as const);
  let query = db.selectFrom(chats).selectAll().where('chatstatus', '!=', CHAT_LIST_EXCLUDED_STATUS);
  if (shape.byLocation) {
    const [locationId, staffId, wg] = [value(), value(), shape.hasWorkgroup ? value() : undefined];
    query = query.where((eb) =>
      eb.or([
        eb('location_id', '=', locationId),
        eb('nmbr', 'in', eb.selectFrom('chat_members').select('chat_members.chat_nmbr').where('kind', '=', 'employee').where('member_key', '=', staffId)),
        // A chat of every location takes the same-named workgroup from every location (see worksAt).
        ...(wg !== undefined
          ? [
              eb.and([
                eb('location_id', 'is', null),
                eb('nmbr', 'in', eb.selectFrom('chat_members').select('chat_members.chat_nmbr').where('kind', '=', 'workgroup').where('member_key', '=', wg)),
              ]),
            ]
          : []),
      ]),
    );
  }
  query = shape.hasStatus ? query.where('chatstatus', '=', value()) : query.where('chatstatus', '!=', CHAT_STATUS.closed);
  if (shape.view === 'guest') query = query.where('reservation_id', 'is not', null);
  if (shape.view === 'internal' || shape.variant === 'internal') query = query.where('reservation_id', 'is', null);
  if (shape.variant === 'active') query = query.where('chatstatus', '=', CHAT_STATUS.open);
  if (shape.variant === 'member') {
    const staffId = value();
    query = query.where('nmbr', 'in', (eb) => eb.selectFrom('chat_members').select('chat_nmbr').where('kind', '=', 'employee').where('member_key', '=', staffId));
  }
  if (shape.variant === 'workgroup') {
    const wg = value();
    query = query.where('nmbr', 'in', (eb) =>
      eb
        .selectFrom('chat_members')
        .select('chat_nmbr')
        .where((inner) =>
          inner.or([
            inner.and([inner('kind', '=', 'workgroup'), inner('member_key', '=', wg)]),
            inner.and([inner('kind', '=', 'employee'), inner('workgroup', '=', wg)]),
          ]),
        ),
    );
  }
  query = query.orderBy('activity_at', 'desc').orderBy('nmbr', 'desc');
  return shape.isPaged ? query.limit(value<number>()).offset(value<number>()) : query;
}

/** A list page, its query compiled once per shape. */
const chatListPage = compiledOncePerShape(
  ({ variant, byLocation, hasWorkgroup, hasStatus, view, isPaged }: ChatListShape) => [variant, byLocation, hasWorkgroup, hasStatus, view, isPaged].join(' '),
  chatListPageQuery,
);

/** Whether the location has an internal chat (one without a reservation) of this name. */
export async function internalChatExists(db: DbOrTrx, locationId: string, chatname: string): Promise<boolean> {
  const row = await db
    .selectFrom('chats')
    .select('nmbr')
    .where('location_id', '=', locationId)
    .where('reservation_id', 'is', null)
    .where('chatname', '=', chatname)
    .executeTakeFirst();
  return row !== undefined;
}
