import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { catalogueAdminQueries } from './queries';

/** The location's shop categories, for management. */
export function useManagedCategories() {
  return useQuery(catalogueAdminQueries.categories(useHttp()));
}

/** The location's products (hidden included), for management. */
export function useManagedProducts() {
  return useQuery(catalogueAdminQueries.products(useHttp()));
}
