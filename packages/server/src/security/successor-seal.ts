import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'stay refresh-token successor';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key comes from the rotated token itself, which the database never holds (it keeps only SHA-256 of it), so a
 * reader of the database cannot open a sealed successor, while a client that presents the rotated token again can
 * be given the successor it lost in a race. HKDF rather than a slow KDF: the token is 256 random bits.
 */
function keyFrom(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), INFO, 32));
}

/** The successor, sealed (AES-256-GCM) under a key derived from the token it replaces. */
export function sealSuccessor(rotatedToken: string, successor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(rotatedToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor, or undefined when the seal does not open with this token. */
export function openSuccessor(rotatedToken: string, sealed: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(rotatedToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
