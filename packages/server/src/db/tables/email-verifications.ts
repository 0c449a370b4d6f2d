/** Email verification links: only the SHA-256 of the token is stored; single use. */
export interface EmailVerificationsTable {
  /** SHA-256 hex of the token in the mailed link. */
  token_hash: string;
  account_id: string;
  /** The address the link was mailed to: a link verifies only while the account still has this address. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
