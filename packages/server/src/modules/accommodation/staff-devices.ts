import type { Domotica } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findDomoticasOf } from './staff-repository';
import { toWireDomotica } from './to-wire';

/** The devices of each accommodation as staff see them at `now`: every state shown, honestly (stale → unknown). */
export async function loadStaffDevices(db: DbOrTrx, accommodationIds: readonly string[], now: Date): Promise<Map<string, Domotica[]>> {
  const devices = new Map<string, Domotica[]>(accommodationIds.map((id) => [id, []]));
  for (const row of await findDomoticasOf(db, accommodationIds)) devices.get(row.accommodation_id)?.push(toWireDomotica(row, now, true));
  return devices;
}
