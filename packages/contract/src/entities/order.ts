import { z } from 'zod';

/** Amounts on the wire are euros with two decimals (7.95); the server keeps integer cents. */
const euros = z.number();

/**
 * An order of a reservation (`orderstate`: see ORDER_STATE in rules/order). `totalincl` is computed by the server
 * from the catalogue's prices (options included); `paymentamount` is what verified payments brought in.
 * `refundedamount` is what staff refunded of it since, `chargedbackamount` what the payer's bank took back (a
 * chargeback: staff must look into it). Instants are UTC ISO strings.
 */
export const orderSchema = z.object({
  nmbr: z.number().int(),
  orderstate: z.number().int(),
  paymentamount: euros,
  refundedamount: euros,
  chargedbackamount: euros,
  totalincl: euros,
  reservationId: z.string(),
  created: z.string(),
  /** When the order was placed; null until then. */
  placed: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A product option chosen with a delivery (an add-on such as a child seat). */
export const deliveryOptionSchema = z.object({
  productkey: z.string(),
  productname: z.string(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/**
 * A delivery of an order: one product, a quantity, for one day of the stay. `deliverydate` is the product's delivery
 * time (noon without one) in the park's zone on that day (UTC ISO instant). `priceincl` is the unit price with the
 * options' prices; `totalincl` is `priceincl × quantity`. `delivered`: when staff ticked it off as delivered (UTC ISO),
 * null until then.
 */
export const orderDeliverySchema = z.object({
  nmbr: z.number().int(),
  productkey: z.string(),
  productname: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  deliverydate: z.string(),
  options: z.array(deliveryOptionSchema),
  priceincl: euros,
  totalincl: euros,
  delivered: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/**
 * The rental hold of a delivery of a rental product (a bike). While the order is open or a payment is pending the
 * hold lasts until `rentalWindowEndDateTime`; once the order is paid it is kept for good (`rentalWindowExpired`
 * false, the end date the last hold's end).
 */
export const deliveryProductSchema = z.object({
  deliverynmbr: z.number().int(),
  productkey: z.string(),
  rentalWindowExpired: z.boolean(),
  rentalWindowEndDateTime: z.string(),
});
export type DeliveryProduct = z.infer<typeof deliveryProductSchema>;

/** GET /order/{nmbr} and every order call's answer: the order, its deliveries (by date) and its rental holds. */
export const orderViewSchema = z.object({
  order: orderSchema,
  orderdeliveries: z.array(orderDeliverySchema),
  deliveryproducts: z.array(deliveryProductSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * A delivery as staff see it (GET /api/employee/orderdelivery…): what to bring where and when (`deliverydate`, the
 * product's delivery time on the day), for a placed or paid order. `chatnmbr` opens the reservation's chat (null
 * when it has none); `accommodation` is the suite's name; `delivered` when it was ticked off (null: still to bring).
 */
export const staffDeliverySchema = z.object({
  nmbr: z.number().int(),
  deliverydate: z.string(),
  productkey: z.string(),
  productname: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  options: z.array(deliveryOptionSchema),
  accommodation: z.string().nullable(),
  guest: z.object({ firstname: z.string(), surname: z.string() }),
  reservation: z.object({ _id: z.string(), nmbr: z.string() }),
  chatnmbr: z.number().int().nullable(),
  ordernmbr: z.number().int(),
  orderstate: z.number().int(),
  /** The payer's bank took (part of) the order's payment back: staff must look into it before delivering. */
  orderchargedback: z.boolean(),
  /** Staff refunded (part of) the order's payment. */
  orderrefunded: z.boolean(),
  delivered: z.string().nullable(),
});
export type StaffDelivery = z.infer<typeof staffDeliverySchema>;
