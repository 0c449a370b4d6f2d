/** Minimal reservation; later migrations extend it. Timestamps are UTC ISO-8601 text. */
export interface ReservationsTable {
  id: string;
  reservation_number: string;
  status: number;
  start_date_time: string;
  end_date_time: string;
  location_id: string | null;
  accommodation_name: string | null;
}
