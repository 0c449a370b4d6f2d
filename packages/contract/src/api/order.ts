import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';
import { deliveryOptionSchema, orderViewSchema } from '../entities/order';
import { defineEndpoint } from './endpoint';

/** The most of one product in one delivery. */
export const DELIVERY_MAX_QUANTITY = 99;
/** The most options one delivery may carry. */
export const DELIVERY_MAX_OPTIONS = 10;

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const productkey = z.string().trim().min(1).max(64);
const quantity = z.number().int().min(1).max(DELIVERY_MAX_QUANTITY);

/**
 * The day of a delivery: an instant (ISO with offset) or a calendar day (yyyy-MM-dd). Whatever time it carries, the
 * server stores 12:00 in the park's zone on that day (an instant counts on its calendar day in the park's zone).
 */
export const deliveryDateInputSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/**
 * POST /{ordernmbr}/delivery, the delivery add payload. `ordernmbr`, when sent, must be the path's order;
 * `agendaNmbr` is kept as sent; option prices come from the catalogue (an option the product does not offer is
 * refused). The day must fall within the stay (arrival day through departure day) and not before today (park zone),
 * else 422 DELIVERY_OUTSIDE_STAY; a product with `disableAmount` is always 1.
 */
export const deliveryAddBodySchema = z.object({
  ordernmbr: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  productkey,
  agendaNmbr: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  quantity,
  deliverydate: deliveryDateInputSchema,
  options: z.array(deliveryOptionSchema.extend({ productkey, productname: z.string().max(200) })).max(DELIVERY_MAX_OPTIONS).default([]),
});
export type DeliveryAddBody = z.output<typeof deliveryAddBodySchema>;
export type DeliveryAddBodyInput = z.input<typeof deliveryAddBodySchema>;

/** POST /{ordernmbr}/delivery/{deliverynmbr}: change the amount. */
export const deliveryUpdateBodySchema = z.object({ quantity });
export type DeliveryUpdateBody = z.output<typeof deliveryUpdateBodySchema>;

/**
 * Every guest order call: `lang` names products and options in the guest's language (as ordered; a name missing in it
 * in the location's content language, then English; English when absent).
 */
const langQuery = { lang: appLanguageSchema.optional() };
export const orderLanguageQuerySchema = z.strictObject(langQuery);
export type OrderLanguageQuery = z.output<typeof orderLanguageQuerySchema>;

/** GET /open: `orCreate=true` creates the reservation's open order when it has none (null otherwise). */
export const openOrderQuerySchema = z.strictObject({
  ...langQuery,
  orCreate: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
export type OpenOrderQuery = z.output<typeof openOrderQuerySchema>;

const BASE = '/api/guest/order';
const orderParams = z.object({ nmbr: positiveInt });
const ofOrder = z.object({ ordernmbr: positiveInt });
const deliveryParams = z.object({ ordernmbr: positiveInt, deliverynmbr: positiveInt });

/**
 * Guest order calls, always about the caller's current reservation. An order of another reservation answers
 * 403 ORDER_NOT_YOURS, an unknown one 404 ORDER_NOT_FOUND; a reservation without a relation cannot order
 * (409 NO_RELATION_FOUND). Deliveries change only while the order is open (orderstate ≤ 10), else
 * 409 ORDER_ALREADY_DONE. Totals are the server's. A rental product (unit DAY with a capacity) holds its capacity
 * for RENTAL_HOLD_MINUTES; beyond the day's capacity 409 PRODUCT_SOLD_OUT. Every change is pushed to the
 * reservation's guests and the location's staff as `order.updated`. Every call answers the order as GET /{nmbr} does.
 * Paying is POST /{ordernmbr}/pay (payment API).
 */
export const guestOrderApi = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    auth: 'guest',
    summary: "The current reservation's orders, newest first",
    query: orderLanguageQuerySchema,
    response: z.array(orderViewSchema),
  }),
  open: defineEndpoint({
    method: 'GET',
    path: `${BASE}/open`,
    auth: 'guest',
    summary: "The current reservation's open order (orderstate ≤ 20), created with orCreate=true; null when none",
    query: openOrderQuerySchema,
    response: orderViewSchema.nullable(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}`,
    auth: 'guest',
    summary: 'One order with its deliveries and rental holds',
    params: orderParams,
    query: orderLanguageQuerySchema,
    response: orderViewSchema,
  }),
  addDelivery: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{ordernmbr}/delivery`,
    auth: 'guest',
    summary: 'Add a delivery (delivery add payload) to the open order; stored at 12:00 park time, within the stay',
    params: ofOrder,
    body: deliveryAddBodySchema,
    query: orderLanguageQuerySchema,
    response: orderViewSchema,
  }),
  updateDelivery: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{ordernmbr}/delivery/{deliverynmbr}`,
    auth: 'guest',
    summary: "Change a delivery's amount (open order only; rentals within the day's capacity)",
    params: deliveryParams,
    body: deliveryUpdateBodySchema,
    query: orderLanguageQuerySchema,
    response: orderViewSchema,
  }),
  deleteDelivery: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/{ordernmbr}/delivery/{deliverynmbr}`,
    auth: 'guest',
    summary: 'Remove a delivery from the open order (its rental hold is released)',
    params: deliveryParams,
    query: orderLanguageQuerySchema,
    response: orderViewSchema,
  }),
  refreshRentalWindow: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{ordernmbr}/delivery/{deliverynmbr}/refreshRentalWindow`,
    auth: 'guest',
    summary: "Renew a rental delivery's hold for RENTAL_HOLD_MINUTES if the day's capacity still allows",
    params: deliveryParams,
    query: orderLanguageQuerySchema,
    response: orderViewSchema,
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{ordernmbr}/placeOrder`,
    auth: 'guest',
    summary: 'Place a paid order with deliveries (once; bike deliveries become rentals); answers it reloaded',
    params: ofOrder,
    query: orderLanguageQuerySchema,
    response: orderViewSchema,
  }),
} as const;
