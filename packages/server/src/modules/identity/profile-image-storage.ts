import { PROFILE_AVATAR_MAX_SIZE, profileImageFilenameSchema } from '@stay/contract';
import { createWebpImageStorage, type WebpImageStorage } from '../../storage/webp-image-storage';

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
