import type { KnownRole, UserSettings } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { keptRead } from '../../db/kept-reads';
import { mergeSettings, settingScopesFor } from './merge-settings';
import { findSettings } from './repository';

/** The merged user settings of a role at a location: what GET /api/auth/user-settings answers. */
export function loadUserSettings(db: DbOrTrx, role: KnownRole, locationId: string | null): Promise<UserSettings> {
  // Kept per role and location while the settings are unchanged: every guest's stay reads its location's times here.
  return keptRead(db, `user-settings\u0000${role}\u0000${locationId ?? ''}`, async () => {
    const scopes = settingScopesFor(role, locationId);
    return mergeSettings(await findSettings(db, scopes), scopes);
  });
}

/** The permissions of those user settings. */
export async function loadPermissions(db: DbOrTrx, role: KnownRole, locationId: string | null): Promise<unknown> {
  return (await loadUserSettings(db, role, locationId)).permissions;
}
