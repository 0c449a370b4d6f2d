import type { Generated } from 'kysely';

/**
 * The reservation columns added by migration 0101 (merged into ReservationsTable). Booleans are 0/1,
 * instants UTC ISO-8601 text.
 */
export interface ReservationDetailsColumns {
  controls_activation_date_time: string | null;
  controls_deactivation_date_time: string | null;
  /** Whether the controls are enabled for this reservation at all (the window still applies). */
  controls_are_active: Generated<number>;
  days_untill_app_use: number | null;
  suite_access_has_token: Generated<number>;
  guide_employee_id: string | null;
  guide_selection_timestamp: string | null;
  /** Main guest's names from the booking. */
  main_guest_firstname: Generated<string>;
  main_guest_surname: Generated<string>;
  /** The guest who activated (linked) the reservation; null while unlinked. */
  main_person_id: string | null;
  relation_erp_uid: string | null;
  relation_name: string | null;
  demo_mode: Generated<number>;
  guide_rating_disabled: Generated<number>;
  /** Check values for activation: booking email lower-cased, postal code normalised (normalisePostalCode). */
  booking_email: string | null;
  booking_postal_code: string | null;
  /** SHA-256 (hex) of the normalised activation code (normaliseActivationCode); null: the reservation has none. */
  activation_code_hash: string | null;
}
