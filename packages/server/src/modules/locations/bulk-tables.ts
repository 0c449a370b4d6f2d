import type { BulkTable } from '../../db/bulk-load';

/** `locations` as a bulk load writes it. */
export const locationsBulkTable: BulkTable = { name: 'locations', columns: [['id', 'text'], ['name', 'text'], ['time_zone', 'text']] };
