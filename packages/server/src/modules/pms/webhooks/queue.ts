import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { findReservationById } from '../../reservation';
import { findPmsReservationOf } from '../sync/repository';
import { findWebhooksAt, insertDeliveries } from './repository';

/** What an event is about: its reservation (named in every event), and the event's own facts. */
export interface WebhookEventData {
  reservationId: string;
  [fact: string]: unknown;
}

/**
 * Queues an event for every webhook of the location, in the caller's transaction: the event is sent only if what it
 * reports was committed, and survives a restart (the delivery job sends it). Each receiver gets
 * `{ id, type, createdAt, locationId, reservation: { id, reservationNumber, externalId }, data }`; `externalId` is the
 * PMS's own id of the reservation (null for one the PMS did not send).
 */
export async function queueWebhookEvent(trx: DbOrTrx, locationId: string, event: WebhookEvent, data: WebhookEventData, now: Date): Promise<void> {
  const webhooks = await findWebhooksAt(trx, locationId);
  if (webhooks.length === 0) return;
  const [reservation, pms] = await Promise.all([findReservationById(trx, data.reservationId), findPmsReservationOf(trx, data.reservationId)]);
  const at = now.toISOString();
  const { reservationId, ...facts } = data;
  const payload = JSON.stringify({
    id: randomUUID(),
    type: event,
    createdAt: at,
    locationId,
    reservation: { id: reservationId, reservationNumber: reservation?.reservation_number ?? null, externalId: pms?.external_id ?? null },
    data: facts,
  });
  await insertDeliveries(
    trx,
    webhooks.map((webhook) => ({
      id: randomUUID(),
      webhook_id: webhook.id,
      event,
      payload,
      created_at: at,
      next_attempt_at: at,
      claimed_until: null,
      delivered_at: null,
      last_attempt_at: null,
      last_status: null,
      last_error: null,
    })),
  );
}
