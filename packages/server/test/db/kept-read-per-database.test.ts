import { expect, it, vi } from 'vitest';
import { keptRead } from '../../src/db/kept-reads';
import { findLocation } from '../../src/modules/locations';
import { describeEachDialect } from '../support';

describeEachDialect('reads kept per database', (ctx) => {
  it('answers a kept read until its table changes, per database handle and key', async () => {
    const { id } = await ctx.factories.location();
    const read = vi.fn(() => ctx.db.selectFrom('locations').select('name').where('id', '=', id).executeTakeFirstOrThrow());
    const key = `test-location-name\u0000${id}`;
    const first = await keptRead(ctx.db, key, read);
    expect(await keptRead(ctx.db, key, read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    await ctx.db.updateTable('locations').set({ name: 'Renamed' }).where('id', '=', id).execute();
    expect((await keptRead(ctx.db, key, read)).name).toBe('Renamed');
    expect(read).toHaveBeenCalledTimes(2);
    expect((await findLocation(ctx.db, id))?.name).toBe('Renamed');
  });

  it('reads afresh inside a transaction, which may see its own changes', async () => {
    const { id } = await ctx.factories.location();
    expect((await findLocation(ctx.db, id))?.time_zone).toBeDefined();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('locations').set({ time_zone: 'Europe/Berlin' }).where('id', '=', id).execute();
      expect((await findLocation(trx, id))?.time_zone).toBe('Europe/Berlin');
    });
    expect((await findLocation(ctx.db, id))?.time_zone).toBe('Europe/Berlin');
  });
});
