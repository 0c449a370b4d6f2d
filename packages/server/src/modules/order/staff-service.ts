import type { StaffDelivery, StaffDeliveryPage, StaffDeliveryQuery } from '@stay/contract';
import type { Db } from '../../db/database';
import { keptReadsOf } from '../../db/kept-reads';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { zoneDayOf, type ZoneDay } from '../../platform/zone-days';
import { publishOrderUpdated } from './events';
import { findOrder, findStaffDeliveries, findStaffDelivery, setDelivered } from './repository';
import { timeZoneOf } from './service';
import { toStaffDelivery } from './to-wire';

/** `<delivery_date>|<nmbr>` of a page's last row. */
const encodeCursor = (deliveryDate: string, nmbr: number): string => `${deliveryDate}|${nmbr}`;

function decodeCursor(cursor: string | undefined): { deliveryDate: string; nmbr: number } | undefined {
  if (cursor === undefined) return undefined;
  const [deliveryDate, nmbr] = cursor.split('|');
  const parsed = Number(nmbr);
  if (!deliveryDate || Number.isNaN(Date.parse(deliveryDate)) || !Number.isSafeInteger(parsed) || parsed < 0) {
    throw new AppError('INVALID_INPUT', 'cursor: not a cursor of this list');
  }
  return { deliveryDate, nmbr: parsed };
}

/** Delivery pages kept at most: a few days and pages per location. */
const KEPT_DELIVERY_PAGES = 500;
const keptDeliveryPage = keptReadsOf(KEPT_DELIVERY_PAGES);

/**
 * Staff deliveries of paid and placed orders: the caller's location (staff without a location: every location);
 * days are the location's calendar days (every location: the default zone).
 */
export function createStaffDeliveryService({ db, realtime }: { db: Db; realtime?: RealtimePublisher | undefined }) {
  /**
   * A page of the location's deliveries from `from` (before `before`): the same for every staff member of the location,
   * whose kitchens and desks poll it, so it is kept while the orders and deliveries it was read from are unchanged.
   */
  async function page(staff: StaffCaller, from: string, before: string | undefined, query: StaffDeliveryQuery): Promise<StaffDeliveryPage> {
    const after = decodeCursor(query.cursor);
    const key = ['delivery-page', staff.locationId ?? '', from, before ?? '', after?.deliveryDate ?? '', after?.nmbr ?? '', query.limit].join('\u0000');
    return keptDeliveryPage(db, key, async () => {
      const rows = await findStaffDeliveries(db, { locationId: staff.locationId, from, before, after, limit: query.limit + 1 });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return { items: items.map(toStaffDelivery), nextCursor: rows.length > query.limit && last ? encodeCursor(last.delivery_date, last.nmbr) : null };
    });
  }

  /** The caller's location's calendar day that holds `instant`. */
  const dayOf = async (staff: StaffCaller, instant: Date): Promise<ZoneDay> => zoneDayOf(instant, await timeZoneOf(db, staff.locationId));

  return {
    async upcoming(staff: StaffCaller, now: Date, query: StaffDeliveryQuery): Promise<StaffDeliveryPage> {
      return page(staff, (await dayOf(staff, now)).start, undefined, query);
    },
    async onDay(staff: StaffCaller, timestamp: number, query: StaffDeliveryQuery): Promise<StaffDeliveryPage> {
      const day = await dayOf(staff, new Date(timestamp));
      return page(staff, day.start, day.end, query);
    },
    async fromDay(staff: StaffCaller, timestamp: number, query: StaffDeliveryQuery): Promise<StaffDeliveryPage> {
      return page(staff, (await dayOf(staff, new Date(timestamp))).start, undefined, query);
    },

    /**
     * Ticks a delivery of the caller's location off as delivered (keeping the first time it was) or takes that back;
     * the order's guests and the location's staff hear of it. Another location's delivery, or one of an order not
     * paid, is DELIVERY_NOT_FOUND.
     */
    async markDelivered(staff: StaffCaller, now: Date, nmbr: number, delivered: boolean): Promise<StaffDelivery> {
      const row = await findStaffDelivery(db, nmbr);
      if (!row || (staff.locationId !== null && row.location_id !== staff.locationId)) throw new AppError('DELIVERY_NOT_FOUND');
      const deliveredAt = delivered ? (row.delivered_at ?? now.toISOString()) : null;
      if (deliveredAt !== row.delivered_at) {
        await setDelivered(db, nmbr, deliveredAt, now.toISOString());
        const order = await findOrder(db, row.order_nmbr);
        if (order) await publishOrderUpdated(db, realtime, order);
      }
      return toStaffDelivery({ ...row, delivered_at: deliveredAt });
    },
  };
}

export type StaffDeliveryService = ReturnType<typeof createStaffDeliveryService>;
