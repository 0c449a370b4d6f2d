import { isAvailableDuring } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findSlotsDuring } from './repository';
import { toAvailabilitySlot } from './to-wire';

/** Whether a staff member is available over [from, to) (see the contract's availability rule). */
export async function isStaffAvailable(db: DbOrTrx, staffId: string, from: Date, to: Date, timeZone: string): Promise<boolean> {
  const slots = await findSlotsDuring(db, [staffId], from.toISOString(), to.toISOString());
  return isAvailableDuring(slots.map(toAvailabilitySlot), from, to, timeZone);
}

/** Of these staff members, the ones available at `instant` (one query for all of them). */
export async function availableAt(db: DbOrTrx, staffIds: readonly string[], instant: Date, timeZone: string): Promise<Set<string>> {
  const later = new Date(instant.getTime() + 1);
  const slots = (await findSlotsDuring(db, staffIds, instant.toISOString(), later.toISOString())).map(toAvailabilitySlot);
  return new Set(staffIds.filter((id) => isAvailableDuring(slots.filter((slot) => slot.employee === id), instant, later, timeZone)));
}
