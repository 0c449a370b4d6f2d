import { ORDER_STATE } from '@stay/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { reservationsToJoin } from '../reservation';

/** One guide's placed sales in a period. */
export interface GuideSales {
  guideId: string;
  totalCents: number;
  orders: number;
}

/**
 * Placed orders' totals per guide of the order's reservation, counted by when they were placed: [start, end) as UTC
 * ISO instants. Orders of reservations without a guide count for nobody. `locationId` null: every location.
 */
export async function placedSalesByGuide(
  db: DbOrTrx,
  { locationId, start, end }: { locationId: string | null; start: string; end: string },
): Promise<GuideSales[]> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin(reservationsToJoin(db).as('r'), 'r.id', 'o.reservation_id')
    .select([
      'r.guide_employee_id as guideId',
      sql<number | string>`coalesce(sum(o.total_cents), 0)`.as('totalCents'),
      sql<number | string>`count(*)`.as('orders'),
    ])
    .where('o.state', '>=', ORDER_STATE.placed)
    .where('o.placed_at', 'is not', null)
    .where('o.placed_at', '>=', start)
    .where('o.placed_at', '<', end)
    .where('r.guide_employee_id', 'is not', null)
    .groupBy('r.guide_employee_id');
  if (locationId !== null) query = query.where('o.location_id', '=', locationId);
  const rows = await query.execute();
  return rows.flatMap((row) => (row.guideId ? [{ guideId: row.guideId, totalCents: Number(row.totalCents), orders: Number(row.orders) }] : []));
}
