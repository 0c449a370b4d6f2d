import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_PHOTO_MAX_BYTES, guestCatalogueApi, managementCatalogueApi, publicProductPhotoApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from '../../http/send-stored-file';
import type { ProductPhotoService } from './photo-service';
import type { ProductPhotoStorage } from './product-photo-storage';
import type { CatalogueService } from './service';

/** A year, shared caches included: a photo's name changes with every upload, and what the shop shows is no secret. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * /api/guest/webshopcategory, /api/guest/product, management's /api/employee/product and /webshopcategory, and the
 * product photos.
 */
export async function registerCatalogueRoutes(
  app: FastifyInstance,
  { catalogue, photoUploads, photos }: { catalogue: CatalogueService; photoUploads: ProductPhotoService; photos: ProductPhotoStorage },
): Promise<void> {
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

  registerEndpoint(app, publicProductPhotoApi.get, async ({ params }, reply) => {
    return sendStoredFile(reply, await photos.open(params.filename), { contentType: 'image/webp', cacheControl: PHOTO_CACHE_CONTROL });
  });

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: JSON routes elsewhere never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    registerEndpoint(
      scope,
      managementCatalogueApi.uploadProductPhoto,
      async ({ ctx, raw, params, query }) => photoUploads.upload(await ctx.staff(), raw, ctx.now, query.location, params.productkey),
      { bodyLimit: PRODUCT_PHOTO_MAX_BYTES + 64 * 1024 },
    );
  });
}
