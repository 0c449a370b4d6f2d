import type { Generated } from 'kysely';

/** A sign-in: exactly one of employee_id and person_id is set (a check constraint enforces it). */
export interface AccountsTable {
  id: string;
  /** Stored trimmed and lower-cased; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  /** Boolean as 0/1. */
  email_verified: number;
  employee_id: string | null;
  person_id: string | null;
  reset_hash: string | null;
  created_at: string;
  /** The account's language (one of APP_LANGUAGES): its mails and push texts are written in it ('en' until the app names one). */
  language: Generated<string>;
}
