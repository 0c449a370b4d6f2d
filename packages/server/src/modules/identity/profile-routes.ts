import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_AVATAR_MAX_BYTES, authApi, staffProfileApi, guestProfileApi, publicProfileImageApi } from '@stay/contract';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from '../../http/send-stored-file';
import type { ProfileImageStorage } from './profile-image-storage';
import type { ProfileService } from './profile-service';

/** A year: a picture's name changes with every upload, so a cached copy never goes stale. */
const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The caller's own profile: a guest's guest data, a staff member's staff member data; changes, newsletter and picture. */
export async function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService, images: ProfileImageStorage): Promise<void> {
  registerEndpoint(app, guestProfileApi.get, async ({ ctx }) => {
    const guest = (await ctx.caller()).identity.guest;
    if (!guest) throw new AppError('SESSION_NOT_FOUND');
    return guest;
  });
  registerEndpoint(app, staffProfileApi.get, async ({ ctx }) => {
    const staff = (await ctx.caller()).identity.employee;
    if (!staff) throw new AppError('SESSION_NOT_FOUND');
    return staff;
  });
  registerEndpoint(app, guestProfileApi.update, async ({ ctx, body }) => profiles.updateGuest(await ctx.guest(), body));
  registerEndpoint(app, staffProfileApi.update, async ({ ctx, body }) => profiles.updateStaff(await ctx.staff(), body));
  registerEndpoint(app, authApi.newsletterSubscribe, async ({ ctx }) => profiles.setNewsletter(await ctx.caller(), true));
  registerEndpoint(app, authApi.newsletterUnsubscribe, async ({ ctx }) => profiles.setNewsletter(await ctx.caller(), false));

  registerEndpoint(app, publicProfileImageApi.get, async ({ params }, reply) => {
    return sendStoredFile(reply, await images.open(params.filename), { contentType: 'image/webp', cacheControl: IMAGE_CACHE_CONTROL });
  });

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: JSON routes elsewhere never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: PROFILE_AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    registerEndpoint(scope, guestProfileApi.avatar, async ({ ctx, raw }) => profiles.uploadGuestAvatar(await ctx.guest(), raw, ctx.now), {
      bodyLimit: PROFILE_AVATAR_MAX_BYTES + 64 * 1024,
    });
    registerEndpoint(scope, staffProfileApi.avatar, async ({ ctx, raw }) => profiles.uploadStaffAvatar(await ctx.staff(), raw, ctx.now), {
      bodyLimit: PROFILE_AVATAR_MAX_BYTES + 64 * 1024,
    });
  });
}
