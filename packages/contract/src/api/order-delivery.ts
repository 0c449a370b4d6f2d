import { z } from 'zod';
import { staffDeliverySchema } from '../entities/order';
import { defineEndpoint } from './endpoint';

export const STAFF_DELIVERY_PAGE_SIZE = 100;
export const STAFF_DELIVERY_MAX_PAGE_SIZE = 500;

/** Keyset paging: pass the answer's `nextCursor` as `cursor` for the next page. */
export const staffDeliveryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(STAFF_DELIVERY_MAX_PAGE_SIZE).default(STAFF_DELIVERY_PAGE_SIZE),
  cursor: z.string().min(1).max(64).optional(),
});
export type StaffDeliveryQuery = z.output<typeof staffDeliveryQuerySchema>;
export type StaffDeliveryQueryInput = z.input<typeof staffDeliveryQuerySchema>;

/** A page of deliveries by date (then suite, then nmbr); `nextCursor` is null on the last page. */
export const staffDeliveryPageSchema = z.object({ items: z.array(staffDeliverySchema), nextCursor: z.string().nullable() });
export type StaffDeliveryPage = z.infer<typeof staffDeliveryPageSchema>;

/** `{nmbr}`: a delivery's number. */
const deliveryParams = z.object({ nmbr: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Ticks a delivery off as delivered (true) or takes that back (false). */
export const staffDeliveredBodySchema = z.strictObject({ delivered: z.boolean() });
export type StaffDeliveredBody = z.infer<typeof staffDeliveredBodySchema>;

/** `{timestamp}`: epoch milliseconds; the day it falls on in the location's zone counts. */
const dayParams = z.object({ timestamp: z.coerce.number().int().min(0).max(8_640_000_000_000_000) });

const BASE = '/api/employee/orderdelivery';

/**
 * Staff deliveries: what to bring to which suite, from placed and paid orders of the caller's location (staff
 * without a location: every location's). Guides, support and management alike. Ordered by delivery date.
 */
export const staffOrderDeliveryApi = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    auth: 'staff',
    summary: "Upcoming deliveries (today's first, in the location's zone), keyset-paged",
    query: staffDeliveryQuerySchema,
    response: staffDeliveryPageSchema,
  }),
  onDay: defineEndpoint({
    method: 'GET',
    path: `${BASE}/onDay/{timestamp}`,
    auth: 'staff',
    summary: "The deliveries of one day (the timestamp's day in the location's zone), keyset-paged",
    params: dayParams,
    query: staffDeliveryQuerySchema,
    response: staffDeliveryPageSchema,
  }),
  fromDay: defineEndpoint({
    method: 'GET',
    path: `${BASE}/fromDay/{timestamp}`,
    auth: 'staff',
    summary: "The deliveries from one day on (the timestamp's day in the location's zone), keyset-paged",
    params: dayParams,
    query: staffDeliveryQuerySchema,
    response: staffDeliveryPageSchema,
  }),
  markDelivered: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/delivered`,
    auth: 'staff',
    summary: 'Ticks a delivery of a paid or placed order off as delivered, or takes that back; the guest sees it',
    params: deliveryParams,
    body: staffDeliveredBodySchema,
    response: staffDeliverySchema,
  }),
} as const;
