import path from 'node:path';
import { PRODUCT_PHOTO_MAX_SIZE, productPhotoFilenameSchema } from '@stay/contract';
import { createWebpImageStorage, type WebpImageStorage } from '../../storage/webp-image-storage';

/** Where product photos live: DATA_DIR/product-photos. */
export const productPhotosRoot = (dataDir: string): string => path.join(dataDir, 'product-photos');

/** Product photos under `${root}/<32 hex>.webp`, re-encoded to fit PRODUCT_PHOTO_MAX_SIZE (see webp-image-storage). */
export function createProductPhotoStorage(root: string): WebpImageStorage {
  return createWebpImageStorage({
    root,
    maxSize: PRODUCT_PHOTO_MAX_SIZE,
    isFilename: (filename) => productPhotoFilenameSchema.safeParse(filename).success,
    notFound: 'PRODUCT_PHOTO_NOT_FOUND',
  });
}

export type ProductPhotoStorage = WebpImageStorage;
