/**
 * The notification object types a staff member switched off for push messages (every type is on without a row).
 * The outbox and the in-app notification still get them.
 */
export interface NotificationOptOutsTable {
  employee_id: string;
  objecttype: string;
  updated_at: string;
}
