import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_AVATAR_MAX_BYTES, staffGuideProfileApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { GuideProfileService } from './guide-profile-service';

/** Guide profiles for their editors: the guide themselves and management (see GuideProfileService). */
export async function registerGuideProfileRoutes(app: FastifyInstance, guides: GuideProfileService): Promise<void> {
  registerEndpoint(app, staffGuideProfileApi.list, async ({ ctx }) => guides.list(await ctx.staff()));
  registerEndpoint(app, staffGuideProfileApi.get, async ({ ctx, params }) => guides.get(await ctx.staff(), params._id));
  registerEndpoint(app, staffGuideProfileApi.update, async ({ ctx, params, body }) => guides.update(await ctx.staff(), params._id, body));

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: JSON routes elsewhere never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: PROFILE_AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    registerEndpoint(scope, staffGuideProfileApi.photo, async ({ ctx, params, raw }) => guides.uploadPhoto(await ctx.staff(), params._id, raw, ctx.now), {
      bodyLimit: PROFILE_AVATAR_MAX_BYTES + 64 * 1024,
    });
  });
}
