import type { AppLanguage, ProductGroup } from '@stay/contract';

/** Every catalogue query lives under ['catalogue', ...], per language (the server answers the texts in it). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: (lang: AppLanguage) => ['catalogue', lang, 'categories'] as const,
  products: (lang: AppLanguage, group: ProductGroup) => ['catalogue', lang, 'products', group] as const,
  product: (lang: AppLanguage, productkey: string) => ['catalogue', lang, 'product', productkey] as const,
};
