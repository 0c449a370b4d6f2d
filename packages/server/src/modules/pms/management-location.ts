import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';

/** The location whose PMS connection the caller keeps: management of a location only. */
export function managedLocationOf(staff: StaffCaller): string {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  if (staff.locationId === null) throw new AppError('LOCATION_NOT_FOUND', 'API keys and webhooks belong to a location: sign in as management of one');
  return staff.locationId;
}
