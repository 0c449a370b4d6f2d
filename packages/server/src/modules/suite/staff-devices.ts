import { appLanguageOf, hasDeviceAlert, presentedStateChangesAt, type AppLanguage, type Device } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { keptReadsOf } from '../../db/kept-reads';
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

/** Device rows of the suites of a list page kept at most: a few lists and pages per location. */
const KEPT_ALERT_DEVICE_SETS = 500;
const keptAlertDevices = keptReadsOf(KEPT_ALERT_DEVICE_SETS);

/** The suites that need attention at an instant, and until when that holds by time alone (ms; Infinity: for good). */
export interface DeviceAlerts {
  suites: Set<string>;
  until: number;
}

/**
 * The suites among these that need attention at `now` (`hasDeviceAlert`: a lock jammed or offline), for a list that
 * shows the alert and no device: only the devices that can raise it are read, and no names. The rows are kept while
 * the devices are unchanged, as the staff of a park read the same pages; whether a reading is stale is told at `now`,
 * and `until` is the first instant a reading of these turns stale.
 */
export async function findSuitesWithDeviceAlert(db: DbOrTrx, suiteIds: readonly string[], now: Date): Promise<DeviceAlerts> {
  const rows = await keptAlertDevices(db, `alert-devices\u0000${suiteIds.join('\u0000')}`, () => findDevicesOf(db, suiteIds, 'alert'));
  const names = { language: 'en', fallback: 'en' } as const;
  const suites = new Set<string>();
  let until = Infinity;
  for (const row of rows) {
    const device = toWireDevice(row, now, true, names);
    if (hasDeviceAlert([device])) suites.add(row.accommodation_id);
    if (device.state) until = Math.min(until, presentedStateChangesAt(device.state, now));
  }
  return { suites, until };
}
