import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { PushSubscriptionsTable } from '../../db/tables/push-subscriptions';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** Files the endpoint under the user: a new row, or the existing endpoint's row moved to them with fresh keys. */
export async function upsertSubscription(db: DbOrTrx, row: PushSubscriptionRow): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        external_user_id: row.external_user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        user_agent: row.user_agent,
        session_id: row.session_id,
        created_at: row.created_at,
        last_success_at: null,
      }),
    )
    .execute();
}

export function findSubscriptionsOf(db: DbOrTrx, externalUserId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('external_user_id', '=', externalUserId).orderBy('created_at').execute();
}

export async function deleteSubscriptionOf(db: DbOrTrx, externalUserId: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('external_user_id', '=', externalUserId).where('endpoint', '=', endpoint).execute();
}

export async function deleteSubscriptionsOf(db: DbOrTrx, externalUserId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('external_user_id', '=', externalUserId).execute();
}

export async function deleteSubscriptionsOfSessions(db: DbOrTrx, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('session_id', 'in', [...sessionIds]).execute();
}

export async function deleteSubscription(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSubscriptionSuccess(db: DbOrTrx, id: string, at: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', '=', id).execute();
}
