/**
 * The guest's suite and its devices (locks, climate, lights), and the staff overview of a location's suites. Every
 * unlock through the app is recorded on the guest's door key (the door-access module); the lock watch asks the locks of
 * the stays in house how they are and alerts staff when one jams or goes offline. Owns `accommodations`,
 * `reservation_accommodations`, `domoticas`; management keeps each suite's devices (add from the devices the connectors
 * report, test, remove).
 */
import type { AppModule } from '../../http/app-module';
import { registerManagementDeviceRoutes } from './management-device-routes';
import { createManagementDeviceService } from './management-device-service';
import { registerSuiteRoutes } from './routes';
import { createDoorAccess } from '../door-access';
import { createSuiteService } from './service';
import { registerStaffSuiteRoutes } from './staff-routes';
import { createStaffSuiteService } from './staff-service';

export const suiteModule: AppModule = {
  name: 'accommodation',
  register(app, { db, devices, push, realtime, log, arrivals, reservationChats, guestTemperatureRanges }) {
    const notices = { db, push, realtime, log, arrivals, reservationChats };
    const suites = createSuiteService({ db, devices, doorAccess: createDoorAccess(notices), notices, guestTemperatureRanges });
    registerSuiteRoutes(app, suites);
    registerStaffSuiteRoutes(app, createStaffSuiteService({ db }));
    registerManagementDeviceRoutes(app, createManagementDeviceService({ db, devices }));
    app.addHook('onClose', () => suites.settle());
  },
};

export { insertDevices, type NewDevice } from './repository';
export { startLockWatchJob } from './lock-watch-job';
export { findSuitesWithDeviceAlert, loadStaffDevices } from './staff-devices';
export { findSuitesAt } from './staff-repository';
export {
  findSuiteById,
  findSuitesByIdOrName,
  findSuiteIdsOf,
  insertSuites,
  insertReservationSuite,
  replaceReservationSuites,
  type SuiteRow,
} from './reservation-suites';
export { suiteBulkTables } from './bulk-tables';
export { secureSuiteAfterDeparture, setSuiteSetpoint } from './departure-devices';
export { readSuiteClimate, type SuiteClimateReading } from './climate-devices';
