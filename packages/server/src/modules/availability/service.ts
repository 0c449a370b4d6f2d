import {
  isSupportRole,
  type AvailabilityCreateBody,
  type AvailabilityListQuery,
  type AvailabilitySlot,
  type AvailabilitySlotBody,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { findStaffRow } from '../identity';
import { deleteSlot, findSlot, findSlotsOf, insertSlot, updateSlot } from './repository';
import { toAvailabilitySlot } from './to-wire';

/**
 * Staff availability. Everyone keeps their own slots; support and management keep those of staff of their own
 * location too (support without a location: anyone's).
 */
export function createAvailabilityService({ db }: { db: Db }) {
  /**
   * Whether the caller may read and keep this staff member's slots: their own, or, for support and management, those
   * of staff working at their location (staff without a location work at every location, as the staff list says).
   */
  async function mayKeep(caller: StaffCaller, staffId: string): Promise<boolean> {
    if (staffId === caller.id) return true;
    if (!isSupportRole(caller.role)) return false;
    const staff = await findStaffRow(db, staffId);
    if (staff === undefined) return false;
    return caller.locationId === null || staff.location_id === null || staff.location_id === caller.locationId;
  }

  /** The slot, when the caller may keep its owner's slots; otherwise AVAILABILITY_NOT_FOUND. */
  async function requireSlot(caller: StaffCaller, nmbr: number) {
    const slot = await findSlot(db, nmbr);
    if (!slot || !(await mayKeep(caller, slot.employee_id))) throw new AppError('AVAILABILITY_NOT_FOUND');
    return slot;
  }

  async function reload(nmbr: number): Promise<AvailabilitySlot> {
    const slot = await findSlot(db, nmbr);
    if (!slot) throw new AppError('AVAILABILITY_NOT_FOUND');
    return toAvailabilitySlot(slot);
  }

  return {
    async list(caller: StaffCaller, query: AvailabilityListQuery): Promise<AvailabilitySlot[]> {
      const staffId = query.employee ?? caller.id;
      if (!(await mayKeep(caller, staffId))) throw new AppError('UNAUTHORIZED');
      return (await findSlotsOf(db, staffId)).map(toAvailabilitySlot);
    },

    async get(caller: StaffCaller, nmbr: number): Promise<AvailabilitySlot> {
      return toAvailabilitySlot(await requireSlot(caller, nmbr));
    },

    async create(caller: StaffCaller, now: Date, body: AvailabilityCreateBody): Promise<AvailabilitySlot> {
      const { employee: staff, ...slot } = body;
      const staffId = staff ?? caller.id;
      if (!(await mayKeep(caller, staffId))) throw new AppError('UNAUTHORIZED');
      return reload(await insertSlot(db, staffId, slot, now.toISOString()));
    },

    async update(caller: StaffCaller, now: Date, nmbr: number, body: AvailabilitySlotBody): Promise<AvailabilitySlot> {
      await requireSlot(caller, nmbr);
      await updateSlot(db, nmbr, body, now.toISOString());
      return reload(nmbr);
    },

    async delete(caller: StaffCaller, nmbr: number): Promise<{ message: string }> {
      await requireSlot(caller, nmbr);
      await deleteSlot(db, nmbr);
      return { message: 'Availability deleted' };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
