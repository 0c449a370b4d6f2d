/**
 * People and their accounts: guests (persons), staff (staff), the accounts they sign in with, guide profiles,
 * the caller behind an access token, profiles (changes, newsletter, pictures) and the account's lifecycle writes
 * (verification, password, language, removal of personal data). Owns `persons`, `accounts`, `employees` and `guide_profiles`.
 */
import path from 'node:path';
import type { AppModule } from '../../http/app-module';
import { createProfileImageStorage } from './profile-image-storage';
import { registerProfileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';

/** Where profile pictures are kept, under the data directory (outside the web root). */
export const profileImagesRoot = (dataDir: string): string => path.join(dataDir, 'profile-images');

export const identityModule: AppModule = {
  name: 'identity',
  async register(app, { db, config, uploads }) {
    const images = createProfileImageStorage(profileImagesRoot(config.dataDir));
    await registerProfileRoutes(app, createProfileService({ db, images, uploads }), images);
  },
};

export { accountLanguageOf, markEmailVerified, recipientLanguage, removeGuestPersonalData, setAccountLanguage, setPasswordHash } from './account-writes';
export { createProfileImageStorage, type ProfileImageStorage } from './profile-image-storage';
export { createKeptCallerLoader } from './kept-caller-loader';
export { loadCaller } from './load-caller';
export { loadIdentity } from './load-identity';
export {
  clearActiveReservationIf,
  findAccountByEmail,
  findAccountById,
  findAccountEmailsAtDomains,
  hasAnyAccount,
  insertAccounts,
  insertGuestAccount,
  insertGuest,
  normaliseEmail,
  setActiveReservation,
} from './repository';
export { createStaffAccount } from './staff-accounts';
export {
  findStaffRow,
  findStaffRows,
  findLocationStaff,
  insertStaffMembers,
  listStaffMembers,
  listLocationStaffMembers,
  workgroupExists,
  type StaffSummaryRow,
} from './staff-repository';
export { findAvailableGuides, findGuide, upsertGuideProfile, type GuideRecord } from './guide-profiles-repository';
export { toGuideProfile, toReservationGuide } from './guide-to-wire';
export { identityBulkTables } from './bulk-tables';
