import { randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../db/database';

const JWT_SECRET_NAME = 'jwt_secret';

/**
 * The configured secret, or the one stored in the database; generated and stored on first start so restarts
 * (and other instances on the same database) keep accepting existing tokens.
 */
export async function resolveJwtSecret(db: DbOrTrx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('system_secrets')
    .values({ name: JWT_SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('system_secrets')
    .select('value')
    .where('name', '=', JWT_SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
