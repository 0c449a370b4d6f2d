import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database';
import { compiledForKeys } from '../../../db/compiled-for-keys';
import type { Reader } from '../read-state/read-state-repository';

/** What a chat's list item shows beside its row, the same for every reader. */
export interface ChatListItemRow {
  chat_nmbr: number;
  /** The last message (null when the chat has none), with its author's names and image. */
  last_nmbr: number | null;
  last_paragraph: string | null;
  last_created_at: string | null;
  last_attachments: string | null;
  last_system_line: string | null;
  author_firstname: string | null;
  author_surname: string | null;
  author_personimage: string | null;
  author_workgroup: string | null;
  /** The action holder's names and image (null when there is none). */
  holder_firstname: string | null;
  holder_surname: string | null;
  holder_personimage: string | null;
  holder_workgroup: string | null;
}

/** Where a reader stands in the chats of a list. */
export interface ReaderMarks {
  /** The reader's read mark per chat, where they have one (as findReadMarks answers them). */
  readMarks: Map<number, number>;
  /** The chats where a message after the reader's read mark mentions them. */
  unreadMentions: Set<number>;
}

/**
 * The list items' last message and action holder of these chats, in one statement (each a lookup by key per chat):
 * the names follow the message and staff reads (`selectMessages`, `findStaffRows`).
 */
const listItemsOf = compiledForKeys((db, _fixed: [], chatNmbrs: number[]) =>
  db
    .selectFrom('chats as c')
    .leftJoin('chat_messages as m', 'm.nmbr', 'c.last_message_nmbr')
    .leftJoin('persons as p', 'p.id', 'm.person_id')
    .leftJoin('employees as e', 'e.id', 'm.employee_id')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'm.employee_id')
    .leftJoin('employees as h', 'h.id', 'c.actionholder_employee_id')
    .leftJoin('guide_profiles as hg', 'hg.employee_id', 'c.actionholder_employee_id')
    .select((eb) => [
      'c.nmbr as chat_nmbr',
      'm.nmbr as last_nmbr',
      'm.paragraph as last_paragraph',
      'm.created_at as last_created_at',
      'm.attachments as last_attachments',
      'm.system_line as last_system_line',
      eb.fn.coalesce('e.firstname', 'p.firstname').as('author_firstname'),
      eb.fn.coalesce('e.surname', 'p.surname').as('author_surname'),
      eb.fn.coalesce('g.personimage', 'e.personimage', 'p.personimage').as('author_personimage'),
      'e.workgroup as author_workgroup',
      'h.firstname as holder_firstname',
      'h.surname as holder_surname',
      'hg.personimage as holder_personimage',
      'h.workgroup as holder_workgroup',
    ])
    .where('c.nmbr', 'in', chatNmbrs),
);

/**
 * The reader's read marks in these chats (findReadMarks' read) and the newest message of each that mentions them, in
 * one statement: a row for each that exists. A mention is only ever of a staff member, so a guest reader finds none.
 */
const readerMarksOf = compiledForKeys((db, [readerKind, readerId]: [Reader['kind'], string], chatNmbrs: number[]) =>
  db
    .selectFrom('chat_read_state')
    .select((eb) => ['chat_nmbr', eb.ref('last_read_nmbr').$castTo<number | null>().as('read_mark'), sql<number | null>`null`.as('newest_mention')])
    .where('reader_kind', '=', readerKind)
    .where('reader_id', '=', readerId)
    .where('chat_nmbr', 'in', chatNmbrs)
    .unionAll(
      db
        .selectFrom('chat_mentions')
        .select((eb) => ['chat_nmbr', sql<number | null>`null`.as('read_mark'), eb.fn.max('message_nmbr').$castTo<number | null>().as('newest_mention')])
        .where('employee_id', '=', readerId)
        .where('chat_nmbr', 'in', chatNmbrs)
        .groupBy('chat_nmbr'),
    ),
);

const byChat = <Row extends { chat_nmbr: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.chat_nmbr, row]));

/** What the list items of these chats show alike for every reader, by chat. */
export async function findListItems(db: DbOrTrx, chatNmbrs: readonly number[]): Promise<Map<number, ChatListItemRow>> {
  return chatNmbrs.length === 0 ? new Map() : byChat(await listItemsOf(db, [], chatNmbrs));
}

/** The reader's read marks in these chats and those of them with an unread mention of the reader. */
export async function findReaderMarks(db: DbOrTrx, reader: Reader, chatNmbrs: readonly number[]): Promise<ReaderMarks> {
  const readMarks = new Map<number, number>();
  const newestMentions = new Map<number, number>();
  const rows = chatNmbrs.length === 0 ? [] : await readerMarksOf(db, [reader.kind, reader.id], chatNmbrs);
  for (const row of rows) {
    if (row.read_mark !== null) readMarks.set(row.chat_nmbr, row.read_mark);
    if (row.newest_mention !== null) newestMentions.set(row.chat_nmbr, row.newest_mention);
  }
  const unreadMentions = new Set<number>();
  for (const [chatNmbr, newest] of newestMentions) if (newest > (readMarks.get(chatNmbr) ?? 0)) unreadMentions.add(chatNmbr);
  return { readMarks, unreadMentions };
}
