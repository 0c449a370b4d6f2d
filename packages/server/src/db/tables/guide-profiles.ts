export interface GuideProfilesTable {
  employee_id: string;
  /** English; `bio_nl`, `bio_de`, `bio_fr` the other languages (null: missing). */
  bio: string;
  bio_nl: string | null;
  bio_de: string | null;
  bio_fr: string | null;
  /** JSON array of strings. */
  languages: string;
  /** JSON array of strings. */
  tags: string;
  personimage: string | null;
  /** Boolean as 0/1: offered to guests choosing a guide. */
  accepts_guests: number;
}
