import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database';

export type ApiKeyRow = Selectable<Database['pms_api_keys']>;

export async function insertApiKey(db: DbOrTrx, row: ApiKeyRow): Promise<void> {
  await db.insertInto('pms_api_keys').values(row).execute();
}

export function findApiKeysAt(db: DbOrTrx, locationId: string): Promise<ApiKeyRow[]> {
  return db.selectFrom('pms_api_keys').selectAll().where('location_id', '=', locationId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findApiKeyAt(db: DbOrTrx, locationId: string, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('pms_api_keys').selectAll().where('location_id', '=', locationId).where('id', '=', id).executeTakeFirst();
}

/** The key with this hash that is not revoked. */
export function findActiveApiKeyByHash(db: DbOrTrx, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('pms_api_keys').selectAll().where('key_hash', '=', keyHash).where('revoked_at', 'is', null).executeTakeFirst();
}

export async function revokeApiKey(db: DbOrTrx, id: string, at: string): Promise<void> {
  await db.updateTable('pms_api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

export async function markApiKeyUsed(db: DbOrTrx, id: string, at: string): Promise<void> {
  await db.updateTable('pms_api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
