import type { StayUpdateReason } from '@stay/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimePublisher } from '../../platform/realtime/plugin';

/** Tells the location's staff (and the stay's guests, when named) that a booking's day changed. Best effort. */
export function createStayEvents(realtime: RealtimePublisher, log: FastifyBaseLogger) {
  return {
    async updated(
      reason: StayUpdateReason,
      place: { locationId: string | null; reservationId: string | null; suiteId: string | null; guestIds?: readonly string[] },
    ): Promise<void> {
      try {
        await realtime.publish({
          audience: { locationStaff: { locationId: place.locationId }, guestIds: place.guestIds ?? [] },
          event: { type: 'stay.updated', reason, reservationId: place.reservationId, suiteId: place.suiteId },
        });
      } catch (error) {
        log.error({ err: error }, 'Stay update event failed');
      }
    },
  };
}

export type StayEvents = ReturnType<typeof createStayEvents>;
