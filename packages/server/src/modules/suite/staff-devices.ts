import { appLanguageOf, type AppLanguage, type Device } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findDevicesOf, findSuiteContentLanguages } from './staff-repository';
import { toWireDevice } from './to-wire';

/**
 * The devices of each suite as staff see them at `now`: every state shown, honestly (stale → unknown); each name in
 * the reader's `language`, else the suite's location's content language, else English.
 */
export async function loadStaffDevices(
  db: DbOrTrx,
  suiteIds: readonly string[],
  now: Date,
  language: AppLanguage,
): Promise<Map<string, Device[]>> {
  const devices = new Map<string, Device[]>(suiteIds.map((id) => [id, []]));
  const [rows, contentLanguages] = await Promise.all([findDevicesOf(db, suiteIds), findSuiteContentLanguages(db, suiteIds)]);
  for (const row of rows) {
    const fallback = appLanguageOf(contentLanguages.get(row.accommodation_id)) ?? 'en';
    devices.get(row.accommodation_id)?.push(toWireDevice(row, now, true, { language, fallback }));
  }
  return devices;
}
