import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../../db/database';
import type { ChatSuggestionsTable } from '../../../db/tables/chat-suggestions';

export type ChatSuggestionRow = Selectable<ChatSuggestionsTable>;

export function findSuggestion(db: DbOrTrx, id: string): Promise<ChatSuggestionRow | undefined> {
  return db.selectFrom('chat_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Open (status null) suggestions of these chats meant for the staff member (or for everyone). */
export async function findOpenSuggestions(db: DbOrTrx, chatNmbrs: readonly number[], staffId: string): Promise<ChatSuggestionRow[]> {
  if (chatNmbrs.length === 0) return [];
  return db
    .selectFrom('chat_suggestions')
    .selectAll()
    .where('chat_nmbr', 'in', [...chatNmbrs])
    .where('status', 'is', null)
    .where((eb) => eb.or([eb('employee_id', 'is', null), eb('employee_id', '=', staffId)]))
    .orderBy('created_at', 'desc')
    .execute();
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
