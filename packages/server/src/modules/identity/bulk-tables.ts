import type { BulkTable } from '../../db/bulk-load';

/** Staff, guests and their accounts as a bulk load writes them. */
export const identityBulkTables = {
  staffMembers: {
    name: 'employees',
    columns: [
      ['id', 'text'], ['erp_uid', 'text'], ['firstname', 'text'], ['surname', 'text'], ['role', 'text'], ['workgroup', 'text'], ['location_id', 'text'],
      ['cellphone', 'text'], ['answer_suggestions', 'integer'], ['subscribed_to_newsletter', 'integer'],
    ],
  },
  accounts: {
    name: 'accounts',
    columns: [
      ['id', 'text'], ['email', 'text'], ['password_hash', 'text'], ['email_verified', 'integer'], ['employee_id', 'text'], ['person_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  guests: {
    name: 'persons',
    columns: [
      ['id', 'text'], ['erp_uid', 'text'], ['firstname', 'text'], ['surname', 'text'], ['cellphone', 'text'], ['subscribed_to_newsletter', 'integer'],
      ['active_reservation_id', 'text'],
    ],
  },
} as const satisfies Record<string, BulkTable>;
