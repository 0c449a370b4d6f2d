import type { DbOrTrx } from '../../db/database';
import { createProfileImageStorage, profileImagesRoot } from './profile-image-storage';
import { findProfileImage, setProfileImage } from './profile-repository';

/**
 * Gives a guide without a picture this one (PNG, JPEG or WebP, re-encoded like an upload) as their profile and guide
 * picture; a guide who has one keeps it (and their guide profile shows it). Answers whether the picture was set. For seeding.
 */
export async function setGuidePortraitOnce(db: DbOrTrx, dataDir: string, staffId: string, image: Buffer): Promise<boolean> {
  const existing = await findProfileImage(db, 'employee', staffId);
  if (existing !== null) {
    // A guide profile written again (seeding twice) shows the picture the guide has.
    await setProfileImage(db, 'employee', staffId, existing);
    return false;
  }
  const images = createProfileImageStorage(profileImagesRoot(dataDir));
  const { filename } = await images.save(image);
  await setProfileImage(db, 'employee', staffId, filename);
  return true;
}
