import { CompiledQuery, type Compilable } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATE } from '@stay/contract';
import { describeEachDialect } from '../../support';
import { findStaffDeliveries, insertDelivery, insertOrder, staffDeliveryPageQueryOf, type StaffDeliveryFilter } from '../../../src/modules/order/repository';

const NOW = '2026-07-14T08:00:00.000Z';
const DAY = { from: '2026-07-13T22:00:00.000Z', before: '2026-07-14T22:00:00.000Z' };

/**
 * A delivery carries its order's location, so a location's deliveries of a day are read through the location's own
 * (location, date, nmbr) index and the page stops there, instead of passing over every location's deliveries.
 */
describeEachDialect('staff deliveries by location', (ctx) => {
  let here = '';
  let there = '';

  async function orderWithDeliveries(locationId: string | null, state: number, dates: readonly string[]): Promise<number[]> {
    const reservation = await ctx.factories.reservation({ now: new Date(NOW), locationId });
    const orderNmbr = await insertOrder(ctx.db, { reservation_id: reservation.id, location_id: locationId, state, total_cents: 0, paid_cents: 0, created_at: NOW, updated_at: NOW });
    const nmbrs: number[] = [];
    for (const date of dates) {
      nmbrs.push(
        await insertDelivery(ctx.db, {
          order_nmbr: orderNmbr,
          productkey: 'breakfast',
          productname: 'Breakfast',
          productname_nl: null,
          productname_de: null,
          productname_fr: null,
          unit: 'PIECE',
          quantity: 1,
          price_cents: 795,
          vat_rate: 9,
          options: '[]',
          is_rental: 0,
          hold_expired: 0,
          delivery_date: date,
          delivery_day: date.slice(0, 10),
          created_at: NOW,
          updated_at: NOW,
        }),
      );
    }
    return nmbrs;
  }

  beforeAll(async () => {
    here = (await ctx.factories.location()).id;
    there = (await ctx.factories.location()).id;
  });

  it("writes each delivery with its order's location (none for an order without one)", async () => {
    const [atHere] = await orderWithDeliveries(here, ORDER_STATE.placed, ['2026-07-14T10:00:00.000Z']);
    const [nowhere] = await orderWithDeliveries(null, ORDER_STATE.placed, ['2026-07-14T10:00:00.000Z']);
    const rows = await ctx.db.selectFrom('order_deliveries').select(['nmbr', 'location_id']).where('nmbr', 'in', [atHere!, nowhere!]).orderBy('nmbr').execute();
    expect(rows).toEqual([
      { nmbr: atHere, location_id: here },
      { nmbr: nowhere, location_id: null },
    ]);
  });

  it("lists a location's placed and paid deliveries of the day only, by date then nmbr, and every location's for staff of none", async () => {
    // A park of its own: the other cases' deliveries are not on this list.
    const park = (await ctx.factories.location()).id;
    const placed = await orderWithDeliveries(park, ORDER_STATE.placed, ['2026-07-14T10:00:00.000Z', '2026-07-14T06:30:00.000Z', '2026-07-15T10:00:00.000Z']);
    const paid = await orderWithDeliveries(park, ORDER_STATE.paid, ['2026-07-14T10:00:00.000Z']);
    await orderWithDeliveries(park, ORDER_STATE.open, ['2026-07-14T10:00:00.000Z']);
    const elsewhere = await orderWithDeliveries(there, ORDER_STATE.placed, ['2026-07-14T09:00:00.000Z']);
    const page = (filter: Partial<StaffDeliveryFilter>) => findStaffDeliveries(ctx.db, { locationId: park, from: DAY.from, before: DAY.before, limit: 100, ...filter });
    const ofDay = (await page({})).map((row) => row.nmbr);
    expect(ofDay).toEqual([placed[1], ...[placed[0], paid[0]].sort((a, b) => a! - b!)]);
    const [first, ...rest] = await page({ limit: 1 });
    expect((await page({ after: { deliveryDate: first!.delivery_date, nmbr: first!.nmbr } })).map((row) => row.nmbr)).toEqual(ofDay.slice(1));
    expect(rest).toEqual([]);
    const everywhere = (await page({ locationId: null })).map((row) => row.nmbr);
    expect(everywhere).toEqual(expect.arrayContaining([...ofDay, ...elsewhere]));
    expect((await page({ locationId: there })).map((row) => row.nmbr)).toEqual(elsewhere);
  });

  async function planOf(query: Compilable<unknown>): Promise<string> {
    const compiled = query.compile();
    if (ctx.dialect === 'sqlite') {
      const { rows } = await ctx.db.executeQuery(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      return rows.map((row) => (row as { detail: string }).detail).join('\n');
    }
    // The test's tables are tiny; with sequential scans priced out the plan shows which index fits the query.
    return ctx.db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const { rows } = await trx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
    });
  }

  it("reads a location's deliveries of a day through the location's date index, stopping at the page", async () => {
    for (const after of [undefined, { deliveryDate: '2026-07-14T10:00:00.000Z', nmbr: 1 }]) {
      const plan = await planOf(staffDeliveryPageQueryOf(ctx.db, { locationId: here, from: DAY.from, before: DAY.before, after, limit: 101 }));
      if (ctx.dialect === 'sqlite') {
        expect(plan).toMatch(/SEARCH d USING INDEX order_deliveries_location_date_idx \(location_id=\? AND delivery_date>\? AND delivery_date<\?\)/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(plan).toMatch(/Index Scan using order_deliveries_location_date_idx on order_deliveries d/);
        expect(plan).not.toMatch(/Sort/);
      }
    }
  });
});
