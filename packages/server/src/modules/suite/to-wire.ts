import {
  climateValueSchema,
  DEVICE_GROUP_BY_TYPE,
  deviceStatusSchema,
  lightValueSchema,
  lockValueSchema,
  presentDeviceState,
  rowTexts,
  textInLanguage,
  type AppLanguage,
  type Device,
  type DeviceState,
  type DeviceType,
} from '@stay/contract';
import type { z } from 'zod';
import type { DeviceRow } from './repository';

const VALUE_SCHEMAS: Record<DeviceType, z.ZodType> = {
  LOCK: lockValueSchema,
  CLIMATE: climateValueSchema,
  LIGHT: lightValueSchema,
};

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stored state as the device last left it; a value that no longer fits its type counts as missing. */
export function storedState(row: DeviceRow): DeviceState {
  const status = deviceStatusSchema.catch('unknown').parse(row.state_status);
  const parsed = VALUE_SCHEMAS[row.type as DeviceType].safeParse(parseJson(row.state_value));
  if (!parsed.success) return { status: status === 'ok' ? 'unknown' : status, value: null, updatedAt: row.reported_at };
  return { status, value: parsed.data as DeviceState['value'], updatedAt: row.reported_at };
}

/** Whom a device is shown to: the reader's language, and the location's content language it falls back to (then English). */
export interface DeviceReading {
  language: AppLanguage;
  fallback: AppLanguage;
}

/**
 * A device as the guest (or staff member) sees it at `now`, its name in the reader's language. Rows are listed by known type only (repository), so the type cast holds.
 * `isStateVisible` is false outside the guest's controls window.
 */
export function toWireDevice(row: DeviceRow, now: Date, isStateVisible: boolean, reading: DeviceReading): Device {
  const type = row.type as DeviceType;
  return {
    _id: row.id,
    type,
    name: textInLanguage(rowTexts(row, 'name'), reading.language, reading.fallback),
    group: DEVICE_GROUP_BY_TYPE[type],
    state: isStateVisible ? presentDeviceState(storedState(row), now) : null,
  } as Device;
}
