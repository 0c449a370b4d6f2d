import type { Generated } from 'kysely';

/**
 * Password resets: a mailed code traded for a reset hash, which sets the new password. One live row per account
 * (a new request replaces it). Code and hash are stored as SHA-256 only (the code salted with the row id).
 */
export interface PasswordResetsTable {
  id: string;
  account_id: string;
  code_hash: string;
  /** Wrong codes tried; at RESET_CODE_MAX_ATTEMPTS the code is used up. */
  failed_attempts: Generated<number>;
  created_at: string;
  code_expires_at: string;
  /** Set when the code was traded for a reset hash (or used up by wrong tries). */
  code_used_at: string | null;
  reset_hash_hash: string | null;
  reset_hash_expires_at: string | null;
  reset_hash_used_at: string | null;
}
