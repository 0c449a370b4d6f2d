import type { Generated } from 'kysely';

/**
 * PostgreSQL NOTIFY payloads are limited to 8000 bytes: a larger realtime envelope is stored here and only its id is
 * notified. Rows are deleted after a minute.
 */
export interface RealtimeOverflowTable {
  id: Generated<number>;
  payload: string;
  created_at: string;
}
