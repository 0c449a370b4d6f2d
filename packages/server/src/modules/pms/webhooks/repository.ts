import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database';

export type WebhookRow = Selectable<Database['webhooks']>;
export type WebhookDeliveryRow = Selectable<Database['webhook_deliveries']>;

export async function insertWebhook(db: DbOrTrx, row: WebhookRow): Promise<void> {
  await db.insertInto('webhooks').values(row).execute();
}

export function findWebhooksAt(db: DbOrTrx, locationId: string): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().where('location_id', '=', locationId).orderBy('created_at').orderBy('id').execute();
}

export function findWebhookAt(db: DbOrTrx, locationId: string, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('location_id', '=', locationId).where('id', '=', id).executeTakeFirst();
}

export function findWebhook(db: DbOrTrx, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteWebhook(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
  await db.deleteFrom('webhooks').where('id', '=', id).execute();
}

export async function insertDeliveries(db: DbOrTrx, rows: readonly Omit<WebhookDeliveryRow, 'attempts'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('webhook_deliveries').values(rows).execute();
}

export function findDeliveriesOf(db: DbOrTrx, webhookId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function findDelivery(db: DbOrTrx, id: string): Promise<WebhookDeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deliveries due at `now` that no instance holds, oldest first. */
export async function findDueDeliveryIds(db: DbOrTrx, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Holds a due delivery for this instance until `until`; false when another instance got it first. */
export async function claimDelivery(db: DbOrTrx, id: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordAttempt(
  db: DbOrTrx,
  id: string,
  attempt: { at: string; attempts: number; status: number | null; error: string | null; deliveredAt: string | null; nextAttemptAt: string | null },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: attempt.attempts,
      last_attempt_at: attempt.at,
      last_status: attempt.status,
      last_error: attempt.error,
      delivered_at: attempt.deliveredAt,
      next_attempt_at: attempt.nextAttemptAt,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}
