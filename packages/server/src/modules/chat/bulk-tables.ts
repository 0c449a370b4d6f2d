import type { BulkTable } from '../../db/bulk-load';

/** Chats, their members, messages and read marks as a bulk load writes them. */
export const chatBulkTables = {
  chats: {
    name: 'chats',
    numbered: true,
    columns: [
      ['nmbr', 'integer'], ['chatname', 'text'], ['chatstatus', 'text'], ['chatpriority', 'text'], ['actionholder_employee_id', 'text'], ['object1', 'text'],
      ['objectkey', 'text'], ['reservation_id', 'text'], ['location_id', 'text'], ['last_message_nmbr', 'integer'], ['activity_at', 'text'],
      ['created_at', 'text'], ['updated_at', 'text'],
    ],
  },
  members: {
    name: 'chat_members',
    columns: [
      ['id', 'text'], ['chat_nmbr', 'integer'], ['kind', 'text'], ['member_key', 'text'], ['person_id', 'text'], ['employee_id', 'text'], ['workgroup', 'text'],
      ['mode', 'text'], ['joined_at', 'text'], ['joined_after_nmbr', 'integer'],
    ],
  },
  messages: {
    name: 'chat_messages',
    numbered: true,
    columns: [['nmbr', 'integer'], ['chat_nmbr', 'integer'], ['paragraph', 'text'], ['person_id', 'text'], ['employee_id', 'text'], ['created_at', 'text']],
  },
  readState: {
    name: 'chat_read_state',
    columns: [['chat_nmbr', 'integer'], ['reader_kind', 'text'], ['reader_id', 'text'], ['last_read_nmbr', 'integer'], ['read_at', 'text']],
  },
} as const satisfies Record<string, BulkTable>;
