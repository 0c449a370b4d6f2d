import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_BODY_LIMIT, managementAnnouncementApi, guestAnnouncementApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AnnouncementService } from './service';

/** /api/guest/announcement and management's /api/employee/announcement-admin. `/new` wins over /{nmbr} in the router. */
export function registerAnnouncementRoutes(app: FastifyInstance, announcements: AnnouncementService): void {
  registerEndpoint(app, guestAnnouncementApi.list, async ({ ctx, query }) => announcements.list(await ctx.guest(), query.lang));
  registerEndpoint(app, guestAnnouncementApi.new, async ({ ctx, query }) => announcements.unseen(await ctx.guest(), query.page, query.lang));
  registerEndpoint(app, guestAnnouncementApi.get, async ({ ctx, params, query }) => announcements.get(await ctx.guest(), params.nmbr, query.lang));
  registerEndpoint(app, guestAnnouncementApi.paragraphs, async ({ ctx, params, query }) =>
    announcements.paragraphs(await ctx.guest(), params.nmbr, query.lang),
  );
  registerEndpoint(app, guestAnnouncementApi.markAsRead, async ({ ctx, params, query }) =>
    announcements.markAsRead(await ctx.guest(), ctx.now, params.nmbr, query.lang),
  );

  const limits = { bodyLimit: ANNOUNCEMENT_BODY_LIMIT };
  registerEndpoint(app, managementAnnouncementApi.list, async ({ ctx, query }) => announcements.managedList(await ctx.staff(), query.location));
  registerEndpoint(app, managementAnnouncementApi.get, async ({ ctx, params, query }) =>
    announcements.managed(await ctx.staff(), query.location, params.nmbr),
  );
  registerEndpoint(
    app,
    managementAnnouncementApi.create,
    async ({ ctx, query, body }) => announcements.create(await ctx.staff(), ctx.now, query.location, body),
    limits,
  );
  registerEndpoint(
    app,
    managementAnnouncementApi.update,
    async ({ ctx, params, query, body }) => announcements.update(await ctx.staff(), ctx.now, query.location, params.nmbr, body),
    limits,
  );
  registerEndpoint(app, managementAnnouncementApi.publish, async ({ ctx, params, query }) =>
    announcements.setPublished(await ctx.staff(), ctx.now, query.location, params.nmbr, true),
  );
  registerEndpoint(app, managementAnnouncementApi.unpublish, async ({ ctx, params, query }) =>
    announcements.setPublished(await ctx.staff(), ctx.now, query.location, params.nmbr, false),
  );
  registerEndpoint(app, managementAnnouncementApi.delete, async ({ ctx, params, query }) =>
    announcements.remove(await ctx.staff(), query.location, params.nmbr),
  );
  registerEndpoint(app, managementAnnouncementApi.acceptances, async ({ ctx, params, query }) =>
    announcements.acceptances(await ctx.staff(), query.location, params.nmbr),
  );
}
