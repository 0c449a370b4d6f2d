import type { FastifyInstance } from 'fastify';
import { reservationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { InviteService } from './invite-service';
import type { ReservationService } from './service';

export function registerGuestReservationRoutes(app: FastifyInstance, reservations: ReservationService, invites: InviteService): void {
  registerEndpoint(app, reservationApi.current, async ({ auth }) => reservations.current(auth));
  registerEndpoint(app, reservationApi.list, async ({ auth }) => reservations.list(auth));
  registerEndpoint(app, reservationApi.byId, async ({ auth, params }) => reservations.byId(auth, params.id));
  registerEndpoint(app, reservationApi.check, async ({ auth, params }) =>
    reservations.check(auth, params.reservation, params.mode, params.checkValue),
  );
  registerEndpoint(app, reservationApi.sendInvite, async ({ auth, body }) => invites.send(auth, body.email));
  registerEndpoint(app, reservationApi.revokeInvite, async ({ auth, query }) => invites.revoke(auth, query.email));
  registerEndpoint(app, reservationApi.checkMail, async ({ auth, body }) => reservations.checkMail(auth, body.email));
  registerEndpoint(app, reservationApi.disableDemo, async ({ auth }) => reservations.disableDemo(auth));
  registerEndpoint(app, reservationApi.disableGuideRating, async ({ auth }) => reservations.disableGuideRating(auth));
  registerEndpoint(app, reservationApi.leaveGuide, async ({ auth }) => reservations.leaveGuide(auth));
}
