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

/**
 * Marks the chat's attachments as sent (the first time only), inside the message's transaction. Answers how many of
 * them still exist: fewer than asked means the cleanup job removed one meanwhile.
 */
export async function markAttachmentsSent(trx: DbOrTrx, chatNmbr: number, filenames: readonly string[], now: string): Promise<number> {
  if (filenames.length === 0) return 0;
  await trx
    .updateTable('chat_attachments')
    .set({ sent_at: now })
    .where('chat_nmbr', '=', chatNmbr)
    .where('filename', 'in', [...filenames])
    .where('sent_at', 'is', null)
    .execute();
  return (await findAttachments(trx, chatNmbr, filenames)).length;
}

/** Attachments uploaded before `cutoff` and never sent in a message, oldest first. */
export function findUnsentAttachments(db: DbOrTrx, cutoff: string, limit: number): Promise<Pick<ChatAttachmentRow, 'chat_nmbr' | 'filename'>[]> {
  return db
    .selectFrom('chat_attachments')
    .select(['chat_nmbr', 'filename'])
    .where('sent_at', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Deletes an attachment's row if it is still unsent and older than `cutoff`; answers whether this call deleted it. */
export async function deleteUnsentAttachment(db: DbOrTrx, chatNmbr: number, filename: string, cutoff: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_attachments')
    .where('chat_nmbr', '=', chatNmbr)
    .where('filename', '=', filename)
    .where('sent_at', 'is', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findAttachments(db: DbOrTrx, chatNmbr: number, filenames: readonly string[]): Promise<ChatAttachmentRow[]> {
  if (filenames.length === 0) return [];
  return db.selectFrom('chat_attachments').selectAll().where('chat_nmbr', '=', chatNmbr).where('filename', 'in', [...filenames]).execute();
}
