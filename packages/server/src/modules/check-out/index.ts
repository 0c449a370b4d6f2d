/**
 * The end of a stay and the turn of a suite: the guest's self check-out (a checklist the location writes, then the
 * door locks, the thermostats go to eco and the controls end after a grace), the housekeeping list of a day built
 * from departures, check-outs and arrivals, and the stay status staff see on bookings (checked out, door keys, suite
 * ready). Owns `check_outs`, `check_out_settings`, `housekeeping_days`.
 */
import type { AppModule } from '../../http/app-module';
import { createStayEvents } from './events';
import { createGuestCheckOutService } from './guest-service';
import { registerCheckOutRoutes } from './routes';
import { createStaffCheckOutService } from './staff-service';

export const checkOutModule: AppModule = {
  name: 'check-out',
  register(app, { db, devices, realtime, log }) {
    const events = createStayEvents(realtime, log);
    registerCheckOutRoutes(app, createGuestCheckOutService({ db, devices, events }), createStaffCheckOutService({ db, events }));
  },
};

export { hasCheckedOut, saveCheckOut } from './check-out-repository';
export { saveHousekeepingDay } from './day-repository';
export { saveCheckOutSettings } from './settings-repository';
