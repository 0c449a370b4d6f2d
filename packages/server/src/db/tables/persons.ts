/** Guests (the spec's "person"). */
export interface PersonsTable {
  id: string;
  erp_uid: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  /** Boolean as 0/1. */
  subscribed_to_newsletter: number;
  active_reservation_id: string | null;
}
