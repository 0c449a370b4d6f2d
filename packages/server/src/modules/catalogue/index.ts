/**
 * The shop of each location: categories, products (prices in cents incl. VAT, VAT rate, unit, capacity per day)
 * and their add-ons, with management's product photos (files under DATA_DIR/product-photos); guests read it,
 * management edits it. Owns `webshop_categories`, `products` and `product_options`.
 */
import type { AppModule } from '../../http/app-module';
import { createProductPhotoService } from './photo-service';
import { createProductPhotoStorage, productPhotosRoot } from './product-photo-storage';
import { registerCatalogueRoutes } from './routes';
import { createCatalogueService } from './service';

export const catalogueModule: AppModule = {
  name: 'catalogue',
  async register(app, { db, config, uploads }) {
    const photos = createProductPhotoStorage(productPhotosRoot(config.dataDir));
    const catalogue = createCatalogueService({ db, photos });
    await registerCatalogueRoutes(app, { catalogue, photoUploads: createProductPhotoService({ db, photos, uploads, catalogue }), photos });
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
