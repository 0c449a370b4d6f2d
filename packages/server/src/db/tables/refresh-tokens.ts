/** Refresh tokens are single use; only the SHA-256 of the token is stored. */
export interface RefreshTokensTable {
  /** SHA-256 hex of the token. */
  token_hash: string;
  session_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /**
   * Set when the token is rotated: its successor, AES-256-GCM sealed with a key derived from this token (never from
   * its stored hash), so only whoever presents this token again can open it.
   */
  sealed_successor: string | null;
}
