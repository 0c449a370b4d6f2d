import { randomUUID } from 'node:crypto';
import type { PmsApiKey, PmsApiKeyCreateBody, PmsApiKeyCreated } from '@stay/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { generateOpaqueToken, sha256Hex } from '../../../security/opaque-tokens';
import { managedLocationOf } from '../management-location';
import { findApiKeyAt, findApiKeysAt, insertApiKey, revokeApiKey, type ApiKeyRow } from './repository';

/** Keys start with this, so a leaked one is recognised in logs and by secret scanners. */
export const PMS_API_KEY_PREFIX = 'stay_pms_';
const HINT_LENGTH = PMS_API_KEY_PREFIX.length + 4;

export const toApiKey = (row: ApiKeyRow): PmsApiKey => ({
  id: row.id,
  name: row.name,
  hint: `${row.key_hint}…`,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

/** Management's keys of their location: the key itself is answered once, only its SHA-256 is kept. */
export function createApiKeyService({ db }: { db: Db }) {
  return {
    async list(staff: StaffCaller): Promise<PmsApiKey[]> {
      return (await findApiKeysAt(db, managedLocationOf(staff))).map(toApiKey);
    },

    async create(staff: StaffCaller, now: Date, body: PmsApiKeyCreateBody): Promise<PmsApiKeyCreated> {
      const locationId = managedLocationOf(staff);
      const key = `${PMS_API_KEY_PREFIX}${generateOpaqueToken()}`;
      const row: ApiKeyRow = {
        id: randomUUID(),
        location_id: locationId,
        name: body.name,
        key_hash: sha256Hex(key),
        key_hint: key.slice(0, HINT_LENGTH),
        created_by: staff.id,
        created_at: now.toISOString(),
        last_used_at: null,
        revoked_at: null,
      };
      await insertApiKey(db, row);
      return { apiKey: toApiKey(row), key };
    },

    async revoke(staff: StaffCaller, now: Date, id: string): Promise<PmsApiKey> {
      const locationId = managedLocationOf(staff);
      if (!(await findApiKeyAt(db, locationId, id))) throw new AppError('PMS_API_KEY_NOT_FOUND');
      await revokeApiKey(db, id, now.toISOString());
      const row = await findApiKeyAt(db, locationId, id);
      if (!row) throw new AppError('PMS_API_KEY_NOT_FOUND');
      return toApiKey(row);
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
