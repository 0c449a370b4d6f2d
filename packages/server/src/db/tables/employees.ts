/** Staff members; `role` is one of the staff roles (GUIDE, CUBER, BACKOFFICE, MANAGEMENT). */
export interface EmployeesTable {
  id: string;
  erp_uid: string;
  firstname: string;
  surname: string;
  role: string;
  workgroup: string | null;
  location_id: string | null;
  cellphone: string | null;
  /** Boolean as 0/1. */
  answer_suggestions: number;
  /** Boolean as 0/1. */
  subscribed_to_newsletter: number;
  /** The profile picture's file name under DATA_DIR/profile-images; null without one. */
  personimage: string | null;
}
