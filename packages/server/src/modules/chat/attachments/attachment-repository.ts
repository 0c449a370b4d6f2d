import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../../db/database';
import type { ChatAttachmentsTable } from '../../../db/tables/chats';

export type ChatAttachmentRow = Selectable<ChatAttachmentsTable>;

export async function insertAttachment(db: DbOrTrx, attachment: Insertable<ChatAttachmentsTable>): Promise<void> {
  await db.insertInto('chat_attachments').values(attachment).execute();
}

export function findAttachment(db: DbOrTrx, chatNmbr: number, filename: string): Promise<ChatAttachmentRow | undefined> {
  return db.selectFrom('chat_attachments').selectAll().where('chat_nmbr', '=', chatNmbr).where('filename', '=', filename).executeTakeFirst();
}

export async function findAttachments(db: DbOrTrx, chatNmbr: number, filenames: readonly string[]): Promise<ChatAttachmentRow[]> {
  if (filenames.length === 0) return [];
  return db.selectFrom('chat_attachments').selectAll().where('chat_nmbr', '=', chatNmbr).where('filename', 'in', [...filenames]).execute();
}
