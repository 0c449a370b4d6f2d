/**
 * Locations: where staff work and stays take place, with their time zone and content language (management sets the
 * latter). Owns the `locations` table.
 */
import type { AppModule } from '../../http/app-module';
import { registerLocationRoutes } from './routes';
import { createLocationService } from './service';

export const locationsModule: AppModule = {
  name: 'locations',
  register(app, { db }) {
    registerLocationRoutes(app, { locations: createLocationService({ db }) });
  },
};

export { findLocation, insertLocationIfMissing, locationContentLanguage, locationExists } from './repository';
export { locationsBulkTable } from './bulk-tables';
