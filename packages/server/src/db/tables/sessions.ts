/** One signed-in device. Expiry slides forward on every refresh. */
export interface SessionsTable {
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
