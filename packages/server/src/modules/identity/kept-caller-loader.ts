import type { KnownRole } from '@stay/contract';
import type { DataGenerations } from '../../db/data-generations';
import type { DbOrTrx } from '../../db/database';
import { KeptReads } from '../../db/kept-reads';
import type { CallerLoader } from '../../http/caller';
import { loadPermissions } from '../settings';
import { callerOf } from './load-caller';
import { loadIdentity, type LoadedIdentity } from './load-identity';

/**
 * The request context's caller loader: the caller behind a token and the permissions of a role at a location are read
 * once and kept while the rows they come from are unchanged (KeptReads), instead of once per request.
 */
export function createKeptCallerLoader(db: DbOrTrx, generations: DataGenerations): CallerLoader {
  const identities = new KeptReads<LoadedIdentity | undefined>(generations);
  const permissions = new KeptReads<unknown>(generations);
  const keptPermissions = (role: KnownRole, locationId: string | null) =>
    permissions.get(`${role}\u0000${locationId ?? ''}`, () => loadPermissions(db, role, locationId));
  return async (auth) => callerOf(auth, await identities.get(auth.accountId, () => loadIdentity(db, auth.accountId)), keptPermissions);
}
