import { sql, type Insertable, type Selectable } from 'kysely';
import { ORDER_STATE } from '@stay/contract';
import type { Database, DbOrTrx } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { compiledOnce, compiledOncePerShape } from '../../db/compiled-once';
import { compiledForKeys } from '../../db/compiled-for-keys';
import { jsonArrayOf, parseJsonArray } from '../../db/json-array';
import { reservationSuiteNameOf, reservationsToJoin } from '../reservation';

/**
 * Orders, their deliveries, payment credits and rental day claims. The staff and chat views read the reservation,
 * its suite and chat in read-only joins; only the order tables are written here.
 */

export type OrderRow = Selectable<Database['orders']>;
export type DeliveryRow = Selectable<Database['order_deliveries']>;
/** A delivery as inserted; it takes its order's location. */
export type NewDelivery = Omit<Insertable<Database['order_deliveries']>, 'location_id'>;

/** The highest state of the reservation's cart (open or a payment in progress). */
const CART_MAX_STATE = ORDER_STATE.paymentPending;

export function findOrder(db: DbOrTrx, nmbr: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('nmbr', '=', nmbr).executeTakeFirst();
}

/** The order locked for the rest of the transaction (PostgreSQL: FOR UPDATE; SQLite's single writer serialises). */
export function lockOrder(trx: DbOrTrx, nmbr: number): Promise<OrderRow | undefined> {
  const query = trx.selectFrom('orders').selectAll().where('nmbr', '=', nmbr);
  return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The state bound is written into the SQL, not bound: the one-cart index is partial on it, so SQLite plans with that
 * index (and PostgreSQL can use it in a generic plan); a bound value there makes SQLite prepare the statement again
 * on every call.
 */
const cartOf = compiledOnce((db, reservationId: string) =>
  db.selectFrom('orders').selectAll().where('reservation_id', '=', reservationId).where('state', '<=', sql.lit(CART_MAX_STATE)),
);

export async function findCart(db: DbOrTrx, reservationId: string): Promise<OrderRow | undefined> {
  return (await cartOf(db, reservationId))[0];
}

/** Every column of a delivery, in the table's order: a delivery read as JSON (jsonArrayOf) has each of them. */
const DELIVERY_COLUMNS = [
  'nmbr', 'order_nmbr', 'location_id', 'productkey', 'productname', 'productname_nl', 'productname_de', 'productname_fr', 'unit',
  'quantity', 'price_cents', 'vat_rate', 'options', 'delivery_date', 'delivery_day', 'agenda_nmbr', 'is_rental', 'hold_until',
  'hold_expired', 'delivered_at', 'created_at', 'updated_at',
] as const satisfies readonly (keyof DeliveryRow)[];
// A column added to the table must be added above too, or this line stops compiling.
const deliveryColumnsAreComplete: [Exclude<keyof DeliveryRow, (typeof DELIVERY_COLUMNS)[number]>] extends [never] ? true : never = true;
void deliveryColumnsAreComplete;

/** The cart with its deliveries as a JSON column in the order they are shown; every column is text or an integer. */
const cartWithDeliveriesOf = compiledOnce((db, reservationId: string) =>
  db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) =>
      eb
        .selectFrom('order_deliveries as d')
        .select(
          jsonArrayOf(dialectOf(db), Object.fromEntries(DELIVERY_COLUMNS.map((column) => [column, sql.ref(`d.${column}`)])), sql`d.delivery_date, d.nmbr`).as(
            'deliveries',
          ),
        )
        .whereRef('d.order_nmbr', '=', 'orders.nmbr')
        .as('deliveries'),
    )
    .where('orders.reservation_id', '=', reservationId)
    .where('orders.state', '<=', sql.lit(CART_MAX_STATE)),
);

/** The reservation's cart and its deliveries (by delivery date) in one statement: the shop reads them on every visit. */
export async function findCartWithDeliveries(db: DbOrTrx, reservationId: string): Promise<{ cart: OrderRow; deliveries: DeliveryRow[] } | undefined> {
  const [row] = await cartWithDeliveriesOf(db, reservationId);
  if (!row) return undefined;
  const { deliveries, ...cart } = row;
  return { cart, deliveries: parseJsonArray<DeliveryRow>(deliveries) };
}

export function findOrdersOf(db: DbOrTrx, reservationId: string): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('reservation_id', '=', reservationId).orderBy('nmbr', 'desc').execute();
}

