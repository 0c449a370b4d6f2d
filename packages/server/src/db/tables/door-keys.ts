import type { Generated } from 'kysely';

/** A guest's key to the suite of a reservation. Instants are UTC ISO-8601 text. */
export interface DoorKeysTable {
  reservation_id: string;
  person_id: string;
  accommodation_id: string;
  activated_at: string | null;
  first_used_at: string | null;
  last_used_at: string | null;
  failed_attempts: Generated<number>;
  /** ok, jammed, unavailable or unknown: the lock at the last attempt. */
  lock_status: Generated<string>;
}
