import { randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../db/database';
import { findSecret, insertSecretIfMissing } from './secrets-repository';

const JWT_SECRET_NAME = 'jwt_secret';

/**
 * The configured secret, or the one stored in the database; generated and stored on first start so restarts
 * (and other instances on the same database) keep accepting existing tokens.
 */
export async function resolveJwtSecret(db: DbOrTrx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await insertSecretIfMissing(db, JWT_SECRET_NAME, randomBytes(48).toString('base64url'));
  return findSecret(db, JWT_SECRET_NAME);
}
