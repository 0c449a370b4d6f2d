import type { Insertable, Selectable } from 'kysely';
import { compiledForKeys, MAX_KEYS } from '../../../db/compiled-for-keys';
import type { DbOrTrx } from '../../../db/database';
import type { ChatSuggestionsTable } from '../../../db/tables/chat-suggestions';

export type ChatSuggestionRow = Selectable<ChatSuggestionsTable>;

export function findSuggestion(db: DbOrTrx, id: string): Promise<ChatSuggestionRow | undefined> {
  return db.selectFrom('chat_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
}

const openSuggestionsOf = compiledForKeys((db, [staffId]: [string], chatNmbrs: number[]) =>
  db
    .selectFrom('chat_suggestions')
    .selectAll()
    .where('chat_nmbr', 'in', chatNmbrs)
    .where('status', 'is', null)
    .where((eb) => eb.or([eb('employee_id', 'is', null), eb('employee_id', '=', staffId)]))
    .orderBy('created_at', 'desc'),
);

const newestFirst = (a: ChatSuggestionRow, b: ChatSuggestionRow): number => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0);

/** Open (status null) suggestions of these chats meant for the staff member (or for everyone), newest first. */
export async function findOpenSuggestions(db: DbOrTrx, chatNmbrs: readonly number[], staffId: string): Promise<ChatSuggestionRow[]> {
  if (chatNmbrs.length === 0) return [];
  const rows = await openSuggestionsOf(db, [staffId], chatNmbrs);
  // More chats than one statement takes come in chunks, each in order: merged here (stable: a chunk's equals keep theirs).
  return chatNmbrs.length > MAX_KEYS ? rows.sort(newestFirst) : rows;
}

/** Sets the status once; answers false when it was set already. */
export async function setSuggestionStatus(db: DbOrTrx, id: string, status: string, staffId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_suggestions')
    .set({ status, status_at: now, status_by_employee_id: staffId })
    .where('id', '=', id)
    .where('status', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSuggestion(db: DbOrTrx, suggestion: Insertable<ChatSuggestionsTable>): Promise<void> {
  await db.insertInto('chat_suggestions').values(suggestion).execute();
}
