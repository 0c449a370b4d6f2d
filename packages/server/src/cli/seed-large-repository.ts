import { CompiledQuery, sql } from 'kysely';
import type { Database, DbOrTrx } from '../db/database';
import { safeIdentifier } from '../db/create-db';
import { dialectOf, type DialectName } from '../db/dialect';

/**
 * The large dataset's reads and writes: bulk inserts of rows the seed builds itself (with their numbers given, so
 * related rows can name them without reading them back), and the few lookups the seed needs.
 *
 * SQLite gets multi-row VALUES statements; PostgreSQL gets one `insert … select from unnest($1::text[], …)` per batch,
 * so a batch of thousands of rows is one statement with one array parameter per column.
 */

export type BulkColumnType = 'text' | 'integer';
export type BulkValue = string | number | null;

export interface BulkTable {
  name: keyof Database & string;
  columns: readonly (readonly [name: string, type: BulkColumnType])[];
}

/** SQLite allows 32,766 bound values per statement; rows per statement stay below that. */
const SQLITE_MAX_VALUES = 30_000;
const SQLITE_MAX_ROWS = 500;
const POSTGRES_ROWS = 5_000;

/** Collects rows of one table and writes them in batches inside the caller's transaction. */
export class BulkWriter {
  private rows: BulkValue[][] = [];
  private readonly batchSize: number;
  private readonly dialect: DialectName;
  private readonly statementText: string;
  /** SQLite: the statement of a full batch, built once. */
  private fullBatchText: string | undefined;
  written = 0;

  constructor(
    private readonly trx: DbOrTrx,
    private readonly table: BulkTable,
  ) {
    this.dialect = dialectOf(trx);
    const columnList = table.columns.map(([name]) => `"${safeIdentifier(name)}"`).join(', ');
    const tableName = `"${safeIdentifier(table.name)}"`;
    if (this.dialect === 'postgres') {
      this.batchSize = POSTGRES_ROWS;
      const arrays = table.columns.map(([, type], index) => `$${index + 1}::${type === 'integer' ? 'int4' : 'text'}[]`).join(', ');
      this.statementText = `insert into ${tableName} (${columnList}) select * from unnest(${arrays})`;
    } else {
      this.batchSize = Math.max(1, Math.min(SQLITE_MAX_ROWS, Math.floor(SQLITE_MAX_VALUES / table.columns.length)));
      this.statementText = `insert into ${tableName} (${columnList}) values `;
    }
  }

  /** Adds a row (values in the table's column order); true when a batch is full and `flush()` is due. */
  push(row: BulkValue[]): boolean {
    this.rows.push(row);
    return this.rows.length >= this.batchSize;
  }

  /** Adds a row and writes the batch when it is full. */
  async add(row: BulkValue[]): Promise<void> {
    if (this.push(row)) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await this.trx.executeQuery(this.dialect === 'postgres' ? this.postgresBatch(rows) : this.sqliteBatch(rows));
    this.written += rows.length;
  }

  private sqliteText(rowCount: number): string {
    const placeholders = `(${this.table.columns.map(() => '?').join(', ')})`;
    return this.statementText + Array.from({ length: rowCount }, () => placeholders).join(', ');
  }

  private sqliteBatch(rows: BulkValue[][]): CompiledQuery {
    const text = rows.length === this.batchSize ? (this.fullBatchText ??= this.sqliteText(rows.length)) : this.sqliteText(rows.length);
    const values: BulkValue[] = [];
    for (const row of rows) for (const value of row) values.push(value);
    return CompiledQuery.raw(text, values);
  }

  private postgresBatch(rows: BulkValue[][]): CompiledQuery {
    const columns = this.table.columns.map((_, index) => rows.map((row) => row[index] ?? null));
    return CompiledQuery.raw(this.statementText, columns);
  }
}

/** The highest `nmbr` of a table with a numbered key (0 when empty): the seed numbers its own rows after it. */
export async function maxNmbr(db: DbOrTrx, table: 'chats' | 'chat_messages' | 'orders' | 'order_deliveries' | 'payments' | 'complaints' | 'complaint_notes' | 'product_options'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('nmbr').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/**
 * PostgreSQL's identity columns do not move when rows are inserted with their number given: move each sequence past
 * the highest number so the next insert of the running app gets a free one. (SQLite's AUTOINCREMENT follows by itself.)
 */
export async function syncNumberSequences(db: DbOrTrx, tables: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    const name = safeIdentifier(table);
    await sql`select setval(pg_get_serial_sequence(${name}, 'nmbr'), greatest((select max(nmbr) from ${sql.table(name)}), 1))`.execute(db);
  }
}

