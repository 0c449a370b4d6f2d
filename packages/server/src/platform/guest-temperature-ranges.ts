import type { TemperatureRange } from '@stay/contract';
import type { DbOrTrx } from '../db/database';

type RangeReader = (db: DbOrTrx, locationId: string) => Promise<TemperatureRange | null>;

/**
 * The °C range guests may set at a location, from the module that keeps it (climate) to the one that enforces it
 * (suite), in process: the climate module drives the suites' thermostats through the suite module, so the suite
 * module cannot import it back without a cycle.
 */
export interface GuestTemperatureRanges {
  provide(reader: RangeReader): void;
  /** Null when the stay has no location or no module keeps ranges. */
  rangeAt(db: DbOrTrx, locationId: string | null): Promise<TemperatureRange | null>;
}

export function createGuestTemperatureRanges(): GuestTemperatureRanges {
  let reader: RangeReader | undefined;
  return {
    provide: (provided) => void (reader = provided),
    rangeAt: async (db, locationId) => (reader && locationId !== null ? reader(db, locationId) : null),
  };
}
