import { climateValueSchema, lockValueSchema, type ClimateValue, type DeviceType, type LockValue } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import type { Devices } from '../../platform/devices/port';
import { createDeviceCalls } from './device-calls';
import { listDevices, type DeviceRow } from './repository';

/** A thermostat as it answered just now: its value when it answered, null when it did not. */
export interface ThermostatReading {
  deviceId: string;
  value: ClimateValue | null;
}

/** What a suite's devices tell the climate rules: fresh thermostat readings, and the locks as last reported. */
export interface SuiteClimateReading {
  thermostats: ThermostatReading[];
  /** Null for a lock whose state is not known (jammed, silent, never reported). */
  locks: Array<LockValue | null>;
}

function storedValue<T>(row: DeviceRow, parse: (value: unknown) => T | undefined): T | null {
  if (row.state_status !== 'ok' || row.state_value === null) return null;
  return parse(JSON.parse(row.state_value)) ?? null;
}

const asClimate = (value: unknown) => climateValueSchema.safeParse(value).data;
const asLock = (value: unknown) => lockValueSchema.safeParse(value).data;

/**
 * Asks each thermostat of the suite for a fresh report (stored as any report is) and reads the locks as last reported:
 * locks are not woken for it. A thermostat that does not answer reads null.
 */
export async function readSuiteClimate(db: DbOrTrx, devices: Devices, suiteId: string, now: Date): Promise<SuiteClimateReading> {
  const rows = await listDevices(db, suiteId);
  const calls = createDeviceCalls(db, devices);
  const thermostats = await Promise.all(
    rows
      .filter((row) => row.type === ('CLIMATE' satisfies DeviceType))
      .map(async (row) => {
        if (!devices.connector(row.connector)) return { deviceId: row.id, value: null };
        const { row: stored, failure } = await calls.refresh(row, now);
        return { deviceId: row.id, value: failure ? null : storedValue(stored, asClimate) };
      }),
  );
  const locks = rows.filter((row) => row.type === ('LOCK' satisfies DeviceType)).map((row) => storedValue(row, asLock));
  return { thermostats, locks };
}
