import type { Generated } from 'kysely';

/**
 * A staff member's availability slot. `repeat` weekly: weekday (1 Monday … 7 Sunday), from_time and till_time
 * (HH:mm, till may be 24:00) on the location's wall clock; `repeat` once: start_at and end_at UTC ISO instants.
 */
export interface AvailabilitySlotsTable {
  nmbr: Generated<number>;
  employee_id: string;
  /** available | unavailable */
  kind: string;
  /** weekly | once */
  repeat: string;
  weekday: number | null;
  from_time: string | null;
  till_time: string | null;
  start_at: string | null;
  end_at: string | null;
  note: Generated<string>;
  created_at: string;
  updated_at: string;
}
