import type { CatalogueLanguage, ProductGroup } from '@stay/contract';

/** Every catalogue query lives under ['catalogue', ...], per language (the server answers the texts in it). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: (lang: CatalogueLanguage) => ['catalogue', lang, 'categories'] as const,
  products: (lang: CatalogueLanguage, group: ProductGroup) => ['catalogue', lang, 'products', group] as const,
  product: (lang: CatalogueLanguage, productkey: string) => ['catalogue', lang, 'product', productkey] as const,
};
