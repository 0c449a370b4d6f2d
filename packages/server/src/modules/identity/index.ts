/**
 * People and their accounts: guests (persons), staff (employees), the accounts they sign in with, guide profiles,
 * and the caller behind an access token. Owns `persons`, `accounts`, `employees` and `guide_profiles`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../http/app-module';
import { registerProfileRoutes } from './profile-routes';

export const identityModule: AppModule = {
  name: 'identity',
  register: (app: FastifyInstance) => registerProfileRoutes(app),
};

export { loadCaller } from './load-caller';
export { loadIdentity, type LoadedIdentity } from './load-identity';
export {
  clearActiveReservationIf,
  findAccountByEmail,
  insertAccount,
  insertEmployee,
  insertGuestAccount,
  normaliseEmail,
  setActiveReservation,
  type NewGuestAccount,
} from './repository';
export { createStaffAccount, type NewStaffMember } from './staff-accounts';
export { findEmployeeRow, findEmployeeRows, findLocationStaff, workgroupExists, type EmployeeSummaryRow } from './staff-repository';
export { findAvailableGuides, findGuide, upsertGuideProfile, type GuideRecord } from './guide-profiles-repository';
export { toGuideProfile, toReservationGuide } from './guide-to-wire';
