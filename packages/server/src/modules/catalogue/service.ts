import { randomUUID } from 'node:crypto';
import {
  centsFromEuros,
  productPhotoFilenameOf,
  type AppLanguage,
  type CategoryCreateBody,
  type CategoryUpdateBody,
  type ManagedCategory,
  type ManagedProduct,
  type Product,
  type ProductCreateBody,
  type ProductListQuery,
  type ProductOptionBody,
  type ProductUpdateBody,
  type CatalogueCategory,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { keptRead } from '../../db/kept-reads';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import {
  countProductsByCategory,
  findCategories,
  findCategory,
  findOptions,
  findProduct,
  findProducts,
  insertCategory,
  insertProduct,
  nextCategoryOrder,
  nextProductOrder,
  productKeyExists,
  replaceOptions,
  updateCategory,
  updateProduct,
  type CategoryRow,
  type NewOption,
  type ProductColumns,
  type ProductRow,
} from './repository';
import { locationContentLanguage } from '../locations';
import { managedLocation } from './managed-location';
import type { ProductPhotoStorage } from './product-photo-storage';
import { toCategory, toManagedCategory, toManagedProduct, toProduct } from './to-wire';

const toNewOptions = (options: readonly ProductOptionBody[]): NewOption[] =>
  options.map((option) => ({
    optionkey: option.productkey,
    name: option.productname,
    nameNl: option.productnameNl,
    nameDe: option.productnameDe,
    nameFr: option.productnameFr,
    priceCents: centsFromEuros(option.price),
  }));

/** The guest's shop is that of their current reservation's location. */
function guestLocation(guest: GuestCaller): string {
  if (guest.reservationId === null || guest.locationId === null) throw new AppError('RESERVATION_NOT_FOUND');
  return guest.locationId;
}

/** Unique-constraint violations of both dialects (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A capacity counts bikes per day: only products per day have one. */
function checkCapacity(unit: string, capacity: number | null): void {
  if (capacity !== null && unit !== 'DAY') throw new AppError('INVALID_INPUT', 'body.capacity: a capacity is for products per day');
}

/**
 * A change's `img` may keep the product's own uploaded photo or name a drawing; another photo's path is refused
 * (photos come through the upload, so one location never shows another's).
 */
function checkImageChange(img: string | undefined, current: string): void {
  if (img === undefined || img === current || productPhotoFilenameOf(img) === null) return;
  throw new AppError('INVALID_INPUT', "body.img: a bundled drawing or the product's own photo; upload a new photo to the product");
}

export function createCatalogueService({ db, photos }: { db: Db; photos: ProductPhotoStorage }) {
  async function withOptions(rows: ProductRow[]) {
    const options = await findOptions(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ row, options: options.get(row.id) ?? [] }));
  }

  async function requireCategory(trx: DbOrTrx, locationId: string, id: string): Promise<CategoryRow> {
    const category = await findCategory(trx, locationId, id);
    if (!category) throw new AppError('CATEGORY_NOT_FOUND');
    return category;
  }

  async function requireProduct(trx: DbOrTrx, locationId: string, productkey: string): Promise<ProductRow> {
    const product = await findProduct(trx, locationId, productkey);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    return product;
  }

  async function managedProduct(locationId: string, productkey: string): Promise<ManagedProduct> {
    const row = await requireProduct(db, locationId, productkey);
    const [entry] = await withOptions([row]);
    return toManagedProduct(entry!.row, entry!.options);
  }

  async function managedCategory(locationId: string, id: string): Promise<ManagedCategory> {
    const row = await requireCategory(db, locationId, id);
    const counts = await countProductsByCategory(db, locationId, true);
    return toManagedCategory(row, counts.get(row.id) ?? 0);
  }

  return {
    // Guest

    async categories(guest: GuestCaller, lang: AppLanguage = 'en'): Promise<CatalogueCategory[]> {
      const locationId = guestLocation(guest);
      const [rows, counts, fallback] = await Promise.all([
        findCategories(db, locationId),
        countProductsByCategory(db, locationId, false),
        locationContentLanguage(db, locationId),
      ]);
      return rows.map((row) => toCategory(row, counts.get(row.id) ?? 0, { language: lang, fallback }));
    },

    async products(guest: GuestCaller, query: ProductListQuery): Promise<Product[]> {
      const locationId = guestLocation(guest);
      const language = query.lang ?? 'en';
      // The same for every guest of the location: kept per location and query while the catalogue is unchanged.
      const key = ['products', locationId, query.category ?? '', query.group ?? '', String(query.featured ?? ''), language].join('\u0000');
      return keptRead(db, key, async () => {
        const rows = await findProducts(db, locationId, {
          ...(query.category !== undefined ? { categoryId: query.category } : {}),
          ...(query.group !== undefined ? { group: query.group } : {}),
          ...(query.featured !== undefined ? { featured: query.featured } : {}),
          withHidden: false,
        });
        const reading = { language, fallback: await locationContentLanguage(db, locationId) };
        return (await withOptions(rows)).map(({ row, options }) => toProduct(row, options, reading));
      });
    },

    async product(guest: GuestCaller, productkey: string, lang: AppLanguage = 'en'): Promise<Product> {
      const locationId = guestLocation(guest);
      const row = await findProduct(db, locationId, productkey);
      if (!row || row.hidden === 1) throw new AppError('PRODUCT_NOT_FOUND');
      const [entry] = await withOptions([row]);
      return toProduct(entry!.row, entry!.options, { language: lang, fallback: await locationContentLanguage(db, locationId) });
    },

    // Management

    async managedCategories(staff: StaffCaller, location: string | undefined): Promise<ManagedCategory[]> {
      const locationId = await managedLocation(db, staff, location);
      const [rows, counts] = await Promise.all([findCategories(db, locationId), countProductsByCategory(db, locationId, true)]);
      return rows.map((row) => toManagedCategory(row, counts.get(row.id) ?? 0));
    },

    async createCategory(staff: StaffCaller, now: Date, location: string | undefined, body: CategoryCreateBody): Promise<ManagedCategory> {
      const locationId = await managedLocation(db, staff, location);
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        const sortOrder = body.order ?? (await nextCategoryOrder(trx, locationId));
        await insertCategory(
          trx,
          { id, locationId, name: body.name, nameNl: body.nameNl, nameDe: body.nameDe, nameFr: body.nameFr, group: body.group, icon: body.icon, sortOrder },
          now.toISOString(),
        );
      });
      return managedCategory(locationId, id);
    },

    async updateCategory(
      staff: StaffCaller,
      now: Date,
      location: string | undefined,
      id: string,
      body: CategoryUpdateBody,
    ): Promise<ManagedCategory> {
      const locationId = await managedLocation(db, staff, location);
      await requireCategory(db, locationId, id);
      await updateCategory(
        db,
        id,
        {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.nameNl !== undefined ? { name_nl: body.nameNl } : {}),
          ...(body.nameDe !== undefined ? { name_de: body.nameDe } : {}),
          ...(body.nameFr !== undefined ? { name_fr: body.nameFr } : {}),
          ...(body.group !== undefined ? { product_group: body.group } : {}),
          ...(body.icon !== undefined ? { icon: body.icon } : {}),
          ...(body.order !== undefined ? { sort_order: body.order } : {}),
        },
        now.toISOString(),
      );
      return managedCategory(locationId, id);
    },

    async managedProducts(staff: StaffCaller, location: string | undefined, categoryId: string | undefined): Promise<ManagedProduct[]> {
      const locationId = await managedLocation(db, staff, location);
      const rows = await findProducts(db, locationId, { ...(categoryId !== undefined ? { categoryId } : {}), withHidden: true });
      return (await withOptions(rows)).map(({ row, options }) => toManagedProduct(row, options));
    },

    async managedProduct(staff: StaffCaller, location: string | undefined, productkey: string): Promise<ManagedProduct> {
      return managedProduct(await managedLocation(db, staff, location), productkey);
    },

    async createProduct(staff: StaffCaller, now: Date, location: string | undefined, body: ProductCreateBody): Promise<ManagedProduct> {
      const locationId = await managedLocation(db, staff, location);
      checkCapacity(body.unit, body.capacity);
      try {
        await db.transaction().execute(async (trx) => {
          await requireCategory(trx, locationId, body.categoryId);
          if (await productKeyExists(trx, locationId, body.productkey)) throw new AppError('PRODUCT_KEY_TAKEN');
          const id = randomUUID();
          await insertProduct(
            trx,
            {
              id,
              location_id: locationId,
              productkey: body.productkey,
              category_id: body.categoryId,
              name: body.name,
              name_nl: body.nameNl,
              name_de: body.nameDe,
              name_fr: body.nameFr,
              description: body.description,
              description_nl: body.descriptionNl,
              description_de: body.descriptionDe,
              description_fr: body.descriptionFr,
              img: body.img,
              price_cents: centsFromEuros(body.price),
              vat_rate: body.vatRate,
              unit: body.unit,
              disable_amount: body.disableAmount ? 1 : 0,
              capacity: body.capacity,
              delivery_time: body.deliveryTime,
              featured: body.featured ? 1 : 0,
              hidden: body.hide ? 1 : 0,
              sort_order: body.sortOrder ?? (await nextProductOrder(trx, body.categoryId)),
            },
            now.toISOString(),
          );
          await replaceOptions(trx, id, toNewOptions(body.options));
        });
      } catch (error) {
        // Two managers adding the same key at once: the second meets the unique key and is told it is taken.
        throw isUniqueViolation(error) ? new AppError('PRODUCT_KEY_TAKEN') : error;
      }
      return managedProduct(locationId, body.productkey);
    },

    async updateProduct(
      staff: StaffCaller,
      now: Date,
      location: string | undefined,
      productkey: string,
      body: ProductUpdateBody,
    ): Promise<ManagedProduct> {
      const locationId = await managedLocation(db, staff, location);
      const replacedImage = await db.transaction().execute(async (trx) => {
        const product = await requireProduct(trx, locationId, productkey);
        checkImageChange(body.img, product.img);
        if (body.categoryId !== undefined) await requireCategory(trx, locationId, body.categoryId);
        const unit = body.unit ?? product.unit;
        // A product that stops being per day loses its capacity unless the change names one (which is refused).
        const capacity = body.capacity !== undefined ? body.capacity : unit === 'DAY' ? product.capacity : null;
        checkCapacity(unit, capacity);
        const changes: Partial<ProductColumns> = {
          ...(body.categoryId !== undefined ? { category_id: body.categoryId } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.nameNl !== undefined ? { name_nl: body.nameNl } : {}),
          ...(body.nameDe !== undefined ? { name_de: body.nameDe } : {}),
          ...(body.nameFr !== undefined ? { name_fr: body.nameFr } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.descriptionNl !== undefined ? { description_nl: body.descriptionNl } : {}),
          ...(body.descriptionDe !== undefined ? { description_de: body.descriptionDe } : {}),
          ...(body.descriptionFr !== undefined ? { description_fr: body.descriptionFr } : {}),
          ...(body.img !== undefined ? { img: body.img } : {}),
          ...(body.price !== undefined ? { price_cents: centsFromEuros(body.price) } : {}),
          ...(body.vatRate !== undefined ? { vat_rate: body.vatRate } : {}),
          ...(body.unit !== undefined ? { unit: body.unit } : {}),
          ...(body.disableAmount !== undefined ? { disable_amount: body.disableAmount ? 1 : 0 } : {}),
          ...(capacity !== product.capacity ? { capacity } : {}),
          ...(body.deliveryTime !== undefined ? { delivery_time: body.deliveryTime } : {}),
          ...(body.featured !== undefined ? { featured: body.featured ? 1 : 0 } : {}),
          ...(body.hide !== undefined ? { hidden: body.hide ? 1 : 0 } : {}),
          ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
        };
        await updateProduct(trx, product.id, changes, now.toISOString());
        if (body.options !== undefined) await replaceOptions(trx, product.id, toNewOptions(body.options));
        return body.img !== undefined && body.img !== product.img ? product.img : null;
      });
      // A photo given up for a drawing is no longer shown anywhere.
      const replacedPhoto = replacedImage === null ? null : productPhotoFilenameOf(replacedImage);
      if (replacedPhoto !== null) await photos.remove(replacedPhoto);
      return managedProduct(locationId, productkey);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
