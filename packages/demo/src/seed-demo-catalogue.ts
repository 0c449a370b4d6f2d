import { DEFAULT_DELIVERY_TIME, productImagePath } from '@stay/contract';
import {
  type Db,
  findCatalogueCategories,
  insertCatalogueCategory,
  insertCatalogueProduct,
  locationExists,
  productKeyExists,
  replaceProductOptions,
} from '@stay/server/seeding';
import { DEMO_LOCATION } from './demo-data';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './seed-demo-catalogue-data';

/** A description with the product's own delivery time where it names it (`{deliveryTime}`). */
const describedWithTime = (text: string, product: DemoProduct): string => text.replaceAll('{deliveryTime}', product.deliveryTime ?? DEFAULT_DELIVERY_TIME);

export interface SeedDemoCatalogueOptions {
  now?: Date;
  log?: (line: string) => void;
  /** The locations to stock; the demo location by default. */
  locationIds?: readonly string[];
}

/**
 * The demo park's shop: categories Services, Food & drinks and Bikes with their products, images and texts in Dutch, German and French.
 * Idempotent: a category or product that is already there (by its key) is left as it is, edits included.
 */
export async function seedDemoCatalogue(db: Db, options: SeedDemoCatalogueOptions = {}): Promise<{ categories: number; products: number }> {
  const now = (options.now ?? new Date()).toISOString();
  const log = options.log ?? console.log;
  const counts = { categories: 0, products: 0 };
  for (const locationId of options.locationIds ?? [DEMO_LOCATION.id]) {
    if (!(await locationExists(db, locationId))) {
      log(`Demo shop: skipped ${locationId} (no such location; seed the demo data first)`);
      continue;
    }
    await db.transaction().execute(async (trx) => {
      const existing = new Set((await findCatalogueCategories(trx, locationId)).map((category) => category.id));
      const categoryId = (key: string) => `${locationId}-shop-${key}`;
      for (const [index, category] of DEMO_CATEGORIES.entries()) {
        if (existing.has(categoryId(category.key))) continue;
        await insertCatalogueCategory(
          trx,
          {
            id: categoryId(category.key),
            locationId,
            name: category.name,
            nameNl: category.nameNl,
            nameDe: category.nameDe,
            nameFr: category.nameFr,
            group: category.key,
            icon: category.icon,
            sortOrder: index,
          },
          now,
        );
        counts.categories += 1;
      }
      for (const [index, product] of DEMO_PRODUCTS.entries()) {
        if (await productKeyExists(trx, locationId, product.productkey)) continue;
        const id = `${locationId}-product-${product.productkey}`;
        await insertCatalogueProduct(
          trx,
          {
            id,
            location_id: locationId,
            productkey: product.productkey,
            category_id: categoryId(product.category),
            name: product.name,
            name_nl: product.nameNl,
            name_de: product.nameDe,
            name_fr: product.nameFr,
            description: describedWithTime(product.description, product),
            description_nl: describedWithTime(product.descriptionNl, product),
            description_de: describedWithTime(product.descriptionDe, product),
            description_fr: describedWithTime(product.descriptionFr, product),
            img: productImagePath(product.image),
            price_cents: product.priceCents,
            vat_rate: product.vatRate,
            unit: product.unit ?? 'PIECE',
            disable_amount: product.disableAmount ? 1 : 0,
            capacity: product.capacity ?? null,
            delivery_time: product.deliveryTime ?? null,
            featured: product.featured ? 1 : 0,
            hidden: 0,
            sort_order: index,
          },
          now,
        );
        await replaceProductOptions(trx, id, product.options ?? []);
        counts.products += 1;
      }
    });
  }
  log(`Demo shop: ${counts.categories} categories, ${counts.products} products`);
  return counts;
}
