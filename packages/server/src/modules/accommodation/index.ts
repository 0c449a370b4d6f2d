/**
 * The guest's suite and its devices (locks, climate, lights), and the staff overview of a location's suites. Owns
 * `accommodations`, `reservation_accommodations`, `domoticas`.
 */
import type { AppModule } from '../../http/app-module';
import { registerAccommodationRoutes } from './routes';
import { createAccommodationService } from './service';
import { registerStaffAccommodationRoutes } from './staff-routes';
import { createStaffAccommodationService } from './staff-service';

export const accommodationModule: AppModule = {
  name: 'accommodation',
  register(app, { db, domotics }) {
    registerAccommodationRoutes(app, createAccommodationService({ db, domotics }));
    registerStaffAccommodationRoutes(app, createStaffAccommodationService({ db }));
  },
};

export { insertDomoticas, type NewDomotica } from './repository';
export { loadStaffDevices } from './staff-devices';
export { findSuitesAt } from './staff-repository';
export {
  findAccommodationById,
  findAccommodationsByIdOrName,
  findSuiteIdsOf,
  insertAccommodations,
  insertReservationSuite,
  replaceReservationAccommodations,
  type AccommodationRow,
} from './reservation-suites';
export { accommodationBulkTables } from './bulk-tables';
