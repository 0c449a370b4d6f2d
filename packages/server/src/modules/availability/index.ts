/**
 * Staff availability: weekly hours and exceptions, available or unavailable; read by appointments (complaint) and
 * guide selection. Owns `availability_slots`.
 */
import type { AppModule } from '../../http/app-module';
import { registerAvailabilityRoutes } from './routes';
import { createAvailabilityService } from './service';

export const availabilityModule: AppModule = {
  name: 'availability',
  register: (app, { db }) => registerAvailabilityRoutes(app, createAvailabilityService({ db })),
};

export { availableAt, isStaffAvailable } from './availability-check';
export { insertSlot as insertAvailabilitySlot, findSlotsOf as findAvailabilitySlots } from './repository';
