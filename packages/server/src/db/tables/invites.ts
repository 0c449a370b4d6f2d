export interface InvitesTable {
  id: string;
  reservation_id: string;
  /** Lower-cased. */
  email: string;
  /** SHA-256 hex of the mailed token. */
  token_hash: string;
  invited_by_person_id: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by_person_id: string | null;
  revoked_at: string | null;
}
