import type { ChatRow } from './chat-repository';

/**
 * The chat's newest message nmbr a reader may read: a guest reads no private notes, staff read them too. Null when
 * there is none.
 */
export function newestMessageNmbr(chat: Pick<ChatRow, 'last_message_nmbr' | 'last_note_nmbr'>, withNotes: boolean): number | null {
  if (!withNotes || chat.last_note_nmbr === null) return chat.last_message_nmbr;
  return Math.max(chat.last_message_nmbr ?? 0, chat.last_note_nmbr);
}