/** Inserts the reservation's cart; undefined when another request created it first (the one-cart index). */
export async function insertCart(
  db: DbOrTrx,
  order: { reservationId: string; locationId: string | null; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('orders')
    .values({
      reservation_id: order.reservationId,
      location_id: order.locationId,
      state: ORDER_STATE.open,
      total_cents: 0,
      paid_cents: 0,
      created_at: order.now,
      updated_at: order.now,
    })
    .onConflict((oc) => oc.column('reservation_id').where(sql.ref('state'), '<=', sql.lit(CART_MAX_STATE)).doNothing())
    .returning('nmbr')
    .executeTakeFirst();
  return row?.nmbr;
}

/** Inserts an order as it is (the demo seed); the guest calls go through insertCart. */
export async function insertOrder(db: DbOrTrx, order: Insertable<Database['orders']>): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('nmbr').executeTakeFirstOrThrow();
  return row.nmbr;
}

/** Deliveries in the order they are shown: by delivery date. */
const selectDeliveries = (db: DbOrTrx) => db.selectFrom('order_deliveries').selectAll().orderBy('delivery_date').orderBy('nmbr');

export function findDeliveriesOf(db: DbOrTrx, orderNmbrs: readonly number[]): Promise<DeliveryRow[]> {
  if (orderNmbrs.length === 0) return Promise.resolve([]);
  return selectDeliveries(db).where('order_nmbr', 'in', orderNmbrs).execute();
}

/** The deliveries of one order (the guest's cart is read on every visit of the shop). */
export const findDeliveriesOfOrder: (db: DbOrTrx, orderNmbr: number) => Promise<DeliveryRow[]> = compiledOnce((db, orderNmbr: number) =>
  selectDeliveries(db).where('order_nmbr', '=', orderNmbr),
);

export function findDelivery(db: DbOrTrx, orderNmbr: number, deliveryNmbr: number): Promise<DeliveryRow | undefined> {
  return db.selectFrom('order_deliveries').selectAll().where('order_nmbr', '=', orderNmbr).where('nmbr', '=', deliveryNmbr).executeTakeFirst();
}

export async function insertDelivery(db: DbOrTrx, delivery: NewDelivery): Promise<number> {
  const row = await db
    .insertInto('order_deliveries')
    .values({ ...delivery, location_id: (eb) => eb.selectFrom('orders').select('location_id').where('nmbr', '=', delivery.order_nmbr) })
    .returning('nmbr')
    .executeTakeFirstOrThrow();
  return row.nmbr;
}

export async function updateDelivery(
  db: DbOrTrx,
  nmbr: number,
  patch: Partial<Pick<DeliveryRow, 'quantity' | 'hold_until' | 'hold_expired' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('order_deliveries').set(patch).where('nmbr', '=', nmbr).execute();
}

export async function deleteDelivery(db: DbOrTrx, nmbr: number): Promise<void> {
  await db.deleteFrom('order_deliveries').where('nmbr', '=', nmbr).execute();
}

/** Sets the order's total to the sum of its deliveries' totals. */
export async function recomputeTotal(db: DbOrTrx, orderNmbr: number, now: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      total_cents: sql<number>`coalesce((select sum(d.price_cents * d.quantity) from order_deliveries d where d.order_nmbr = ${orderNmbr}), 0)`,
      updated_at: now,
    })
    .where('nmbr', '=', orderNmbr)
    .execute();
}

