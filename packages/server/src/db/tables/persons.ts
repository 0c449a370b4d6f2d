/** Guests (stored as "persons", the wire's "person"). */
export interface PersonsTable {
  id: string;
  erp_uid: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  /** Boolean as 0/1. */
  subscribed_to_newsletter: number;
  active_reservation_id: string | null;
  /** The profile picture's file name under DATA_DIR/profile-images; null without one. */
  personimage: string | null;
}
