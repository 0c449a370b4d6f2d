import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { NotificationOutboxTable } from '../../db/tables/notification-outbox';

export async function insertNotification(db: DbOrTrx, notification: Insertable<NotificationOutboxTable>): Promise<void> {
  await db.insertInto('notification_outbox').values(notification).execute();
}
