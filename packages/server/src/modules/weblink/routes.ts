import type { FastifyInstance } from 'fastify';
import { employeeLocationApi, guestWeblinkApi, weblinkApi, weblinkCategoryApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { WeblinkService } from './service';

/**
 * /api/employee/weblink, /api/employee/weblink-category, /api/employee/location and /api/guest/weblink. Literal
 * segments (/create, /asset, /faq, /gem) win over /{_id} in the router.
 */
export function registerWeblinkRoutes(app: FastifyInstance, weblinks: WeblinkService): void {
  registerEndpoint(app, weblinkApi.get, async ({ ctx, params }) => weblinks.get(await ctx.staff(), params._id));
  registerEndpoint(app, weblinkApi.byCategory, async ({ ctx, params }) => weblinks.byCategory(await ctx.staff(), params.catId));
  registerEndpoint(app, weblinkApi.byAsset, async ({ ctx, params, query }) => weblinks.byAsset(await ctx.staff(), params.assetcode, query));
  registerEndpoint(app, weblinkApi.assets, async ({ ctx, query }) => weblinks.assets(await ctx.staff(), query));
  registerEndpoint(app, weblinkApi.create, async ({ ctx, body }) => weblinks.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, weblinkApi.update, async ({ ctx, params, body }) => weblinks.update(await ctx.staff(), ctx.now, params._id, body));
  registerEndpoint(app, weblinkApi.logShare, async ({ ctx, params }) => weblinks.logShare(await ctx.staff(), ctx.now, params._id, params.index));
  registerEndpoint(app, weblinkApi.remove, async ({ ctx, params }) => weblinks.remove(await ctx.staff(), params._id));

  registerEndpoint(app, weblinkCategoryApi.list, async ({ ctx, query }) => weblinks.categories(await ctx.staff(), query));
  registerEndpoint(app, weblinkCategoryApi.faq, async ({ ctx, query }) => weblinks.categoriesOfKind(await ctx.staff(), 'faq', query));
  registerEndpoint(app, weblinkCategoryApi.gem, async ({ ctx, query }) => weblinks.categoriesOfKind(await ctx.staff(), 'gem', query));
  registerEndpoint(app, weblinkCategoryApi.get, async ({ ctx, params }) => weblinks.category(await ctx.staff(), params._id));
  registerEndpoint(app, weblinkCategoryApi.create, async ({ ctx, body }) => weblinks.createCategory(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, weblinkCategoryApi.update, async ({ ctx, params, body }) =>
    weblinks.updateCategory(await ctx.staff(), ctx.now, params._id, body),
  );
  registerEndpoint(app, weblinkCategoryApi.remove, async ({ ctx, params }) => weblinks.removeCategory(await ctx.staff(), params._id));

  registerEndpoint(app, employeeLocationApi.current, async ({ ctx, query }) => weblinks.currentLocation(await ctx.staff(), query.location));
  registerEndpoint(app, employeeLocationApi.addWeblink, async ({ ctx, params, body }) =>
    weblinks.addToLocation(await ctx.staff(), ctx.now, params.location, body),
  );
  registerEndpoint(app, employeeLocationApi.updateWeblink, async ({ ctx, params, body }) =>
    weblinks.update(await ctx.staff(), ctx.now, params._id, body),
  );
  registerEndpoint(app, employeeLocationApi.removeWeblink, async ({ ctx, params }) => weblinks.remove(await ctx.staff(), params._id));

  registerEndpoint(app, guestWeblinkApi.list, async ({ ctx, query }) => weblinks.guest(await ctx.guest(), query.lang));
}
