import type { FastifyInstance } from 'fastify';
import { guestCatalogueApi, managementCatalogueApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { CatalogueService } from './service';

/** /api/guest/webshopcategory, /api/guest/product and management's /api/employee/product and /webshopcategory. */
export function registerCatalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  registerEndpoint(app, guestCatalogueApi.categories, async ({ ctx, query }) => catalogue.categories(await ctx.guest(), query.lang), { cacheReply: true });
  registerEndpoint(app, guestCatalogueApi.products, async ({ ctx, query }) => catalogue.products(await ctx.guest(), query), { cacheReply: true });
  registerEndpoint(app, guestCatalogueApi.product, async ({ ctx, params, query }) =>
    catalogue.product(await ctx.guest(), params.productkey, query.lang),
  );

  registerEndpoint(app, managementCatalogueApi.categories, async ({ ctx, query }) =>
    catalogue.managedCategories(await ctx.staff(), query.location),
  );
  registerEndpoint(app, managementCatalogueApi.createCategory, async ({ ctx, query, body }) =>
    catalogue.createCategory(await ctx.staff(), ctx.now, query.location, body),
  );
  registerEndpoint(app, managementCatalogueApi.updateCategory, async ({ ctx, params, query, body }) =>
    catalogue.updateCategory(await ctx.staff(), ctx.now, query.location, params._id, body),
  );
  registerEndpoint(app, managementCatalogueApi.products, async ({ ctx, query }) =>
    catalogue.managedProducts(await ctx.staff(), query.location, query.category),
  );
  registerEndpoint(app, managementCatalogueApi.product, async ({ ctx, params, query }) =>
    catalogue.managedProduct(await ctx.staff(), query.location, params.productkey),
  );
  registerEndpoint(app, managementCatalogueApi.createProduct, async ({ ctx, query, body }) =>
    catalogue.createProduct(await ctx.staff(), ctx.now, query.location, body),
  );
  registerEndpoint(app, managementCatalogueApi.updateProduct, async ({ ctx, params, query, body }) =>
    catalogue.updateProduct(await ctx.staff(), ctx.now, query.location, params.productkey, body),
  );
}
