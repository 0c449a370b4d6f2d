import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { locationExists } from '../locations';

/**
 * The location management edits: their own (another named: LOCATION_NOT_FOUND); staff without a location name one.
 * Only MANAGEMENT edits the catalogue.
 */
export async function managedLocation(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<string> {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  if (staff.locationId !== null) {
    if (location !== undefined && location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  if (location === undefined) throw new AppError('INVALID_INPUT', 'query.location: name the location whose shop to edit');
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}
