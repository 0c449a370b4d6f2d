import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { countAttempt } from '../../../plugins/rate-limit';
import { sha256Hex } from '../../../security/opaque-tokens';
import { findActiveApiKeyByHash, markApiKeyUsed } from './repository';

/** The PMS calling: its key and the key's location. */
export interface PmsCaller {
  apiKeyId: string;
  locationId: string;
}

const RATE_WINDOW_MS = 60_000;
const BEARER = /^Bearer ([\w-]{16,200})$/;

/**
 * The caller of a PMS endpoint from `Authorization: Bearer <key>`: none → 401 NO_CREDENTIALS, an unknown or revoked
 * key → 401 API_KEY_INVALID, more than `perMinute` requests of one key in a minute → 429 TOO_MANY_REQUESTS (counted
 * in the database, so every instance counts together).
 */
export async function authenticatePms(db: Db, request: FastifyRequest, now: Date, perMinute: number): Promise<PmsCaller> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') throw new AppError('NO_CREDENTIALS');
  const key = BEARER.exec(header)?.[1];
  const row = key === undefined ? undefined : await findActiveApiKeyByHash(db, sha256Hex(key));
  if (!row) throw new AppError('API_KEY_INVALID');
  if ((await countAttempt(db, `pms-api:${row.id}`, now, RATE_WINDOW_MS)) > perMinute) throw new AppError('TOO_MANY_REQUESTS');
  await markApiKeyUsed(db, row.id, now.toISOString());
  return { apiKeyId: row.id, locationId: row.location_id };
}
