import type { BulkTable } from '../../db/bulk-load';

/** `ratings` as a bulk load writes it. */
export const ratingsBulkTable: BulkTable = {
  name: 'ratings',
  columns: [
    ['id', 'text'], ['reservation_id', 'text'], ['person_id', 'text'], ['label', 'text'], ['guide_employee_id', 'text'], ['score', 'integer'],
    ['comment', 'text'], ['created_at', 'text'], ['updated_at', 'text'],
  ],
};
