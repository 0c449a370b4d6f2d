/**
 * People and their accounts: guests (persons), staff (staff), the accounts they sign in with, guide profiles,
 * the caller behind an access token, profiles (changes, newsletter, pictures), guide profiles' editing and the account's lifecycle writes
 * (verification, password, language, removal of personal data). Owns `persons`, `accounts`, `employees` and `guide_profiles`.
 */
import type { AppModule } from '../../http/app-module';
import { createGuideProfileService } from './guide-profile-service';
import { registerGuideProfileRoutes } from './guide-profile-routes';
import { createProfileImageStorage, profileImagesRoot } from './profile-image-storage';
import { registerProfileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';

export const identityModule: AppModule = {
  name: 'identity',
  async register(app, { db, config, uploads }) {
    const images = createProfileImageStorage(profileImagesRoot(config.dataDir));
    await registerProfileRoutes(app, createProfileService({ db, images, uploads }), images);
    await registerGuideProfileRoutes(app, createGuideProfileService({ db, images, uploads }));
  },
};

export { accountLanguageOf, markEmailVerified, recipientLanguage, removeGuestPersonalData, setAccountLanguage, setPasswordHash } from './account-writes';
export { createKeptCallerLoader } from './kept-caller-loader';
export { createProfileImageStorage, profileImagesRoot, type ProfileImageStorage } from './profile-image-storage';
export { setGuidePortraitOnce } from './guide-portraits';
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
export { findAvailableGuides, findGuide, findKeptGuide, upsertGuideProfile, type GuideRecord } from './guide-profiles-repository';
export { toGuideProfile, toReservationGuide } from './guide-to-wire';
export { identityBulkTables } from './bulk-tables';
