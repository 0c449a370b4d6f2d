export interface IdempotentRepliesTable {
  /** `<role>:<account id>` of the signed-in caller: a key is only ever matched within one caller's requests. */
  caller: string;
  /** The client's Idempotency-Key. */
  key: string;
  /** SHA-256 of the method, URL and body: a resend must be the same request. */
  request_hash: string;
  /** The reply's HTTP status; null while the first request is still running. */
  status: number | null;
  content_type: string | null;
  /** The reply as sent before compression (JSON). */
  body: string | null;
  started_at: string;
}
