/** A reservation whose guest checked out themselves. Instants are UTC ISO-8601 text. */
export interface CheckOutsTable {
  reservation_id: string;
  /** The guest who checked out. */
  person_id: string;
  location_id: string | null;
  checked_out_at: string;
  /** The end of the grace: the door and the controls work until then. */
  controls_end_at: string;
}

/** A location's self check-out settings; `checklist` is JSON: `[{ en, nl, de, fr }]` (null: missing language). */
export interface CheckOutSettingsTable {
  location_id: string;
  checklist: string;
  eco_setpoint: number;
  grace_minutes: number;
  updated_at: string;
}

/** A suite's housekeeping on a calendar day (YYYY-MM-DD, the location's): ticked ready, or expected ready. */
export interface HousekeepingDaysTable {
  accommodation_id: string;
  day: string;
  ready_at: string | null;
  expected_ready_at: string | null;
  employee_id: string | null;
  updated_at: string;
}
