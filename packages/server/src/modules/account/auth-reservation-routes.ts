import type { FastifyInstance } from 'fastify';
import { authReservationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ReservationLinkService } from './reservation-link-service';

export function registerAuthReservationRoutes(app: FastifyInstance, links: ReservationLinkService): void {
  registerEndpoint(app, authReservationApi.unlinkReservation, async ({ auth }) => links.unlinkReservation(auth));
}
