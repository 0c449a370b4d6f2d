/**
 * The connection to a location's property-management system: the API keys management creates, the reservation sync
 * API the PMS writes its reservations through (by its own id, idempotently), and the webhooks that tell it what
 * happened (an order placed, a complaint filed, a guest checked in), signed and retried from a durable outbox. Owns
 * `pms_api_keys`, `pms_reservations`, `webhooks` and `webhook_deliveries`; reservations are written through the
 * reservation and suite modules.
 */
import type { AppModule } from '../../http/app-module';
import { allowEveryAddress } from '../../platform/network/outgoing-request';
import { registerApiKeyRoutes } from './api-keys/routes';
import { createApiKeyService } from './api-keys/service';
import { registerPmsSyncRoutes } from './sync/routes';
import { createPmsSyncService } from './sync/service';
import { registerWebhookRoutes } from './webhooks/routes';
import { createWebhookService } from './webhooks/service';
import { queueWebhookEvent } from './webhooks/queue';

export const pmsModule: AppModule = {
  name: 'pms',
  register(app, { db, realtime, config, arrivals }) {
    arrivals.onCheckedIn((trx, arrival) =>
      queueWebhookEvent(trx, arrival.locationId, 'guest.checked_in', { reservationId: arrival.reservationId, suite: arrival.suiteName, checkedInAt: arrival.at.toISOString() }, arrival.at),
    );
    registerApiKeyRoutes(app, createApiKeyService({ db }));
    registerPmsSyncRoutes(app, createPmsSyncService({ db, realtime }), { db, requestsPerMinute: config.pms.requestsPerMinute });
    registerWebhookRoutes(app, createWebhookService({ db, policy: config.pms.webhookAllowLocalAddresses ? { isAllowedAddress: allowEveryAddress } : {} }));
  },
};

export { queueWebhookEvent, type WebhookEventData } from './webhooks/queue';
export { startWebhookDeliveryJob } from './webhooks/delivery-job';
