const KEY_BYTES = 16;

/**
 * A fresh Idempotency-Key: 32 hex digits from the browser's random source (crypto.randomUUID exists only on secure
 * pages, and the app is also opened over plain http on a local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
