import type { DbOrTrx } from '../../db/database';
import type { DeviceRow, NewDevice } from './repository';

/** Management's reads and writes of `domoticas`, always within one location's suites. */

/** The device with this id when it is in a suite of the location. */
export function findDeviceAt(db: DbOrTrx, locationId: string, deviceId: string): Promise<DeviceRow | undefined> {
  return db
    .selectFrom('domoticas as d')
    .innerJoin('accommodations as a', 'a.id', 'd.accommodation_id')
    .selectAll('d')
    .where('d.id', '=', deviceId)
    .where('a.location_id', '=', locationId)
    .executeTakeFirst();
}

/** Whether the suite is one of the location's. */
export async function isSuiteAt(db: DbOrTrx, locationId: string, suiteId: string): Promise<boolean> {
  const row = await db.selectFrom('accommodations').select('id').where('id', '=', suiteId).where('location_id', '=', locationId).executeTakeFirst();
  return row !== undefined;
}

/** The devices of the location's suites, each with where it is reached: `connector external_id endpoint` → suite id. */
export async function findPlacementsAt(db: DbOrTrx, locationId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('domoticas as d')
    .innerJoin('accommodations as a', 'a.id', 'd.accommodation_id')
    .select(['d.connector', 'd.external_id', 'd.endpoint', 'd.accommodation_id'])
    .where('a.location_id', '=', locationId)
    .execute();
  return new Map(rows.map((row) => [placementKey(row.connector, row.external_id, row.endpoint), row.accommodation_id]));
}

export const placementKey = (connector: string, externalId: string, endpoint: string | null) => `${connector} ${externalId} ${endpoint ?? ''}`;

/** The next display position in the suite (after its last device). */
export async function nextDevicePosition(db: DbOrTrx, suiteId: string): Promise<number> {
  const row = await db
    .selectFrom('domoticas')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('accommodation_id', '=', suiteId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Adds the device unless one with the same connector, id and endpoint exists; answers whether it was added. */
export async function insertDeviceIfFree(db: DbOrTrx, device: NewDevice): Promise<boolean> {
  const result = await db
    .insertInto('domoticas')
    .values(device)
    .onConflict((conflict) => conflict.columns(['connector', 'external_id', 'endpoint']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function deleteDevice(db: DbOrTrx, deviceId: string): Promise<void> {
  await db.deleteFrom('domoticas').where('id', '=', deviceId).execute();
}
