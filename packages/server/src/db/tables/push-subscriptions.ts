/**
 * A browser's Web Push subscription, filed under the external user id of whoever registered it (`PER-<person>` for
 * guests, `EMP-<employee>` for staff). `endpoint` is unique: registering it again moves it to the new user.
 * `p256dh` and `auth` are the browser's public key and auth secret (base64url) the payload is encrypted for.
 * Instants are UTC ISO-8601 text.
 */
export interface PushSubscriptionsTable {
  id: string;
  external_user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  /** The session that registered it; its subscriptions go when the account is removed. */
  session_id: string | null;
  created_at: string;
  /** The last time the push service accepted a message for it. */
  last_success_at: string | null;
}
