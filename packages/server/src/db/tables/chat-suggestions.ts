/** Chat suggestion; hidden once `status` is set. `employee_id` null means for every staff member of the chat. */
export interface ChatSuggestionsTable {
  id: string;
  chat_nmbr: number;
  employee_id: string | null;
  title: string;
  text: string;
  icon: string;
  chat_message_nmbr: number | null;
  /** JSON array of { name, color, icon, status }. */
  actions: string;
  status: string | null;
  status_at: string | null;
  status_by_employee_id: string | null;
  created_at: string;
}
