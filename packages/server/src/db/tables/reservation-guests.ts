export interface ReservationGuestsTable {
  reservation_id: string;
  person_id: string;
  /** Boolean as 0/1: the main guest (at most one per reservation). */
  is_main: number;
  joined_at: string;
}
