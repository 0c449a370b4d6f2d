import type { FastifyInstance } from 'fastify';
import { accountApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ReservationLinkService } from './reservation-link-service';
import type { AccountService } from './service';

export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService, links: ReservationLinkService): void {
  registerEndpoint(app, accountApi.exists, async ({ params }) => accounts.exists(params.email));
  registerEndpoint(app, accountApi.create, async ({ body }) => accounts.create(body));
  registerEndpoint(app, accountApi.linkReservation, async ({ auth, params, body }) => links.linkReservation(auth, params.id, body));
  registerEndpoint(app, accountApi.resetReservation, async ({ auth, params }) =>
    links.acceptInvite(auth, params.reservation, params.resetHash),
  );
}
