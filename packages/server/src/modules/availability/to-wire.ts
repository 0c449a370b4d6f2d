import type { AvailabilitySlot } from '@stay/contract';
import type { AvailabilitySlotRow } from './repository';

export function toAvailabilitySlot(row: AvailabilitySlotRow): AvailabilitySlot {
  return {
    nmbr: row.nmbr,
    employee: row.employee_id,
    kind: row.kind as AvailabilitySlot['kind'],
    repeat: row.repeat as AvailabilitySlot['repeat'],
    weekday: row.weekday,
    from: row.from_time,
    till: row.till_time,
    start: row.start_at,
    end: row.end_at,
    note: row.note,
    updated: row.updated_at,
  };
}