/** Moves the order from one state to another; false when it was not in `from` (someone else moved it first). */
export async function moveState(
  db: DbOrTrx,
  nmbr: number,
  from: readonly number[],
  patch: { state: number; updated_at: string; paid_at?: string; placed_at?: string },
): Promise<boolean> {
  const result = await db.updateTable('orders').set(patch).where('nmbr', '=', nmbr).where('state', 'in', from).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Locks the cart for a payment: OPEN → PAYMENT_PENDING, answering the order's amounts as the update left them;
 * undefined when the order was not open.
 */
export function startPaymentOf(db: DbOrTrx, nmbr: number, now: string): Promise<Pick<OrderRow, 'total_cents' | 'paid_cents'> | undefined> {
  return db
    .updateTable('orders')
    .set({ state: ORDER_STATE.paymentPending, updated_at: now })
    .where('nmbr', '=', nmbr)
    .where('state', '=', ORDER_STATE.open)
    .returning(['total_cents', 'paid_cents'])
    .executeTakeFirst();
}

/** Credits a payment to the order once: false when this payment was credited before. */
export async function creditPayment(db: DbOrTrx, orderNmbr: number, paymentRef: string, amountCents: number, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto('order_payment_credits')
    .values({ order_nmbr: orderNmbr, payment_ref: paymentRef, amount_cents: amountCents, created_at: now })
    .onConflict((oc) => oc.columns(['order_nmbr', 'payment_ref']).doNothing())
    .returning('payment_ref')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .updateTable('orders')
    .set({ paid_cents: sql<number>`paid_cents + ${amountCents}`, updated_at: now })
    .where('nmbr', '=', orderNmbr)
    .execute();
  return true;
}

/**
 * Takes the claim row of a rental product's day for the rest of the transaction: concurrent capacity checks of the
 * same product and day wait here for each other (PostgreSQL row lock; SQLite has one writer anyway).
 */
export async function claimRentalDay(trx: DbOrTrx, locationId: string, productkey: string, day: string): Promise<void> {
  await trx
    .insertInto('rental_day_claims')
    .values({ location_id: locationId, productkey, day, version: 1 })
    .onConflict((oc) => oc.columns(['location_id', 'productkey', 'day']).doUpdateSet({ version: sql<number>`rental_day_claims.version + 1` }))
    .execute();
}

/**
 * How many of a rental product are taken on a day at the location: deliveries of paid and placed orders and of
 * orders with a payment in progress always, those of open orders while their hold lasts. `exceptDelivery` leaves
 * one delivery out (the one being changed).
 */
export async function takenOnDay(
  db: DbOrTrx,
  slot: { locationId: string; productkey: string; day: string; now: string; exceptDelivery?: number },
): Promise<number> {
  let query = db
    .selectFrom('order_deliveries as d')
    .innerJoin('orders as o', 'o.nmbr', 'd.order_nmbr')
    .select(sql<number>`coalesce(sum(d.quantity), 0)`.as('taken'))
    .where('o.location_id', '=', slot.locationId)
    .where('d.productkey', '=', slot.productkey)
    .where('d.delivery_day', '=', slot.day)
    .where('d.is_rental', '=', 1)
    .where((eb) =>
      eb.or([
        eb('o.state', '>', ORDER_STATE.open),
        eb.and([eb('d.hold_expired', '=', 0), eb('d.hold_until', '>=', slot.now)]),
      ]),
    );
  if (slot.exceptDelivery !== undefined) query = query.where('d.nmbr', '!=', slot.exceptDelivery);
  const row = await query.executeTakeFirst();
  return Number(row?.taken ?? 0);
}

/** The suite's name: the first suite the reservation holds, else the name on the booking. */
const suiteName = reservationSuiteNameOf('r');

export interface StaffDeliveryFilter {
  /** One location, or every location (null). */
  locationId: string | null;
  /** Deliveries at or after this instant (UTC ISO). */
  from: string;
  /** Deliveries before this instant (UTC ISO); none: no end. */
  before?: string | undefined;
  /** Keyset: after this (delivery_date, nmbr). */
  after?: { deliveryDate: string; nmbr: number } | undefined;
  limit: number;
}

/** Deliveries of paid and placed orders with the suite, main guest and chat, as staff see them. */
function staffDeliveriesQuery(db: DbOrTrx) {
  return db
    .selectFrom('order_deliveries as d')
    .innerJoin('orders as o', 'o.nmbr', 'd.order_nmbr')
    .innerJoin(reservationsToJoin(db).as('r'), 'r.id', 'o.reservation_id')
    .leftJoin('chats as ch', 'ch.reservation_id', 'o.reservation_id')
    .select([
      'd.nmbr',
      'd.delivery_date',
      'd.productkey',
      'd.productname',
      'd.quantity',
      'd.unit',
      'd.options',
      'd.delivered_at',
      'o.nmbr as order_nmbr',
      'o.state as order_state',
      'o.charged_back_cents as order_charged_back_cents',
      'o.refunded_cents as order_refunded_cents',
      'r.id as reservation_id',
      'r.reservation_number',
      'r.main_guest_firstname',
      'r.main_guest_surname',
      'ch.nmbr as chat_nmbr',
      suiteName.as('suite_name'),
    ])
    .where('o.state', '>=', ORDER_STATE.paid);
}

/** Which bounds a page of staff deliveries has besides its first instant and its size. */
interface StaffDeliveryPageShape {
  byLocation: boolean;
  hasEnd: boolean;
  hasCursor: boolean;
}

/**
 * The query of a page of staff deliveries of this shape. Its values come in this order: the first instant, the
 * location, the end, the cursor's date and nmbr (each only when the shape has it), the limit.
 */
function staffDeliveryPageQuery(shape: StaffDeliveryPageShape, db: DbOrTrx, ...values: unknown[]) {
  let next = 0;
  const value = <Value = string>() => values[next++] as Value;
  // A location's deliveries are read through its own (location, date, nmbr) index; every location's by date.
  let query = staffDeliveriesQuery(db).where('d.delivery_date', '>=', value());
  if (shape.byLocation) query = query.where('d.location_id', '=', value());
  if (shape.hasEnd) query = query.where('d.delivery_date', '<', value());
  if (shape.hasCursor) {
    const [deliveryDate, nmbr] = [value(), value<number>()];
    query = query.where((eb) => eb.or([eb('d.delivery_date', '>', deliveryDate), eb.and([eb('d.delivery_date', '=', deliveryDate), eb('d.nmbr', '>', nmbr)])]));
  }
  return query.orderBy('d.delivery_date').orderBy('d.nmbr').limit(value<number>());
}

/** A page of staff deliveries, its query compiled once per shape. */
const staffDeliveryPage = compiledOncePerShape(
  (shape: StaffDeliveryPageShape) => `${shape.byLocation} ${shape.hasEnd} ${shape.hasCursor}`,
  staffDeliveryPageQuery,
);

/** The shape of a page's query and its values in the order the query takes them. */
function pageOf({ locationId, from, before, after, limit }: StaffDeliveryFilter) {
  const shape: StaffDeliveryPageShape = { byLocation: locationId !== null, hasEnd: before !== undefined, hasCursor: after !== undefined };
  const values = [
    from,
    ...(locationId !== null ? [locationId] : []),
    ...(before !== undefined ? [before] : []),
    ...(after ? [after.deliveryDate, after.nmbr] : []),
    limit,
  ];
  return { shape, values };
}

/** Deliveries of paid and placed orders, by date then nmbr, with the suite, main guest and chat. */
export function findStaffDeliveries(db: DbOrTrx, filter: StaffDeliveryFilter) {
  const { shape, values } = pageOf(filter);
  return staffDeliveryPage(shape)(db, ...values);
}

/** The query findStaffDeliveries runs, as built for this filter (to EXPLAIN). */
export function staffDeliveryPageQueryOf(db: DbOrTrx, filter: StaffDeliveryFilter) {
  const { shape, values } = pageOf(filter);
  return staffDeliveryPageQuery(shape, db, ...values);
}

export type StaffDeliveryRow = Awaited<ReturnType<typeof findStaffDeliveries>>[number];

/** One delivery of a paid or placed order as staff see it, with its location; undefined when there is none. */
export function findStaffDelivery(db: DbOrTrx, nmbr: number): Promise<(StaffDeliveryRow & { location_id: string | null }) | undefined> {
  return staffDeliveriesQuery(db).select('o.location_id').where('d.nmbr', '=', nmbr).executeTakeFirst();
}

/** Sets when a delivery was delivered (null: not yet). */
export async function setDelivered(db: DbOrTrx, nmbr: number, deliveredAt: string | null, now: string): Promise<void> {
  await db.updateTable('order_deliveries').set({ delivered_at: deliveredAt, updated_at: now }).where('nmbr', '=', nmbr).execute();
}

const placedDeliveriesOf = compiledForKeys((db, _fixed: [], reservationIds: string[]) =>
  db
    .selectFrom('order_deliveries as d')
    .innerJoin('orders as o', 'o.nmbr', 'd.order_nmbr')
    .select(['o.reservation_id', 'o.nmbr as order_nmbr', 'o.state as order_state', 'd.delivery_date', 'd.delivered_at', 'd.productname', 'd.quantity', 'd.unit', 'd.productkey'])
    .where('o.reservation_id', 'in', reservationIds)
    .where('o.state', '>=', ORDER_STATE.paid)
    .orderBy('d.delivery_date')
    .orderBy('d.nmbr'),
);

/** The deliveries of the reservations' paid and placed orders, each reservation's by date: one query for a page of chats. */
export function findPlacedDeliveriesOf(db: DbOrTrx, reservationIds: readonly string[]) {
  return placedDeliveriesOf(db, [], reservationIds);
}

/** Sets the order's refunded and charged-back sums (its payments' totals); false when they were already these. */
export async function recordReversalsOf(
  db: DbOrTrx,
  nmbr: number,
  sums: { refundedCents: number; chargedBackCents: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ refunded_cents: sums.refundedCents, charged_back_cents: sums.chargedBackCents, updated_at: now })
    .where('nmbr', '=', nmbr)
    .where((eb) => eb.or([eb('refunded_cents', '!=', sums.refundedCents), eb('charged_back_cents', '!=', sums.chargedBackCents)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
