import type { DbOrTrx } from '../db/database';

/** A reservation's guest opened the suite's door for the first time: the guest is in house. */
export interface GuestCheckedIn {
  locationId: string;
  reservationId: string;
  suiteName: string;
  at: Date;
}

type CheckedInListener = (db: DbOrTrx, arrival: GuestCheckedIn) => Promise<void>;

/**
 * Guests' arrivals, told by the module that sees them (door access, on the first unlock) to the modules that act on
 * them (the PMS webhooks), in process: neither imports the other, which would close a cycle between the modules.
 */
export interface Arrivals {
  onCheckedIn(listener: CheckedInListener): void;
  checkedIn(db: DbOrTrx, arrival: GuestCheckedIn): Promise<void>;
}

export function createArrivals(): Arrivals {
  const listeners: CheckedInListener[] = [];
  return {
    onCheckedIn: (listener) => void listeners.push(listener),
    async checkedIn(db, arrival) {
      for (const listener of listeners) await listener(db, arrival);
    },
  };
}
