import type { BulkTable } from '../../db/bulk-load';

/** Suites and the suites a reservation holds, as a bulk load writes them. */
export const suiteBulkTables = {
  accommodations: { name: 'accommodations', columns: [['id', 'text'], ['name', 'text'], ['location_id', 'text']] },
  reservationSuites: {
    name: 'reservation_accommodations',
    columns: [['reservation_id', 'text'], ['accommodation_id', 'text'], ['position', 'integer']],
  },
} as const satisfies Record<string, BulkTable>;
