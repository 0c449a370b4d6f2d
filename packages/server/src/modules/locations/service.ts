import type { AppLanguage, LocationContentLanguage } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { locationContentLanguage, locationExists, updateLocationContentLanguage } from './repository';

/**
 * The location management keeps: their own (another named: LOCATION_NOT_FOUND); staff without a location name one.
 * Only MANAGEMENT keeps a location's settings.
 */
async function managedLocation(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<string> {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  if (staff.locationId !== null) {
    if (location !== undefined && location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  if (location === undefined) throw new AppError('INVALID_INPUT', 'query.location: name the location whose settings to keep');
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}

export function createLocationService({ db }: { db: Db }) {
  return {
    async contentLanguage(staff: StaffCaller, location: string | undefined): Promise<LocationContentLanguage> {
      const locationId = await managedLocation(db, staff, location);
      return { contentLanguage: await locationContentLanguage(db, locationId) };
    },

    async setContentLanguage(staff: StaffCaller, location: string | undefined, language: AppLanguage): Promise<LocationContentLanguage> {
      const locationId = await managedLocation(db, staff, location);
      await updateLocationContentLanguage(db, locationId, language);
      return { contentLanguage: await locationContentLanguage(db, locationId) };
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
