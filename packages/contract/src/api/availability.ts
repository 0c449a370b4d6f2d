import { z } from 'zod';
import {
  availabilityKindSchema,
  availabilitySlotSchema,
  clockTillSchema,
  clockTimeSchema,
  weekdaySchema,
} from '../entities/availability';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const AVAILABILITY_NOTE_MAX_LENGTH = 500;
/** A once slot spans at most this long. */
export const AVAILABILITY_MAX_SPAN_MS = 366 * 24 * 60 * 60 * 1000;

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true });
const note = z.string().trim().max(AVAILABILITY_NOTE_MAX_LENGTH).default('');

/** Minutes since midnight of `HH:mm` (24:00 → 1440). */
const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const weeklyFields = {
  repeat: z.literal('weekly'),
  kind: availabilityKindSchema,
  weekday: weekdaySchema,
  from: clockTimeSchema,
  till: clockTillSchema,
  note,
};
const onceFields = { repeat: z.literal('once'), kind: availabilityKindSchema, start: instant, end: instant, note };
const forColleague = { employee: id.optional() };

type Refinement<T> = [check: (body: T) => boolean, issue: { message: string; path: string[] }];
const tillAfterFrom: Refinement<{ from: string; till: string }> = [
  (body) => minutesOf(body.till) > minutesOf(body.from),
  { message: 'till must come after from', path: ['till'] },
];
const endAfterStart: Refinement<{ start: string; end: string }> = [
  (body) => Date.parse(body.end) > Date.parse(body.start) && Date.parse(body.end) - Date.parse(body.start) <= AVAILABILITY_MAX_SPAN_MS,
  { message: 'end must come after start, within a year', path: ['end'] },
];

/**
 * A slot to store (POST /{nmbr} replaces the slot): weekly hours (`repeat` weekly: weekday 1–7, from, till as HH:mm
 * on the location's wall clock) or an exception over a range (`repeat` once: start, end instants).
 */
export const availabilitySlotBodySchema = z.discriminatedUnion('repeat', [
  z.object(weeklyFields).refine(...tillAfterFrom),
  z.object(onceFields).refine(...endAfterStart),
]);
export type AvailabilitySlotBody = z.output<typeof availabilitySlotBodySchema>;
export type AvailabilitySlotBodyInput = z.input<typeof availabilitySlotBodySchema>;

/** POST create: a slot; `employee` plans it for a colleague of the same location (support and management only). */
export const availabilityCreateBodySchema = z.discriminatedUnion('repeat', [
  z.object({ ...weeklyFields, ...forColleague }).refine(...tillAfterFrom),
  z.object({ ...onceFields, ...forColleague }).refine(...endAfterStart),
]);
export type AvailabilityCreateBody = z.output<typeof availabilityCreateBodySchema>;
export type AvailabilityCreateBodyInput = z.input<typeof availabilityCreateBodySchema>;

/** GET list: the caller's slots, or with `employee` a colleague's (support and management, same location). */
export const availabilityListQuerySchema = z.strictObject({ employee: id.optional() });
export type AvailabilityListQuery = z.output<typeof availabilityListQuerySchema>;

const BASE = '/api/employee/availabilty';
const slotParams = z.object({ nmbr: positiveInt });

/**
 * Staff availability (the path is spelled as the wire spells it). Every staff member keeps their own slots; support
 * and management (CUBER, BACKOFFICE, MANAGEMENT) may read and keep those of staff of their own location. Anyone
 * else's slot answers 404 AVAILABILITY_NOT_FOUND; a colleague outside the caller's reach 403 UNAUTHORIZED.
 * Weekly slots first (by weekday and from), then once slots by start.
 */
export const staffAvailabilityApi = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    auth: 'staff',
    summary: "The caller's availability slots (or a colleague's with employee=, support and management)",
    query: availabilityListQuerySchema,
    response: z.array(availabilitySlotSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${BASE}/create`,
    auth: 'staff',
    summary: 'Add an availability slot (weekly hours or an exception)',
    body: availabilityCreateBodySchema,
    response: availabilitySlotSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'One availability slot',
    params: slotParams,
    response: availabilitySlotSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'Replace an availability slot',
    params: slotParams,
    body: availabilitySlotBodySchema,
    response: availabilitySlotSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'Delete an availability slot',
    params: slotParams,
    response: messageReplySchema,
  }),
} as const;
