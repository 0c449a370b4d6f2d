import type { DbOrTrx } from '../../../db/database';
import { compiledForKeys } from '../../../db/compiled-for-keys';
import type { Reader } from '../read-state/read-state-repository';

/** What a chat's list item shows beside its row, as the reader sees it. */
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
  /** The reader's read mark in the chat. */
  read_mark: number | null;
  /** Whether a message after the reader's read mark mentions them (0 or 1 on SQLite, a boolean on PostgreSQL). */
  has_unread_mention: number | boolean;
}

/**
 * The list items' last message, action holder, read mark and unread mention of these chats, in one statement (each a
 * lookup by key per chat): the names follow the message and staff reads (`selectMessages`, `findStaffRows`). A
 * mention is only ever of a staff member, so a guest reader finds none.
 */
const listItemsOf = compiledForKeys((db, [readerKind, readerId]: [Reader['kind'], string], chatNmbrs: number[]) =>
  db
    .selectFrom('chats as c')
    .leftJoin('chat_messages as m', 'm.nmbr', 'c.last_message_nmbr')
    .leftJoin('persons as p', 'p.id', 'm.person_id')
    .leftJoin('employees as e', 'e.id', 'm.employee_id')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'm.employee_id')
    .leftJoin('employees as h', 'h.id', 'c.actionholder_employee_id')
    .leftJoin('guide_profiles as hg', 'hg.employee_id', 'c.actionholder_employee_id')
    .leftJoin('chat_read_state as r', (join) =>
      join.onRef('r.chat_nmbr', '=', 'c.nmbr').on('r.reader_kind', '=', readerKind).on('r.reader_id', '=', readerId),
    )
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
      'r.last_read_nmbr as read_mark',
      eb
        .exists(
          eb
            .selectFrom('chat_mentions as mention')
            .select('mention.chat_nmbr')
            .where('mention.employee_id', '=', readerId)
            .whereRef('mention.chat_nmbr', '=', 'c.nmbr')
            .where((inner) => inner('mention.message_nmbr', '>', inner.fn.coalesce('r.last_read_nmbr', inner.lit(0)))),
        )
        .as('has_unread_mention'),
    ])
    .where('c.nmbr', 'in', chatNmbrs),
);

export async function findListItems(db: DbOrTrx, reader: Reader, chatNmbrs: readonly number[]): Promise<Map<number, ChatListItemRow>> {
  if (chatNmbrs.length === 0) return new Map();
  const rows = await listItemsOf(db, [reader.kind, reader.id], chatNmbrs);
  return new Map(rows.map((row) => [row.chat_nmbr, row]));
}
