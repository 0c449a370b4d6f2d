import { expect, it } from 'vitest';
import { ORDER_STATE } from '@stay/contract';
import { describeEachDialect } from '../../support';
import * as addDeliveryLocation from '../../../src/db/migrations/1050_add_delivery_location';
import { insertDelivery, insertOrder } from '../../../src/modules/order/repository';

const NOW = '2026-07-14T08:00:00.000Z';

describeEachDialect('migration 1050: the location of a delivery', (ctx) => {
  it("gives every delivery its order's location, and is undone without a trace", async () => {
    const locationId = (await ctx.factories.location()).id;
    const deliveries: Record<string, string | null> = {};
    for (const at of [locationId, null]) {
      const reservation = await ctx.factories.reservation({ now: new Date(NOW), locationId: at });
      const order = await insertOrder(ctx.db, { reservation_id: reservation.id, location_id: at, state: ORDER_STATE.placed, total_cents: 0, paid_cents: 0, created_at: NOW, updated_at: NOW });
      const nmbr = await insertDelivery(ctx.db, {
        order_nmbr: order,
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
        delivery_date: NOW,
        delivery_day: NOW.slice(0, 10),
        created_at: NOW,
        updated_at: NOW,
      });
      deliveries[nmbr] = at;
    }
    const locations = async () =>
      Object.fromEntries(
        (await ctx.db.selectFrom('order_deliveries').select(['nmbr', 'location_id']).where('nmbr', 'in', Object.keys(deliveries).map(Number)).execute()).map(
          (row) => [row.nmbr, row.location_id],
        ),
      );
    expect(await locations()).toEqual(deliveries);

    await addDeliveryLocation.down(ctx.db);
    const columns = async () => (await ctx.db.introspection.getTables()).find((table) => table.name === 'order_deliveries')!.columns.map((column) => column.name);
    expect(await columns()).not.toContain('location_id');
    await addDeliveryLocation.up(ctx.db);
    expect(await columns()).toContain('location_id');
    expect(await locations()).toEqual(deliveries);
  });
});
