import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { compiledOnce, compiledOncePerShape } from '../../src/db/compiled-once';
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

  it('compiles a query once per shape, each answering with its own filters and each call’s arguments', async () => {
    const [a, b] = [await ctx.factories.location(), await ctx.factories.location()];
    const byName = compiledOncePerShape(
      (byZone: boolean) => String(byZone),
      (byZone, db, ...values: string[]) => {
        const query = db.selectFrom('locations').select('id').where('id', 'in', [values[0]!, values[1]!]).orderBy('id');
        return byZone ? query.where('time_zone', '=', values[2]!) : query;
      },
    );
    const both = [a.id, b.id].sort();
    expect((await byName(false)(ctx.db, a.id, b.id)).map((row) => row.id)).toEqual(both);
    expect((await byName(true)(ctx.db, a.id, b.id, 'Nowhere/Else')).map((row) => row.id)).toEqual([]);
    expect(await byName(true)(ctx.db, a.id, b.id, a.timeZone)).toContainEqual({ id: a.id });
    expect((await byName(false)(ctx.db, b.id, b.id)).map((row) => row.id)).toEqual([b.id]);
  });

  it('is a named prepared statement on PostgreSQL, parsed and planned once per connection; a query built anew is not', async () => {
    const location = await ctx.factories.location();
    const nameOf = compiledOnce((db, id: string) => db.selectFrom('locations').select('name').where('id', '=', id));
    const builtAnew = ctx.db.selectFrom('locations').select('time_zone').where('id', '=', location.id);
    // In a transaction: the reads and the look at what their connection prepared are on one connection.
    await ctx.db.transaction().execute(async (trx) => {
      expect(await nameOf(trx, location.id)).toEqual([{ name: location.name }]);
      expect(await trx.executeQuery(builtAnew.compile())).toMatchObject({ rows: [{ time_zone: location.timeZone }] });
      if (ctx.dialect !== 'postgres') return;
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      const prepared = rows.map((row) => row.statement);
      expect(prepared).toContain(ctx.db.selectFrom('locations').select('name').where('id', '=', location.id).compile().sql);
      expect(prepared).not.toContain(builtAnew.compile().sql);
    });
  });
});
