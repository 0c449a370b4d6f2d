import type { Generated } from 'kysely';

/**
 * Chat. Reservation chats have object1 'reservation' and objectkey = reservation_id (one chat per reservation);
 * internal staff chats have both null. Instants are UTC ISO-8601 text.
 */
export interface ChatsTable {
  nmbr: Generated<number>;
  chatname: string | null;
  /** N new, O open, I inactive, C closed (archived). */
  chatstatus: string;
  /** LOW, NORMAL, HIGH, URGENT. */
  chatpriority: string;
  actionholder_employee_id: string | null;
  object1: string | null;
  objectkey: string | null;
  reservation_id: string | null;
  location_id: string | null;
  /** Denormalised newest message a guest may read (never a private note): the list item's lastmessage. */
  last_message_nmbr: number | null;
  /** The newest private note (staff only); null when the chat has none. */
  last_note_nmbr: Generated<number | null>;
  /** The newest message's instant, or the creation time: the inbox order. */
  activity_at: string;
  /** The guest's open request for help (UTC ISO); null when there is none or a staff member replied or handled it. */
  help_requested_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export type ChatMemberKind = 'person' | 'employee' | 'workgroup';

/** Chat member. `member_key` is the guest's id (kind `person`), the staff member's id (kind `employee`) or the workgroup name, by `kind`. */
export interface ChatMembersTable {
  id: string;
  chat_nmbr: number;
  kind: ChatMemberKind;
  member_key: string;
  person_id: string | null;
  employee_id: string | null;
  /** The workgroup member's name, or the employee's workgroup when they joined. */
  workgroup: string | null;
  /** 'A' admin, 'M' member. */
  mode: string;
  joined_at: string;
  /** The chat's newest message nmbr when the member joined: older messages never count as unread for them. */
  joined_after_nmbr: number;
}

/** Chat message. `nmbr` grows across all chats; pages are keyset pages on (chat_nmbr, nmbr). */
export interface ChatMessagesTable {
  nmbr: Generated<number>;
  chat_nmbr: number;
  paragraph: string;
  person_id: string | null;
  employee_id: string | null;
  /** JSON array of attachment file names (rows of chat_attachments). */
  attachments: string;
  /** JSON array of mentioned employee ids. */
  mentions: string;
  client_id: string | null;
  created_at: string;
  /** 1: a private note, read by staff only; 0: a message everyone in the chat reads. */
  is_note: Generated<number>;
  /**
   * A system line each reader sees in their own language: JSON `{"kind":"HELP_REQUEST","name":…,"note":…}` (see
   * `chatSystemLineSchema`); null for any other message, and for lines stored before it existed.
   */
  system_line: string | null;
}

/** Who a message mentions: the inbox marks a chat whose unread messages mention the staff member. */
export interface ChatMentionsTable {
  message_nmbr: number;
  chat_nmbr: number;
  employee_id: string;
}

export type ChatReaderKind = 'person' | 'employee';

/** A reader's high-water mark in a chat: every message up to last_read_nmbr is read. */
export interface ChatReadStateTable {
  chat_nmbr: number;
  reader_kind: ChatReaderKind;
  reader_id: string;
  last_read_nmbr: number;
  read_at: string;
}

/** An uploaded attachment; the file lives at `${DATA_DIR}/attachments/<chat_nmbr>/<filename>`. */
export interface ChatAttachmentsTable {
  filename: string;
  chat_nmbr: number;
  mimetype: string;
  size: number;
  originalname: string;
  uploader_kind: ChatReaderKind;
  uploader_id: string;
  created_at: string;
  /** When a message first carried it; null while only uploaded (the cleanup job removes it after a grace period). */
  sent_at: string | null;
}

/** A message in a reader's language: `paragraph` the translation, null when the message already was in `language`. */
export interface ChatMessageTranslationsTable {
  message_nmbr: number;
  /** The reader's language: en, nl, de or fr. */
  language: string;
  /** The language the provider detected the original in; null when it did not say. */
  source_language: string | null;
  paragraph: string | null;
  /** The provider that translated it (libretranslate, deepl). */
  provider: string;
  created_at: string;
}
