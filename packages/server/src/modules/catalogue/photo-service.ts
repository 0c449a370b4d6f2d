import type { FastifyRequest } from 'fastify';
import { PRODUCT_PHOTO_FIELD, PRODUCT_PHOTO_MAX_BYTES, productPhotoFilenameOf, productPhotoPath, type ManagedProduct } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { storeSingleFile } from '../../storage/multipart-upload';
import { uploadPayer, type UploadGuard } from '../../storage/upload-guard';
import { managedLocation } from './managed-location';
import type { ProductPhotoStorage } from './product-photo-storage';
import { findProduct, updateProduct } from './repository';
import type { CatalogueService } from './service';

/** Management's product photos: one upload per product, stored re-encoded, within the uploader's budgets. */
export function createProductPhotoService({ db, photos, uploads, catalogue }: { db: Db; photos: ProductPhotoStorage; uploads: UploadGuard; catalogue: CatalogueService }) {
  return {
    /**
     * Stores the one image of a multipart upload as the product's photo (its `img`) and deletes the photo it had.
     * Role, location and product are checked before anything is read.
     */
    async upload(staff: StaffCaller, request: FastifyRequest, now: Date, location: string | undefined, productkey: string): Promise<ManagedProduct> {
      const locationId = await managedLocation(db, staff, location);
      if (!(await findProduct(db, locationId, productkey))) throw new AppError('PRODUCT_NOT_FOUND');
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: send multipart/form-data');
      const remove = (stored: { filename: string; size: number }) => photos.remove(stored.filename);
      const { filename } = await storeSingleFile(
        request,
        { field: PRODUCT_PHOTO_FIELD, limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES } },
        (part) =>
          uploads.store(
            uploadPayer(request, staff),
            now,
            async (budgetBytes) => {
              const upload = await part.toBuffer();
              if (upload.length > budgetBytes) throw new AppError('UPLOAD_BUDGET_EXCEEDED', `${PRODUCT_PHOTO_FIELD}: more than your upload budget has left this hour`);
              return photos.save(upload);
            },
            remove,
          ),
        remove,
      );
      let previous: string | null;
      try {
        previous = await db.transaction().execute(async (trx) => {
          // Read again: the product may have changed while the photo was being stored.
          const product = await findProduct(trx, locationId, productkey);
          if (!product) throw new AppError('PRODUCT_NOT_FOUND');
          await updateProduct(trx, product.id, { img: productPhotoPath(filename) }, now.toISOString());
          return productPhotoFilenameOf(product.img);
        });
      } catch (error) {
        await photos.remove(filename);
        throw error;
      }
      if (previous !== null && previous !== filename) await photos.remove(previous);
      return catalogue.managedProduct(staff, location, productkey);
    },
  };
}

export type ProductPhotoService = ReturnType<typeof createProductPhotoService>;
