import { expect, it } from 'vitest';
import { compiledOnce } from '../../src/db/compiled-once';
import { describeEachDialect } from '../support';

describeEachDialect('queries compiled once', (ctx) => {
  it('answers what the query built for each call answers, with each call’s arguments', async () => {
    const [a, b] = [await ctx.factories.location(), await ctx.factories.location()];
    const byIdAndZone = compiledOnce((db, id: string, zone: string) =>
      db.selectFrom('locations').select(['id', 'name']).where('id', '=', id).where('time_zone', '=', zone).orderBy('id'),
    );
    for (const location of [a, b, a]) {
      const built = await ctx.db.selectFrom('locations').select(['id', 'name']).where('id', '=', location.id).where('time_zone', '=', location.timeZone).execute();
      expect(await byIdAndZone(ctx.db, location.id, location.timeZone)).toEqual(built);
      expect(built).toHaveLength(1);
    }
    expect(await byIdAndZone(ctx.db, a.id, 'Nowhere/Else')).toEqual([]);
    await ctx.db.transaction().execute(async (trx) => expect(await byIdAndZone(trx, b.id, b.timeZone)).toHaveLength(1));
  });

  it('refuses a query that does not take an argument as a value', async () => {
    const shaped = compiledOnce((db, withName: boolean) => db.selectFrom('locations').select(withName ? ['id', 'name'] : ['id']));
    await expect(shaped(ctx.db, true)).rejects.toThrow(/uses 0 of its 1 arguments/);
  });
});
