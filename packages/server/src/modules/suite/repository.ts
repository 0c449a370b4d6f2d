import type { Insertable, Selectable } from 'kysely';
import { DEVICE_TYPES, type DeviceStatus, type ReservationTimes } from '@stay/contract';
import type { Database, DbOrTrx } from '../../db/database';
import type { DeviceReport } from '../../platform/devices/port';

export type DeviceRow = Selectable<Database['domoticas']>;
export type NewDevice = Insertable<Database['domoticas']>;

export interface CurrentStay {
  reservationId: string;
  times: ReservationTimes;
  /** The reservation's `controls_are_active` flag; the window applies as well. */
  isControlsEnabled: boolean;
  /** The first suite the reservation holds (position 0); null if it holds none. */
  suite: { id: string; name: string } | null;
}

/** A guest's current stay: the reservation with its suite (position 0). */
export async function findStay(db: DbOrTrx, reservationId: string): Promise<CurrentStay | undefined> {
  const row = await db
    .selectFrom('reservations')
    .leftJoin('reservation_accommodations', (join) =>
      join.onRef('reservation_accommodations.reservation_id', '=', 'reservations.id').on('reservation_accommodations.position', '=', 0),
    )
    .leftJoin('accommodations', 'accommodations.id', 'reservation_accommodations.accommodation_id')
    .select([
      'reservations.id as reservationId',
      'reservations.status',
      'reservations.start_date_time',
      'reservations.end_date_time',
      'reservations.controls_activation_date_time',
      'reservations.controls_deactivation_date_time',
      'reservations.controls_are_active',
      'reservations.days_untill_app_use',
      'accommodations.id as suiteId',
      'accommodations.name as suiteName',
    ])
    .where('reservations.id', '=', reservationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reservationId: row.reservationId,
    times: {
      status: row.status,
      startDateTime: row.start_date_time,
      endDateTime: row.end_date_time,
      controlsActivationDateTime: row.controls_activation_date_time,
      controlsDeactivationDateTime: row.controls_deactivation_date_time,
      daysUntillAppUse: row.days_untill_app_use,
    },
    isControlsEnabled: row.controls_are_active === 1,
    suite: row.suiteId !== null && row.suiteName !== null ? { id: row.suiteId, name: row.suiteName } : null,
  };
}

/** The locks of these suites, each with its suite's name. */
export async function findLocksOf(db: DbOrTrx, suiteIds: readonly string[]): Promise<Array<DeviceRow & { suite_name: string }>> {
  if (suiteIds.length === 0) return [];
  return db
    .selectFrom('domoticas')
    .innerJoin('accommodations', 'accommodations.id', 'domoticas.accommodation_id')
    .selectAll('domoticas')
    .select('accommodations.name as suite_name')
    .where('domoticas.accommodation_id', 'in', [...suiteIds])
    .where('domoticas.type', '=', 'LOCK')
    .orderBy('domoticas.id')
    .execute();
}

/** The suite's devices of a known type, in display order. */
export function listDevices(db: DbOrTrx, suiteId: string): Promise<DeviceRow[]> {
  return db
    .selectFrom('domoticas')
    .selectAll()
    .where('accommodation_id', '=', suiteId)
    .where('type', 'in', DEVICE_TYPES)
    .orderBy('position')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findDevice(db: DbOrTrx, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('domoticas').selectAll().where('id', '=', id).where('type', 'in', DEVICE_TYPES).executeTakeFirst();
}

/** Records what the device reported; returns the row as it is now. */
export async function saveReport(db: DbOrTrx, row: DeviceRow, report: DeviceReport, at: Date): Promise<DeviceRow> {
  const patch = {
    state_status: report.status,
    // A jammed lock does not know its position: keep the last position it did report.
    state_value: report.value === null ? row.state_value : JSON.stringify(report.value),
    reported_at: at.toISOString(),
    checked_at: at.toISOString(),
  };
  await db.updateTable('domoticas').set(patch).where('id', '=', row.id).execute();
  return { ...row, ...patch };
}

/** Records that the device could not be reached; its last reported value stays, but is no longer shown. */
export async function saveFailure(
  db: DbOrTrx,
  row: DeviceRow,
  status: Extract<DeviceStatus, 'unknown' | 'unavailable'>,
  at: Date,
): Promise<DeviceRow> {
  const patch = { state_status: status, checked_at: at.toISOString() };
  await db.updateTable('domoticas').set(patch).where('id', '=', row.id).execute();
  return { ...row, ...patch };
}

/** Adds devices, leaving any with the same id untouched. Returns how many were added. */
export async function insertDevices(db: DbOrTrx, devices: NewDevice[]): Promise<number> {
  if (devices.length === 0) return 0;
  const result = await db
    .insertInto('domoticas')
    // Every row names its endpoint: SQLite fills a column missing from some rows of a batch with null, not its default.
    .values(devices.map((device) => ({ endpoint: '', ...device })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
