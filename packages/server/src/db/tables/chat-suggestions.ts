/** Chat suggestion; hidden once `status` is set. `employee_id` null means for every staff member of the chat. */
export interface ChatSuggestionsTable {
  id: string;
  chat_nmbr: number;
  employee_id: string | null;
  /** What to do, read by staff; English, with `title_nl`/`_de`/`_fr` (null: missing). */
  title: string;
  title_nl: string | null;
  title_de: string | null;
  title_fr: string | null;
  /** The message proposed to the guest; English, with `text_nl`/`_de`/`_fr` (null: missing). */
  text: string;
  text_nl: string | null;
  text_de: string | null;
  text_fr: string | null;
  icon: string;
  chat_message_nmbr: number | null;
  /** JSON array of { name, color, icon, status }. */
  actions: string;
  status: string | null;
  status_at: string | null;
  status_by_employee_id: string | null;
  created_at: string;
}
