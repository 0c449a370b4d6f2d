import {
  climateValueSchema,
  DOMOTICA_GROUP_BY_TYPE,
  domoticaStatusSchema,
  lightValueSchema,
  lockValueSchema,
  presentDomoticaState,
  type Domotica,
  type DomoticaState,
  type DomoticaType,
} from '@stay/contract';
import type { z } from 'zod';
import type { DomoticaRow } from './repository';

const VALUE_SCHEMAS: Record<DomoticaType, z.ZodType> = {
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
function storedState(row: DomoticaRow): DomoticaState {
  const status = domoticaStatusSchema.catch('unknown').parse(row.state_status);
  const parsed = VALUE_SCHEMAS[row.type as DomoticaType].safeParse(parseJson(row.state_value));
  if (!parsed.success) return { status: status === 'ok' ? 'unknown' : status, value: null, updatedAt: row.reported_at };
  return { status, value: parsed.data as DomoticaState['value'], updatedAt: row.reported_at };
}

/**
 * A device as the guest sees it at `now`. Rows are listed by known type only (repository), so the type cast holds.
 * `isStateVisible` is false outside the guest's controls window.
 */
export function toWireDomotica(row: DomoticaRow, now: Date, isStateVisible: boolean): Domotica {
  const type = row.type as DomoticaType;
  return {
    _id: row.id,
    type,
    name: row.name,
    group: DOMOTICA_GROUP_BY_TYPE[type],
    state: isStateVisible ? presentDomoticaState(storedState(row), now) : null,
  } as Domotica;
}
