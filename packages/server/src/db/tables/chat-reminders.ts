/**
 * Chat reminder for one staff member. The reminder job claims a due one by setting fired_at (only where it is
 * still null), so one instance fires it even when several poll.
 */
export interface ChatRemindersTable {
  id: string;
  chat_nmbr: number;
  employee_id: string;
  /** UTC ISO instant it is due. */
  remind_at: string;
  paragraph: string;
  /** JSON array of action keys. */
  actions: string;
  fired_at: string | null;
  fired_by: string | null;
  created_at: string;
}
