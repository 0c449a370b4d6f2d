import { randomBytes, randomUUID } from 'node:crypto';
import type { Webhook, WebhookCreateBody, WebhookCreated, WebhookDelivery, WebhookEvent } from '@stay/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { refusalOfUrl, type OutgoingGuardOptions } from '../../../platform/network/outgoing-request';
import { managedLocationOf } from '../management-location';
import { deleteWebhook, findDeliveriesOf, findWebhookAt, findWebhooksAt, insertWebhook, type WebhookDeliveryRow, type WebhookRow } from './repository';

const DELIVERY_LOG_LENGTH = 50;

const toWebhook = (row: WebhookRow): Webhook => ({ id: row.id, url: row.url, createdAt: row.created_at });

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event as WebhookEvent,
  createdAt: row.created_at,
  attempts: row.attempts,
  state: row.delivered_at !== null ? 'delivered' : row.next_attempt_at !== null ? 'pending' : 'failed',
  nextAttemptAt: row.next_attempt_at,
  lastAttemptAt: row.last_attempt_at,
  lastStatus: row.last_status,
  lastError: row.last_error,
});

/** Management's webhooks of their location. A URL is checked against the outgoing-request policy when it is registered. */
export function createWebhookService({ db, policy }: { db: Db; policy: OutgoingGuardOptions }) {
  async function requireWebhook(staff: StaffCaller, id: string): Promise<WebhookRow> {
    const row = await findWebhookAt(db, managedLocationOf(staff), id);
    if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
    return row;
  }

  return {
    async list(staff: StaffCaller): Promise<Webhook[]> {
      return (await findWebhooksAt(db, managedLocationOf(staff))).map(toWebhook);
    },

    async create(staff: StaffCaller, now: Date, body: WebhookCreateBody): Promise<WebhookCreated> {
      const locationId = managedLocationOf(staff);
      const refusal = await refusalOfUrl(body.url, policy);
      if (refusal !== undefined) throw new AppError('WEBHOOK_URL_REFUSED', `body.url: ${refusal}`);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row: WebhookRow = { id: randomUUID(), location_id: locationId, url: new URL(body.url).toString(), secret, created_by: staff.id, created_at: now.toISOString() };
      await insertWebhook(db, row);
      return { webhook: toWebhook(row), secret };
    },

    async remove(staff: StaffCaller, id: string): Promise<{ message: string }> {
      const row = await requireWebhook(staff, id);
      await db.transaction().execute((trx) => deleteWebhook(trx, row.id));
      return { message: 'Webhook removed' };
    },

    async deliveries(staff: StaffCaller, id: string): Promise<WebhookDelivery[]> {
      const row = await requireWebhook(staff, id);
      return (await findDeliveriesOf(db, row.id, DELIVERY_LOG_LENGTH)).map(toDelivery);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
