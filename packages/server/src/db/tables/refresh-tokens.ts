/** Refresh tokens are single use; only the SHA-256 of the token is stored. */
export interface RefreshTokensTable {
  /** SHA-256 hex of the token. */
  token_hash: string;
  session_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
