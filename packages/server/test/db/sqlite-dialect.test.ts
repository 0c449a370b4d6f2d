import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { KeptStatementSqliteDialect } from '../../src/db/sqlite-dialect';

interface Tables {
  item: { id: number; name: string };
}

describe('the SQLite dialect', () => {
  const database = new SQLite(':memory:');
  database.exec('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)');
  database.exec("INSERT INTO item (name) VALUES ('a'), ('b'), ('c'), ('d')");
  const db = new Kysely<Tables>({ dialect: new KeptStatementSqliteDialect({ database }) });

  it('writes a bound LIMIT as an expression, so binding it again does not make SQLite prepare the statement anew', () => {
    const query = db.selectFrom('item').select('name').orderBy('id').limit(2).offset(1).compile();
    expect(query.sql).toBe('select "name" from "item" order by "id" limit +? offset ?');
    expect(query.parameters).toEqual([2, 1]);
  });

  it('keeps a LIMIT written into the SQL as it is', () => {
    expect(db.selectFrom('item').select('name').limit(sql.lit(3)).compile().sql).toBe('select "name" from "item" limit 3');
  });

  it('reads the same rows as a plain LIMIT, in a query and in a subquery', async () => {
    const page = await db.selectFrom('item').select('name').orderBy('id').limit(2).offset(1).execute();
    expect(page).toEqual([{ name: 'b' }, { name: 'c' }]);
    const [first] = await db
      .selectFrom('item as outer')
      .select((eb) => eb.selectFrom('item').select('name').orderBy('id', 'desc').limit(1).as('last'))
      .limit(1)
      .execute();
    expect(first).toEqual({ last: 'd' });
    expect(await db.selectFrom('item').select('name').limit(0).execute()).toEqual([]);
  });
});
