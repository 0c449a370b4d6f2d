import { managementCatalogueApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every management catalogue query lives under ['catalogue-admin', ...], so a change or a pull-to-refresh reaches them all. */
export const catalogueAdminKeys = {
  all: ['catalogue-admin'] as const,
  categories: ['catalogue-admin', 'categories'] as const,
  products: ['catalogue-admin', 'products'] as const,
};

/** Management's catalogue reads (the caller's location). The screen shows its own loading and failed states: silent. */
export const catalogueAdminQueries = {
  /** GET /api/employee/webshopcategory: the categories in their order, both languages. */
  categories: (http: HttpClient) =>
    queryOptions({
      queryKey: catalogueAdminKeys.categories,
      queryFn: ({ signal }) => http.call(managementCatalogueApi.categories, { signal, silentErrors: true }),
    }),
  /** GET /api/employee/product: every product, hidden ones included. */
  products: (http: HttpClient) =>
    queryOptions({
      queryKey: catalogueAdminKeys.products,
      queryFn: ({ signal }) => http.call(managementCatalogueApi.products, { signal, silentErrors: true }),
    }),
};
