import type { FastifyInstance } from 'fastify';
import { staffLocationApi, guestWeblinkApi, staffWeblinkApi, staffWeblinkCategoryApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { WeblinkService } from './service';

/**
 * /api/employee/weblink, /api/employee/weblink-category, /api/employee/location and /api/guest/weblink. Literal
 * segments (/create, /asset, /faq, /gem) win over /{_id} in the router.
 */
export function registerWeblinkRoutes(app: FastifyInstance, weblinks: WeblinkService): void {
  registerEndpoint(app, staffWeblinkApi.get, async ({ ctx, params }) => weblinks.get(await ctx.staff(), params._id));
  registerEndpoint(app, staffWeblinkApi.byCategory, async ({ ctx, params }) => weblinks.byCategory(await ctx.staff(), params.catId));
  registerEndpoint(app, staffWeblinkApi.byAsset, async ({ ctx, params, query }) => weblinks.byAsset(await ctx.staff(), params.assetcode, query));
  registerEndpoint(app, staffWeblinkApi.assets, async ({ ctx, query }) => weblinks.assets(await ctx.staff(), query));
  registerEndpoint(app, staffWeblinkApi.create, async ({ ctx, body }) => weblinks.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, staffWeblinkApi.update, async ({ ctx, params, body }) => weblinks.update(await ctx.staff(), ctx.now, params._id, body));
  registerEndpoint(app, staffWeblinkApi.logShare, async ({ ctx, params }) => weblinks.logShare(await ctx.staff(), ctx.now, params._id, params.index));
  registerEndpoint(app, staffWeblinkApi.remove, async ({ ctx, params }) => weblinks.remove(await ctx.staff(), params._id));

  registerEndpoint(app, staffWeblinkCategoryApi.list, async ({ ctx, query }) => weblinks.categories(await ctx.staff(), query));
  registerEndpoint(app, staffWeblinkCategoryApi.faq, async ({ ctx, query }) => weblinks.categoriesOfKind(await ctx.staff(), 'faq', query));
  registerEndpoint(app, staffWeblinkCategoryApi.gem, async ({ ctx, query }) => weblinks.categoriesOfKind(await ctx.staff(), 'gem', query));
  registerEndpoint(app, staffWeblinkCategoryApi.get, async ({ ctx, params }) => weblinks.category(await ctx.staff(), params._id));
  registerEndpoint(app, staffWeblinkCategoryApi.create, async ({ ctx, body }) => weblinks.createCategory(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, staffWeblinkCategoryApi.update, async ({ ctx, params, body }) =>
    weblinks.updateCategory(await ctx.staff(), ctx.now, params._id, body),
  );
  registerEndpoint(app, staffWeblinkCategoryApi.remove, async ({ ctx, params }) => weblinks.removeCategory(await ctx.staff(), params._id));

  registerEndpoint(app, staffLocationApi.current, async ({ ctx, query }) => weblinks.currentLocation(await ctx.staff(), query.location));
  registerEndpoint(app, staffLocationApi.addWeblink, async ({ ctx, params, body }) =>
    weblinks.addToLocation(await ctx.staff(), ctx.now, params.location, body),
  );
  registerEndpoint(app, staffLocationApi.updateWeblink, async ({ ctx, params, body }) =>
    weblinks.update(await ctx.staff(), ctx.now, params._id, body),
  );
  registerEndpoint(app, staffLocationApi.removeWeblink, async ({ ctx, params }) => weblinks.remove(await ctx.staff(), params._id));

  registerEndpoint(app, guestWeblinkApi.list, async ({ ctx, query }) => weblinks.guest(await ctx.guest(), query.lang));
}
