import path from 'node:path';
import { PROFILE_AVATAR_MAX_SIZE, profileImageFilenameSchema } from '@stay/contract';
import { createWebpImageStorage, type WebpImageStorage } from '../../storage/webp-image-storage';

/** Where profile pictures are kept, under the data directory (outside the web root). */
export const profileImagesRoot = (dataDir: string): string => path.join(dataDir, 'profile-images');

/** Profile pictures under `${root}/<32 hex>.webp`, re-encoded to fit PROFILE_AVATAR_MAX_SIZE (see webp-image-storage). */
export function createProfileImageStorage(root: string): WebpImageStorage {
  return createWebpImageStorage({
    root,
    maxSize: PROFILE_AVATAR_MAX_SIZE,
    isFilename: (filename) => profileImageFilenameSchema.safeParse(filename).success,
    notFound: 'PROFILE_IMAGE_NOT_FOUND',
  });
}

export type ProfileImageStorage = WebpImageStorage;
