/**
 * A saved reply: shared by a location's staff (`employee_id` null) or a staff member's own. `text` is English,
 * `text_nl`, `text_de`, `text_fr` the other languages (null: missing). Instants are UTC ISO-8601 text.
 */
export interface SavedRepliesTable {
  id: string;
  /** Null only for the own replies of staff without a location. */
  location_id: string | null;
  employee_id: string | null;
  title: string;
  shortcut: string | null;
  text: string;
  text_nl: string | null;
  text_de: string | null;
  text_fr: string | null;
  created_at: string;
  updated_at: string;
}
