import type { BulkTable } from '../../db/bulk-load';

/** Reservations and their linked guests as a bulk load writes them. */
export const reservationBulkTables = {
  reservations: {
    name: 'reservations',
    columns: [
      ['id', 'text'], ['reservation_number', 'text'], ['status', 'integer'], ['start_date_time', 'text'], ['end_date_time', 'text'], ['location_id', 'text'],
      ['accommodation_name', 'text'], ['controls_activation_date_time', 'text'], ['controls_deactivation_date_time', 'text'], ['guide_employee_id', 'text'],
      ['guide_selection_timestamp', 'text'], ['main_guest_firstname', 'text'], ['main_guest_surname', 'text'], ['relation_erp_uid', 'text'],
      ['relation_name', 'text'], ['booking_email', 'text'], ['booking_postal_code', 'text'],
    ],
  },
  reservationGuests: {
    name: 'reservation_guests',
    columns: [['reservation_id', 'text'], ['person_id', 'text'], ['is_main', 'integer'], ['joined_at', 'text']],
  },
} as const satisfies Record<string, BulkTable>;
