import type { Insertable, Selectable } from 'kysely';
import { compiledForKeys } from '../../../db/compiled-for-keys';
import type { DbOrTrx } from '../../../db/database';
import type { ChatRemindersTable } from '../../../db/tables/chat-reminders';

export type ChatReminderRow = Selectable<ChatRemindersTable>;

export async function insertReminder(db: DbOrTrx, reminder: Insertable<ChatRemindersTable>): Promise<void> {
  await db.insertInto('chat_reminders').values(reminder).execute();
}

export function findReminder(db: DbOrTrx, chatNmbr: number, id: string): Promise<ChatReminderRow | undefined> {
  return db.selectFrom('chat_reminders').selectAll().where('chat_nmbr', '=', chatNmbr).where('id', '=', id).executeTakeFirst();
}

export async function deleteReminder(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('chat_reminders').where('id', '=', id).execute();
}

const pendingRemindersOf = compiledForKeys((db, _fixed: [], chatNmbrs: number[]) =>
  db.selectFrom('chat_reminders').selectAll().where('chat_nmbr', 'in', chatNmbrs).where('fired_at', 'is', null).orderBy('remind_at'),
);

/** Pending reminders of these chats, each chat's soonest first. */
export async function findPendingReminders(db: DbOrTrx, chatNmbrs: readonly number[]): Promise<ChatReminderRow[]> {
  return chatNmbrs.length === 0 ? [] : pendingRemindersOf(db, [], chatNmbrs);
}

/** Reminders due at `now` that nobody has fired yet (the due index: fired_at, remind_at). */
export function findDueReminders(db: DbOrTrx, now: string, limit: number): Promise<ChatReminderRow[]> {
  return db
    .selectFrom('chat_reminders')
    .selectAll()
    .where('fired_at', 'is', null)
    .where('remind_at', '<=', now)
    .orderBy('remind_at')
    .limit(limit)
    .execute();
}

/**
 * Claims a due reminder for this instance: a conditional update that only one instance can win, so a reminder
 * fires once even with several instances polling.
 */
export async function claimReminder(db: DbOrTrx, id: string, instanceId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_reminders')
    .set({ fired_at: now, fired_by: instanceId })
    .where('id', '=', id)
    .where('fired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds the reminder, or moves an existing one with the same id to `remind_at` and makes it pending again. */
export async function upsertPendingReminder(db: DbOrTrx, reminder: Insertable<ChatRemindersTable>): Promise<void> {
  await db
    .insertInto('chat_reminders')
    .values(reminder)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ remind_at: reminder.remind_at, fired_at: null, fired_by: null }))
    .execute();
}
