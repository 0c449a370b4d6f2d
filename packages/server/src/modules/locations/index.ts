/** Locations: where staff work and stays take place, with their time zone. Owns the `locations` table. */
export { findLocation, insertLocationIfMissing, locationContentLanguage, locationExists } from './repository';
export { locationsBulkTable } from './bulk-tables';
