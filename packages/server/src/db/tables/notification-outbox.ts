export type NotificationRecipientKind = 'person' | 'employee';

/**
 * Every notification the server produced (mentions, reminders, ask-for-help). The default push transport only
 * records them here (and logs); a real transport sets sent_at.
 */
export interface NotificationOutboxTable {
  id: string;
  recipient_kind: NotificationRecipientKind;
  recipient_id: string;
  kind: string;
  title: string;
  body: string;
  objecttype: string;
  objectkey: string;
  chat_nmbr: number | null;
  transport: string;
  created_at: string;
  sent_at: string | null;
}
