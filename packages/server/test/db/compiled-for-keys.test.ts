import { beforeAll, expect, it } from 'vitest';
import { compiledForKeys } from '../../src/db/compiled-for-keys';
import { describeEachDialect } from '../support';

describeEachDialect('reads by many keys, compiled once per list length', (ctx) => {
  const ids = Array.from({ length: 300 }, (_, index) => `keys-location-${String(index).padStart(3, '0')}`);
  const namesOf = compiledForKeys((db, [prefix]: [string], keys: string[]) =>
    db.selectFrom('locations').select(['id', 'name']).where('id', 'in', keys).where('name', 'like', prefix).orderBy('id'),
  );

  beforeAll(async () => {
    await ctx.db
      .insertInto('locations')
      .values(ids.map((id, index) => ({ id, name: index % 2 === 0 ? `even ${id}` : `odd ${id}` })))
      .execute();
  });

  it('answers the rows of every key, whatever the length of the list (padded, and in chunks past 256 keys)', async () => {
    for (const count of [1, 2, 3, 5, 17, 256, 257, 300]) {
      const keys = ids.slice(0, count);
      const rows = await namesOf(ctx.db, ['%'], keys);
      expect(rows.map((row) => row.id)).toEqual(keys);
    }
    const evens = await namesOf(ctx.db, ['even %'], ids.slice(0, 7));
    expect(evens.map((row) => row.id)).toEqual([ids[0], ids[2], ids[4], ids[6]]);
    expect(await namesOf(ctx.db, ['%'], ['no-such-location', ids[9]!, 'no-such-location'])).toEqual([{ id: ids[9], name: `odd ${ids[9]}` }]);
  });
});