/** PostgreSQL: fresh planner statistics after the bulk load, so the first requests get the plans the data needs. */
export async function analyzeTables(db: DbOrTrx, tables: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) await sql`analyze ${sql.table(safeIdentifier(table))}`.execute(db);
}

export async function locationExists(db: DbOrTrx, locationId: string): Promise<boolean> {
  return (await db.selectFrom('locations').select('id').where('id', '=', locationId).executeTakeFirst()) !== undefined;
}

export interface LocationStaffRow {
  id: string;
  firstname: string;
  role: string;
  workgroup: string | null;
}

/** The staff of a location (the demo location's own guides and support join the large dataset's). */
export function findLocationStaff(db: DbOrTrx, locationId: string): Promise<LocationStaffRow[]> {
  return db.selectFrom('employees').select(['id', 'firstname', 'role', 'workgroup']).where('location_id', '=', locationId).orderBy('id').execute();
}

/**
 * Names each linked reservation's main person: the person (by id prefix) whose active reservation it is. One joined
 * update, so it needs no index on either side (the load has taken them off).
 */
export async function linkMainPersons(db: DbOrTrx, personIdPrefix: string): Promise<void> {
  await db
    .updateTable('reservations')
    .from('persons')
    .set({ main_person_id: sql.ref('persons.id') })
    .whereRef('persons.active_reservation_id', '=', 'reservations.id')
    .where('persons.id', 'like', `${personIdPrefix}%`)
    .execute();
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * PostgreSQL checks a foreign key with a query per inserted row, which costs more than the insert itself. The bulk
 * load therefore takes the loaded tables' foreign keys off inside its transaction and puts the same definitions back
 * (each validated over every row in one pass) before it commits: nobody sees the tables without them, and a row that
 * breaks one fails the whole seed. SQLite's checks are cheap lookups and stay on.
 */
export async function dropForeignKeys(trx: DbOrTrx, tables: readonly string[]): Promise<ForeignKey[]> {
  if (dialectOf(trx) !== 'postgres') return [];
  const keys: ForeignKey[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ name: string; definition: string }>`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where contype = 'f' and conrelid = to_regclass(${safeIdentifier(table)}) order by conname`.execute(trx);
    for (const row of rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(row.name)}`.execute(trx);
      keys.push({ table, ...row });
    }
  }
  return keys;
}

export async function restoreForeignKeys(trx: DbOrTrx, keys: readonly ForeignKey[]): Promise<void> {
  for (const key of keys) {
    await sql`alter table ${sql.table(key.table)} add constraint ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(trx);
  }
}

/**
 * SQLite: a page cache big enough for the indexes being filled while the seed runs (the default 2 MB makes every
 * index insert a read from the file); answers the setting to put back afterwards.
 */
export async function enlargePageCache(db: DbOrTrx): Promise<number | undefined> {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  await sql`pragma cache_size = -262144`.execute(db);
  return rows[0]?.cache_size;
}

export async function restorePageCache(db: DbOrTrx, previous: number | undefined): Promise<void> {
  if (previous === undefined) return;
  await sql`pragma cache_size = ${sql.raw(String(Math.trunc(previous)))}`.execute(db);
}

/**
 * SQLite: folds the write-ahead log (hundreds of MB after the seed) into the database file now, so the first write
 * of a request does not do it (a checkpoint runs inside the write that triggers it, stalling every request).
 */
export async function foldWriteAheadLog(db: DbOrTrx): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

export interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * The loaded tables' own indexes (not those behind a primary key or unique constraint), dropped for the load and
 * built again from their stored definitions before the commit: one sorted build costs far less than a million
 * scattered inserts. A unique one that the loaded rows break fails the whole seed.
 */
export async function dropSecondaryIndexes(trx: DbOrTrx, tables: readonly string[]): Promise<SecondaryIndex[]> {
  const indexes: SecondaryIndex[] = [];
  for (const table of tables) {
    const { rows } =
      dialectOf(trx) === 'postgres'
        ? await sql<SecondaryIndex>`
            select i.relname as name, pg_get_indexdef(i.oid) as definition from pg_index x join pg_class i on i.oid = x.indexrelid
            where x.indrelid = to_regclass(${safeIdentifier(table)})
              and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid) order by i.relname`.execute(trx)
        : await sql<SecondaryIndex>`
            select name, sql as definition from sqlite_master where type = 'index' and tbl_name = ${safeIdentifier(table)} and sql is not null
            order by name`.execute(trx);
    for (const index of rows) {
      await sql`drop index ${sql.ref(index.name)}`.execute(trx);
      indexes.push(index);
    }
  }
  return indexes;
}

export async function restoreIndexes(trx: DbOrTrx, indexes: readonly SecondaryIndex[]): Promise<void> {
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
}
