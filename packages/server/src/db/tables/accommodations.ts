export interface AccommodationsTable {
  id: string;
  name: string;
  location_id: string | null;
}

/** Which accommodations a reservation holds, in order; position 0 is the suite. */
export interface ReservationAccommodationsTable {
  reservation_id: string;
  accommodation_id: string;
  position: number;
}
