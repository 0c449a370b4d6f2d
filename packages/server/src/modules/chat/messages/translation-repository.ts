import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../../db/database';
import type { ChatMessageTranslationsTable } from '../../../db/tables/chats';

export type ChatMessageTranslationRow = Selectable<ChatMessageTranslationsTable>;

export function findTranslation(db: DbOrTrx, messageNmbr: number, language: string): Promise<ChatMessageTranslationRow | undefined> {
  return db.selectFrom('chat_message_translations').selectAll().where('message_nmbr', '=', messageNmbr).where('language', '=', language).executeTakeFirst();
}

/** Keeps a translation; two readers translating the same message at once keep the first. */
export async function insertTranslation(db: DbOrTrx, row: Insertable<ChatMessageTranslationsTable>): Promise<void> {
  await db
    .insertInto('chat_message_translations')
    .values(row)
    .onConflict((conflict) => conflict.columns(['message_nmbr', 'language']).doNothing())
    .execute();
}
