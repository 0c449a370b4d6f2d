import { guestCatalogueApi, type AppLanguage, type ProductGroup } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { catalogueKeys } from './catalogue-keys';

/** The shop changes when management edits it, rarely within a visit. */
const CATALOGUE_STALE_MS = 5 * 60_000;

/** The guest's shop reads. Screens show their own loading, empty and failed states, so they are silent. */
export const catalogueQueries = {
  /** GET /api/guest/webshopcategory: the location's categories in their order. */
  categories: (http: HttpClient, lang: AppLanguage) =>
    queryOptions({
      queryKey: catalogueKeys.categories(lang),
      queryFn: ({ signal }) => http.call(guestCatalogueApi.categories, { query: { lang }, signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** GET /api/guest/product?group=: the listed products of one group, in their sort order. */
  products: (http: HttpClient, lang: AppLanguage, group: ProductGroup) =>
    queryOptions({
      queryKey: catalogueKeys.products(lang, group),
      queryFn: ({ signal }) => http.call(guestCatalogueApi.products, { query: { lang, group }, signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** GET /api/guest/product/{productkey}: one product with its add-ons. */
  product: (http: HttpClient, lang: AppLanguage, productkey: string) =>
    queryOptions({
      queryKey: catalogueKeys.product(lang, productkey),
      queryFn: ({ signal }) => http.call(guestCatalogueApi.product, { params: { productkey }, query: { lang }, signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
};
