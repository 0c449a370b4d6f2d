import { z } from 'zod';

/** Whether a slot says the staff member is available or unavailable then. */
export const AVAILABILITY_KINDS = ['available', 'unavailable'] as const;
export const availabilityKindSchema = z.enum(AVAILABILITY_KINDS);
export type AvailabilityKind = z.infer<typeof availabilityKindSchema>;

/** `weekly`: every week on `weekday` from `from` till `till` (location's wall clock); `once`: from `start` till `end`. */
export const AVAILABILITY_REPEATS = ['weekly', 'once'] as const;
export const availabilityRepeatSchema = z.enum(AVAILABILITY_REPEATS);
export type AvailabilityRepeat = z.infer<typeof availabilityRepeatSchema>;

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekdaySchema = z.number().int().min(1).max(7);

/** `HH:mm`, 00:00–23:59; a `till` may also be 24:00 (end of the day). */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
export const clockTillSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'HH:mm or 24:00');

/**
 * An availability slot of a staff member. Weekly slots carry weekday/from/till (start/end null); once slots (an
 * exception on a date range) carry start/end UTC ISO instants (weekday/from/till null). See `rules/availability.ts`
 * for how slots combine.
 */
export const availabilitySlotSchema = z.object({
  nmbr: z.number().int(),
  /** The staff member's id. */
  employee: z.string(),
  kind: availabilityKindSchema,
  repeat: availabilityRepeatSchema,
  weekday: weekdaySchema.nullable(),
  from: clockTimeSchema.nullable(),
  till: clockTillSchema.nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  note: z.string(),
  /** UTC ISO instant of the last change. */
  updated: z.string(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;
