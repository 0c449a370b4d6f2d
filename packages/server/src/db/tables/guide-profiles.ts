export interface GuideProfilesTable {
  employee_id: string;
  bio: string;
  /** JSON array of strings. */
  languages: string;
  /** JSON array of strings. */
  tags: string;
  personimage: string | null;
  /** Boolean as 0/1: offered to guests choosing a guide. */
  accepts_guests: number;
}
