import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, base64url. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
