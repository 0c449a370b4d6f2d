import type { BulkTable } from '../../db/bulk-load';

/** Complaints and their notes as a bulk load writes them. */
export const complaintBulkTables = {
  complaints: {
    name: 'complaints',
    numbered: true,
    columns: [
      ['nmbr', 'integer'], ['location_id', 'text'], ['reservation_id', 'text'], ['subject', 'text'], ['state', 'text'], ['assigned', 'text'],
      ['priority', 'text'], ['kind', 'text'], ['workgroup', 'text'], ['employee_id', 'text'], ['created_by', 'text'], ['reviewed_by', 'text'],
      ['reviewed_at', 'text'], ['resolved_by', 'text'], ['resolved_at', 'text'], ['creation_date', 'text'], ['created_at', 'text'], ['updated_at', 'text'],
    ],
  },
  notes: {
    name: 'complaint_notes',
    numbered: true,
    columns: [['nmbr', 'integer'], ['complaint_nmbr', 'integer'], ['paragraph', 'text'], ['employee_id', 'text'], ['created_at', 'text']],
  },
} as const satisfies Record<string, BulkTable>;
