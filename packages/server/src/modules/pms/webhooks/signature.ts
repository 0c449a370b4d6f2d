import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `stay-signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's
 * secret>`. The timestamp is signed too, so a receiver can refuse old replays.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Whether `header` signs `body` with `secret` (what a receiver checks; the tests' receiver uses it). */
export function isValidSignature(secret: string, body: string, header: string): boolean {
  const fields = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = fields.get('t');
  const given = fields.get('v1');
  if (!timestamp || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
