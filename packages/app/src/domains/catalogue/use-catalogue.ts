import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { type Product, type ProductGroup } from '@stay/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { catalogueKeys } from './catalogue-keys';
import { catalogueQueries } from './queries';

export function useCategories() {
  return useQuery(catalogueQueries.categories(useHttp(), useAppLanguage()));
}

export function useProducts(group: ProductGroup) {
  return useQuery(catalogueQueries.products(useHttp(), useAppLanguage(), group));
}

export function useProduct(productkey: string) {
  return useQuery({ ...catalogueQueries.product(useHttp(), useAppLanguage(), productkey), enabled: productkey !== '' });
}

/** Pull-to-refresh: the whole shop loaded again. */
export function useRefreshCatalogue(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

/** Featured products first, each part in the server's sort order. */
export function featuredFirst(products: readonly Product[]): Product[] {
  return [...products.filter((product) => product.featured), ...products.filter((product) => !product.featured)];
}

/** Several products by key (those of a cart's lines), from the cache when the guest has just looked at them. */
export function useProductsByKey(productkeys: readonly string[]): Map<string, Product> {
  const http = useHttp();
  const lang = useAppLanguage();
  const results = useQueries({ queries: [...new Set(productkeys)].map((productkey) => catalogueQueries.product(http, lang, productkey)) });
  const found = new Map<string, Product>();
  for (const result of results) if (result.data) found.set(result.data.productkey, result.data);
  return found;
}
