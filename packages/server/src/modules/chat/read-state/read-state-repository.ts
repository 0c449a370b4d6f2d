import { sql } from 'kysely';
import { CHAT_UNREAD_CAP } from '@stay/contract';
import { compiledOncePerShape } from '../../../db/compiled-once';
import type { DbOrTrx } from '../../../db/database';
import type { ChatReaderKind } from '../../../db/tables/chats';

export interface Reader {
  kind: ChatReaderKind;
  id: string;
}

/** The reader's read marks in these chats: chat nmbr → last read message nmbr. */
export async function findReadMarks(db: DbOrTrx, reader: Reader, chatNmbrs: readonly number[]): Promise<Map<number, number>> {
  if (chatNmbrs.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_read_state')
    .select(['chat_nmbr', 'last_read_nmbr'])
    .where('reader_kind', '=', reader.kind)
    .where('reader_id', '=', reader.id)
    .where('chat_nmbr', 'in', [...chatNmbrs])
    .execute();
  return new Map(rows.map((row) => [row.chat_nmbr, row.last_read_nmbr]));
}

/** Moves the reader's mark up to `nmbr` (never down). Answers whether it moved. */
export async function advanceReadMark(db: DbOrTrx, chatNmbr: number, reader: Reader, nmbr: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('chat_read_state')
    .values({ chat_nmbr: chatNmbr, reader_kind: reader.kind, reader_id: reader.id, last_read_nmbr: nmbr, read_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['chat_nmbr', 'reader_kind', 'reader_id'])
        .doUpdateSet({ last_read_nmbr: nmbr, read_at: now })
        .where('chat_read_state.last_read_nmbr', '<', nmbr),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

const COUNT_CHUNK = 100;

/**
 * The statement counting `chatCount` chats' unread messages, compiled once per number of chats and `withNotes`; its
 * values are each chat's number and floor in turn.
 */
const unreadCountsOf = compiledOncePerShape(
  ({ chatCount, withNotes }: { chatCount: number; withNotes: boolean }) => `${chatCount} ${withNotes}`,
  ({ chatCount, withNotes }, db, ...values: unknown[]) => {
    const notes = withNotes ? sql`` : sql` and is_note = 0`;
    const parts = Array.from({ length: chatCount }, (_, index) => {
      const [chat, floor] = [values[2 * index], values[2 * index + 1]];
      return sql`select cast(${chat} as integer) as chat_nmbr, (select count(*) from (select 1 from chat_messages where chat_nmbr = ${chat} and nmbr > ${floor}${notes} limit ${CHAT_UNREAD_CAP}) as capped) as unread`;
    });
    const query = sql<{ chat_nmbr: number | string; unread: number | string }>`${sql.join(parts, sql` union all `)}`;
    return { compile: () => query.compile(db) };
  },
);

/**
 * Unread messages per chat after each chat's floor, each count stopping at CHAT_UNREAD_CAP so a huge backlog costs
 * no more than a small one. One statement per 100 chats. Private notes count only `withNotes` (staff).
 */
export async function countUnread(db: DbOrTrx, floors: ReadonlyMap<number, number>, withNotes: boolean): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const entries = [...floors.entries()];
  for (let start = 0; start < entries.length; start += COUNT_CHUNK) {
    const chunk = entries.slice(start, start + COUNT_CHUNK);
    const rows = await unreadCountsOf({ chatCount: chunk.length, withNotes })(db, ...chunk.flat());
    for (const row of rows) counts.set(Number(row.chat_nmbr), Number(row.unread));
  }
  return counts;
}

/** Readers of a chat whose mark reached `nmbr`, with their names. */
export async function findReadersFrom(db: DbOrTrx, chatNmbr: number, nmbr: number) {
  return db
    .selectFrom('chat_read_state as r')
    .leftJoin('persons as p', (join) => join.onRef('p.id', '=', 'r.reader_id').on('r.reader_kind', '=', 'person'))
    .leftJoin('employees as e', (join) => join.onRef('e.id', '=', 'r.reader_id').on('r.reader_kind', '=', 'employee'))
    .leftJoin('guide_profiles as g', (join) => join.onRef('g.employee_id', '=', 'r.reader_id').on('r.reader_kind', '=', 'employee'))
    .select((eb) => [
      'r.reader_kind',
      'r.reader_id',
      'r.read_at',
      eb.fn.coalesce('e.firstname', 'p.firstname').as('firstname'),
      eb.fn.coalesce('e.surname', 'p.surname').as('surname'),
      eb.fn.coalesce('g.personimage', 'e.personimage', 'p.personimage').as('personimage'),
      'e.workgroup as workgroup',
    ])
    .where('r.chat_nmbr', '=', chatNmbr)
    .where('r.last_read_nmbr', '>=', nmbr)
    .execute();
}
