import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { NotificationOutboxTable } from '../../db/tables/notification-outbox';

export async function insertNotification(db: DbOrTrx, notification: Insertable<NotificationOutboxTable>): Promise<void> {
  await db.insertInto('notification_outbox').values(notification).execute();
}

/** A push service accepted the notification for at least one of the recipient's browsers. */
export async function markNotificationSent(db: DbOrTrx, id: string, at: string): Promise<void> {
  await db.updateTable('notification_outbox').set({ sent_at: at }).where('id', '=', id).execute();
}

/** Notifications written since `since` for Web Push that no push service accepted yet (the partial index of unsent rows). */
export async function countUnsentNotifications(db: DbOrTrx, since: string): Promise<number> {
  const row = await db
    .selectFrom('notification_outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('sent_at', 'is', null)
    .where('created_at', '>=', since)
    .where('transport', '=', 'webpush')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
