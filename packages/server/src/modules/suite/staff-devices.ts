import type { Device } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findDevicesOf } from './staff-repository';
import { toWireDevice } from './to-wire';

/** The devices of each suite as staff see them at `now`: every state shown, honestly (stale → unknown). */
export async function loadStaffDevices(db: DbOrTrx, suiteIds: readonly string[], now: Date): Promise<Map<string, Device[]>> {
  const devices = new Map<string, Device[]>(suiteIds.map((id) => [id, []]));
  for (const row of await findDevicesOf(db, suiteIds)) devices.get(row.accommodation_id)?.push(toWireDevice(row, now, true));
  return devices;
}
