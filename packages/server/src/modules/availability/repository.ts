import type { AvailabilitySlotBody } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';

export type AvailabilitySlotRow = Awaited<ReturnType<typeof findSlot>> & {};

/** Columns of a slot body: weekly slots keep weekday/from/till, once slots start/end; the other fields are cleared. */
function slotColumns(body: AvailabilitySlotBody) {
  return body.repeat === 'weekly'
    ? { kind: body.kind, repeat: body.repeat, weekday: body.weekday, from_time: body.from, till_time: body.till, start_at: null, end_at: null, note: body.note }
    : {
        kind: body.kind,
        repeat: body.repeat,
        weekday: null,
        from_time: null,
        till_time: null,
        start_at: new Date(body.start).toISOString(),
        end_at: new Date(body.end).toISOString(),
        note: body.note,
      };
}

export function findSlot(db: DbOrTrx, nmbr: number) {
  return db.selectFrom('availability_slots').selectAll().where('nmbr', '=', nmbr).executeTakeFirst();
}

/** Weekly slots by weekday and from, then once slots by start. */
export function findSlotsOf(db: DbOrTrx, staffId: string) {
  return db
    .selectFrom('availability_slots')
    .selectAll()
    .where('employee_id', '=', staffId)
    .orderBy('repeat', 'desc')
    .orderBy('weekday')
    .orderBy('from_time')
    .orderBy('start_at')
    .orderBy('nmbr')
    .execute();
}

/**
 * The slots that can matter over [from, to) for these staff members: every weekly slot and the once slots that touch
 * the interval.
 */
export async function findSlotsDuring(db: DbOrTrx, staffIds: readonly string[], from: string, to: string) {
  if (staffIds.length === 0) return [];
  return db
    .selectFrom('availability_slots')
    .selectAll()
    .where('employee_id', 'in', [...staffIds])
    .where((eb) => eb.or([eb('repeat', '=', 'weekly'), eb.and([eb('start_at', '<', to), eb('end_at', '>', from)])]))
    .execute();
}

export async function insertSlot(db: DbOrTrx, staffId: string, body: AvailabilitySlotBody, now: string): Promise<number> {
  const row = await db
    .insertInto('availability_slots')
    .values({ employee_id: staffId, ...slotColumns(body), created_at: now, updated_at: now })
    .returning('nmbr')
    .executeTakeFirstOrThrow();
  return row.nmbr;
}

export async function updateSlot(db: DbOrTrx, nmbr: number, body: AvailabilitySlotBody, now: string): Promise<void> {
  await db.updateTable('availability_slots').set({ ...slotColumns(body), updated_at: now }).where('nmbr', '=', nmbr).execute();
}

export async function deleteSlot(db: DbOrTrx, nmbr: number): Promise<void> {
  await db.deleteFrom('availability_slots').where('nmbr', '=', nmbr).execute();
}
