import path from 'node:path';
import type { Generated, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../support';
import { autoIncrementPrimaryKey, DatabaseUrlError, dialectOf, resolveDatabaseTarget } from '../../src/db/dialect';

describe('resolveDatabaseTarget', () => {
  it('defaults to the SQLite file in the data folder', () => {
    expect(resolveDatabaseTarget(undefined, '/srv/data')).toEqual({ dialect: 'sqlite', file: path.join('/srv/data', 'stay.db') });
  });
  it.each(['postgres://u:p@host:5432/db', 'postgresql://host/db', 'POSTGRES://host/db'])('selects PostgreSQL for %s', (url) => {
    expect(resolveDatabaseTarget(url, '/srv/data')).toEqual({ dialect: 'postgres', connectionString: url });
  });
  it.each([
    ['sqlite:/var/stay.db', '/var/stay.db'],
    ['sqlite:///var/stay.db', '/var/stay.db'],
    ['sqlite::memory:', ':memory:'],
    ['/var/stay.db', '/var/stay.db'],
    ['data/stay.db', path.resolve('data/stay.db')],
    [':memory:', ':memory:'],
  ])('selects the SQLite file for %s', (url, file) => {
    expect(resolveDatabaseTarget(url, '/srv/data')).toEqual({ dialect: 'sqlite', file });
  });
  // Taken as a path, these once became a new SQLite file such as ./mysql:/root@127.0.0.1/stay and the server started.
  it.each(['mysql://root:s3cret@127.0.0.1/stay', 'http://db.example/stay', 'file:/var/stay.db', 'Postgre://host/db', 'postgres:/broken', 'postgresql:host/db', 'postgres://u:s3cret@host:port/db', 'sqlite:'])(
    'refuses %s without repeating it',
    (url) => {
      expect(() => resolveDatabaseTarget(url, '/srv/data')).toThrow(DatabaseUrlError);
      expect(() => resolveDatabaseTarget(url, '/srv/data')).not.toThrow(/s3cret|root|127\.0\.0\.1|db\.example/);
    },
  );
});

interface CounterDb {
  counter_test: { nmbr: Generated<number>; label: string };
}

describeEachDialect('database dialect helpers', (ctx) => {
  it('reports the dialect', () => {
    expect(dialectOf(ctx.db)).toBe(ctx.dialect);
  });

  it('creates an auto-increment integer primary key', async () => {
    const schema = ctx.db.schema;
    await schema
      .createTable('counter_test')
      .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialectOf(ctx.db)))
      .addColumn('label', 'text', (col) => col.notNull())
      .execute();
    try {
      const db = ctx.db as unknown as Kysely<CounterDb>; // a test-only table, not part of Database
      await db.insertInto('counter_test').values([{ label: 'a' }, { label: 'b' }]).execute();
      const rows = await db.selectFrom('counter_test').selectAll().orderBy('nmbr').execute();
      expect(rows).toEqual([
        { nmbr: 1, label: 'a' },
        { nmbr: 2, label: 'b' },
      ]);
    } finally {
      await schema.dropTable('counter_test').execute();
    }
  });

  it('enforces foreign keys and the one-owner rule on accounts', async () => {
    const account = {
      id: 'fk-test',
      email: 'fk@test',
      password_hash: 'x',
      email_verified: 0,
      reset_hash: null,
      created_at: new Date().toISOString(),
    };
    await expect(
      ctx.db.insertInto('accounts').values({ ...account, employee_id: 'missing', person_id: null }).execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db.insertInto('accounts').values({ ...account, employee_id: null, person_id: null }).execute(),
    ).rejects.toThrow();
  });
});
