import type { Generated } from 'kysely';

/**
 * Complaint about a reservation, at the reservation's location. `state` is the wire's complaintstatetext (New,
 * In progress, Resolved); `assigned` the review ('J' approved, 'N' declined, '' awaiting). Instants are UTC ISO-8601
 * text; `creation_date` is the creation's calendar day (YYYY-MM-DD) in the location's time zone.
 */
export interface ComplaintsTable {
  nmbr: Generated<number>;
  /** The reservation's location (null when it has none: only staff without a location see it). */
  location_id: string | null;
  reservation_id: string;
  subject: string;
  state: string;
  assigned: string;
  priority: string;
  kind: string;
  workgroup: string | null;
  /** Who handles it. */
  employee_id: string;
  created_by: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** Why it was declined (plain text); null otherwise. */
  review_reason: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  creation_date: string;
  created_at: string;
  updated_at: string;
}

/** A rich-text note on a complaint; `paragraph` is sanitised HTML. */
export interface ComplaintNotesTable {
  nmbr: Generated<number>;
  complaint_nmbr: number;
  paragraph: string;
  employee_id: string;
  created_at: string;
}

/** An appointment on a complaint for one staff member, [start_at, end_at). */
export interface AppointmentsTable {
  nmbr: Generated<number>;
  complaint_nmbr: number;
  employee_id: string;
  created_by: string;
  subject: string;
  agenda_code: string;
  start_at: string;
  end_at: string;
  created_at: string;
  updated_at: string;
}
