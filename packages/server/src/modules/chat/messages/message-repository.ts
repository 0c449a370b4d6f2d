import { sql, type CompiledQuery, type Insertable, type Selectable } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once';
import { dialectOf } from '../../../db/dialect';
import { sqliteTableIndexedBy } from '../../../db/indexed-by';
import type { DbOrTrx } from '../../../db/database';
import type { ChatMessagesTable } from '../../../db/tables/chats';

/** A message as stored, without its author's names. */
export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** A message author's names and image. */
export interface MessageAuthor {
  author_firstname: string | null;
  author_surname: string | null;
  author_personimage: string | null;
  author_workgroup: string | null;
}

/** A message with its author's names and image. */
export interface ChatMessageRecord extends ChatMessageRow, MessageAuthor {}

/** Messages as `m`; on SQLite read through `index` when one is named (INDEXED BY). */
function messagesTable(index?: string) {
  return index
    ? sqliteTableIndexedBy<ChatMessageRow, 'm'>('chat_messages', index, 'm')
    : sql<ChatMessageRow>`${sql.table('chat_messages')}`.as('m');
}

/** Messages as `m` with their authors. */
function selectMessages(db: DbOrTrx) {
  return db
    .selectFrom(messagesTable())
    .leftJoin('persons as p', 'p.id', 'm.person_id')
    .leftJoin('employees as e', 'e.id', 'm.employee_id')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'm.employee_id')
    .selectAll('m')
    .select((eb) => [
      eb.fn.coalesce('e.firstname', 'p.firstname').as('author_firstname'),
      eb.fn.coalesce('e.surname', 'p.surname').as('author_surname'),
      eb.fn.coalesce('g.personimage', 'e.personimage', 'p.personimage').as('author_personimage'),
      'e.workgroup as author_workgroup',
    ]);
}

export interface MessagePageBounds {
  /** Only messages with a smaller nmbr. */
  before?: number;
  /** Only messages with a larger nmbr; the page then starts right after it. */
  after?: number;
  limit: number;
  /** Whether private notes are part of the page: true for staff only, never for a guest. */
  withNotes: boolean;
}

/**
 * A keyset page on the (chat_nmbr, nmbr) index (a guest's: (chat_nmbr, is_note, nmbr), without the notes): with
 * `after`, the oldest messages after it (ascending scan); otherwise the newest messages before `before` (or the very
 * newest), descending scan. No OFFSET, so the cost is the page size whatever the chat's length. Answered in ascending
 * nmbr order, without the authors' names (the chat's members have them: see `authorsOf`).
 */
export async function findMessagePage(db: DbOrTrx, chatNmbr: number, bounds: MessagePageBounds): Promise<ChatMessageRow[]> {
  const keys = [bounds.before, bounds.after].filter((key) => key !== undefined);
  const rows = await pageReadOf(bounds)(db, chatNmbr, bounds.limit, ...keys);
  return bounds.after !== undefined ? rows : rows.reverse();
}

type PageRead = (db: DbOrTrx, chatNmbr: number, limit: number, ...keys: number[]) => Promise<ChatMessageRow[]>;

/** The page query of each shape (notes or not, which bounds), compiled once; a page of that shape only fills in values. */
const pageReads = new Map<string, PageRead>();

function pageReadOf({ withNotes, before, after }: MessagePageBounds): PageRead {
  const hasBefore = before !== undefined;
  const hasAfter = after !== undefined;
  const shape = `${withNotes}:${hasBefore}:${hasAfter}`;
  let read = pageReads.get(shape);
  if (!read) {
    read = compiledOnce((db, chatNmbr: number, limit: number, ...keys: number[]) =>
      selectMessagePage(db, chatNmbr, { withNotes, limit, before: hasBefore ? keys[0] : undefined, after: hasAfter ? keys.at(-1) : undefined }),
    );
    pageReads.set(shape, read);
  }
  return read;
}

/**
 * The page query (tests read its plan). On SQLite `nmbr` is the rowid, and with skewed statistics (one huge chat) the
 * planner may walk the rowid range instead of the (chat_nmbr, nmbr) index, which is slow for every other chat; so
 * the index is named there (INDEXED BY). PostgreSQL's planner picks the index by itself.
 */
export function messagePageQuery(db: DbOrTrx, chatNmbr: number, bounds: MessagePageBounds): CompiledQuery<ChatMessageRow> {
  return selectMessagePage(db, chatNmbr, bounds).compile();
}

function selectMessagePage(db: DbOrTrx, chatNmbr: number, bounds: MessagePageBounds) {
  const index = bounds.withNotes ? 'chat_messages_chat_nmbr_idx' : 'chat_messages_chat_note_nmbr_idx';
  let query = db
    .selectFrom(messagesTable(dialectOf(db) === 'sqlite' ? index : undefined))
    .selectAll('m')
    .where('m.chat_nmbr', '=', chatNmbr);
  if (!bounds.withNotes) query = query.where('m.is_note', '=', 0);
  if (bounds.before !== undefined) query = query.where('m.nmbr', '<', bounds.before);
  if (bounds.after !== undefined) query = query.where('m.nmbr', '>', bounds.after);
  return query.orderBy('m.nmbr', bounds.after !== undefined ? 'asc' : 'desc').limit(bounds.limit);
}

/** One message of the chat; a private note only `withNotes` (staff). */
export function findMessage(db: DbOrTrx, chatNmbr: number, nmbr: number, withNotes: boolean): Promise<ChatMessageRecord | undefined> {
  return selectMessages(db)
    .where('m.chat_nmbr', '=', chatNmbr)
    .where('m.nmbr', '=', nmbr)
    .$if(!withNotes, (qb) => qb.where('m.is_note', '=', 0))
    .executeTakeFirst();
}

export function findMessageByClientId(db: DbOrTrx, chatNmbr: number, clientId: string): Promise<ChatMessageRecord | undefined> {
  return selectMessages(db).where('m.chat_nmbr', '=', chatNmbr).where('m.client_id', '=', clientId).executeTakeFirst();
}

export async function findMessagesByNmbr(db: DbOrTrx, nmbrs: readonly number[]): Promise<ChatMessageRecord[]> {
  if (nmbrs.length === 0) return [];
  return selectMessages(db).where('m.nmbr', 'in', [...nmbrs]).execute();
}

export async function insertMessage(db: DbOrTrx, message: Insertable<ChatMessagesTable>): Promise<number> {
  const row = await db.insertInto('chat_messages').values(message).returning('nmbr').executeTakeFirstOrThrow();
  return row.nmbr;
}

/** Records who a message mentions (the inbox's mention marker). */
export async function insertMentions(db: DbOrTrx, chatNmbr: number, messageNmbr: number, staffIds: readonly string[]): Promise<void> {
  if (staffIds.length === 0) return;
  await db
    .insertInto('chat_mentions')
    .values(staffIds.map((employee_id) => ({ message_nmbr: messageNmbr, chat_nmbr: chatNmbr, employee_id })))
    .execute();
}
