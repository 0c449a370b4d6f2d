/**
 * The shop of each location: categories, products (prices in cents incl. VAT, VAT rate, unit, capacity per day)
 * and their add-ons; guests read it, management edits it. Owns `webshop_categories`, `products` and `product_options`.
 */
import type { AppModule } from '../../http/app-module';
import { registerCatalogueRoutes } from './routes';
import { createCatalogueService } from './service';

export const catalogueModule: AppModule = {
  name: 'catalogue',
  register(app, { db }) {
    registerCatalogueRoutes(app, createCatalogueService({ db }));
  },
};

export { findSellableProducts } from './sellable';
export {
  findCategories as findCatalogueCategories,
  insertCategory as insertCatalogueCategory,
  insertProduct as insertCatalogueProduct,
  productKeyExists,
  replaceOptions as replaceProductOptions,
} from './repository';
export { catalogueBulkTables } from './bulk-tables';
