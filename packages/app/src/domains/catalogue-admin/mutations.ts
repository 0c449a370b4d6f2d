import {
  PRODUCT_PHOTO_FIELD,
  fillPath,
  managedProductSchema,
  managementCatalogueApi,
  type CategoryCreateBodyInput,
  type ManagedCategory,
  type ManagedProduct,
  type ProductCreateBodyInput,
  type ProductUpdateBodyInput,
} from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PHOTO_COMPRESSION, compressImage } from '@/lib/images/compress-image';
import { authorizedFetch } from '@/lib/http/authorized-fetch';
import { HttpError } from '@/lib/http/http-error';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';
import { catalogueAdminKeys } from './queries';

/** A product to save: `productkey` of an existing product updates it, otherwise `create` makes a new one. */
export type SaveProductInput = { kind: 'create'; body: ProductCreateBodyInput } | { kind: 'update'; productkey: string; body: ProductUpdateBodyInput };

/** Puts a saved product into the list at once; the list and the category counts are fetched again for the server's order. */
function putProduct(queryClient: QueryClient, saved: ManagedProduct) {
  queryClient.setQueryData<ManagedProduct[]>(catalogueAdminKeys.products, (products) =>
    products ? [...products.filter((product) => product.productkey !== saved.productkey), saved] : products,
  );
  void queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all });
}

/**
 * POST /api/employee/product (create) or /api/employee/product/{productkey} (update). Silent: the form shows a failure
 * beside its Save button (a taken key beside the key field).
 */
export function useSaveProduct() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProductInput) =>
      input.kind === 'create'
        ? http.call(managementCatalogueApi.createProduct, { body: input.body, silentErrors: true })
        : http.call(managementCatalogueApi.updateProduct, { params: { productkey: input.productkey }, query: {}, body: input.body, silentErrors: true }),
    onSuccess: (saved) => putProduct(queryClient, saved),
  });
}

/**
 * POST /api/employee/product/{productkey}/photo as multipart (field "file"): the photo compressed as chat photos are;
 * the server sniffs, re-encodes and sizes it, and answers the product with the photo as its img. Failures are not
 * shown here: the form reports them.
 */
export function useUploadProductPhoto() {
  const services = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productkey, photo }: { productkey: string; photo: File }): Promise<ManagedProduct> => {
      const upload = await compressImage(photo, PHOTO_COMPRESSION);
      const form = new FormData();
      form.append(PRODUCT_PHOTO_FIELD, upload, upload.name);
      const path = fillPath(managementCatalogueApi.uploadProductPhoto.path, { productkey });
      const response = await authorizedFetch(services, path, { method: 'POST', body: form });
      const parsed = managedProductSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new HttpError(response.status, 'INVALID_RESPONSE', 'The product photo answer does not match the contract', false);
      return parsed.data;
    },
    onSuccess: (saved) => putProduct(queryClient, saved),
  });
}

/** Hides a product from the shop or lists it again (POST /api/employee/product/{productkey} with `hide`). */
export function useSetProductHidden() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productkey, hide }: { productkey: string; hide: boolean }) =>
      http.call(managementCatalogueApi.updateProduct, { params: { productkey }, query: {}, body: { hide } }),
    onSuccess: (saved) => putProduct(queryClient, saved),
  });
}

/** POST /api/employee/webshopcategory: a new category, last in the order. Silent: its form shows a failure. */
export function useCreateCategory() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCreateBodyInput) => http.call(managementCatalogueApi.createCategory, { body, silentErrors: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ManagedCategory[]>(catalogueAdminKeys.categories, (categories) => (categories ? [...categories, saved] : categories));
      void queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.categories });
    },
  });
}
