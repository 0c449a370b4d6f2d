import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { guestRentalApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Platform } from '../../platform/platform';
import { createPhotoStorage } from './photo-storage';
import { createRentalService } from './service';

/** /api/guest/reservation/current/bikerental. The literal /template segment wins over /{reservation_id} in the router. */
export async function registerRentalRoutes(app: FastifyInstance, { config, db, rentalPartner, uploads }: Platform): Promise<void> {
  // Damage photos are as large as chat attachments may be.
  const photos = createPhotoStorage(path.join(config.dataDir, 'rental-damage'), config.chatAttachmentMaxBytes);
  const rentals = createRentalService({ db, partner: rentalPartner.partner, photos, uploads });

  registerEndpoint(app, guestRentalApi.state, async ({ ctx, params }) => rentals.state(await ctx.guest(), params.reservation_id, ctx.now));
  registerEndpoint(app, guestRentalApi.command, async ({ ctx, params, body }) =>
    rentals.command(await ctx.guest(), params.reservation_id, body.rentalId, params.cmd, ctx.now),
  );
  registerEndpoint(app, guestRentalApi.checkGps, async ({ ctx, params, body }) => rentals.checkGps(await ctx.guest(), params.reservation_id, body.rentalId, ctx.now));
  registerEndpoint(app, guestRentalApi.beacon, async ({ ctx, params, body }) =>
    rentals.beacon(await ctx.guest(), params.reservation_id, body.rentalId, body.beaconId, ctx.now),
  );
  registerEndpoint(app, guestRentalApi.endRental, async ({ ctx, params }) => rentals.endRental(await ctx.guest(), params.reservation_id, params.rental_id, ctx.now));
  registerEndpoint(app, guestRentalApi.template, async ({ ctx, params, body }) => {
    await ctx.guest();
    return rentals.template(params.template, body?.language ?? 'en');
  });

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: the JSON routes above never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: photos.maxBytes, files: 1, fields: 1, parts: 2 } });
    registerEndpoint(scope, guestRentalApi.reportDamage, async ({ ctx, params, raw }) =>
      rentals.reportDamage(await ctx.guest(), params.reservation_id, params.rental_id, raw, ctx.now),
    );
  });
}
