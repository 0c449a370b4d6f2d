/** The guest's suite and its devices (locks, climate, lights). Owns `accommodations`, `reservation_accommodations`, `domoticas`. */
import type { AppModule } from '../../http/app-module';
import { registerAccommodationRoutes } from './routes';
import { createAccommodationService } from './service';

export const accommodationModule: AppModule = {
  name: 'accommodation',
  register: (app, { db, domotics }) => registerAccommodationRoutes(app, createAccommodationService({ db, domotics })),
};

export { insertDomoticas, type NewDomotica } from './repository';
