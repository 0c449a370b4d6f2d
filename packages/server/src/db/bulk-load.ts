import { CompiledQuery, sql } from 'kysely';
import { safeIdentifier } from './create-db';
import type { Database, DbOrTrx } from './database';
import { dialectOf, type DialectName } from './dialect';

/**
 * Loading many rows at once (the large dataset): bulk inserts of rows given in a table's column order, and what makes a
 * load of millions of rows fast (foreign keys and secondary indexes off during the load, a bigger page cache, the
 * write-ahead log folded in afterwards). The tables come from their owning modules' bulk descriptions.
 *
 * SQLite gets multi-row VALUES statements; PostgreSQL gets one `insert … select from unnest($1::text[], …)` per batch,
 * so a batch of thousands of rows is one statement with one array parameter per column.
 */

export type BulkColumnType = 'text' | 'integer';
export type BulkValue = string | number | null;

/** A table as a bulk load writes it: its name and the columns a row gives, in order. */
export interface BulkTable {
  name: keyof Database & string;
  columns: readonly (readonly [name: string, type: BulkColumnType])[];
  /** The table's key is a `nmbr` the loader may give itself (see `maxNumber` and `syncNumberSequences`). */
  numbered?: boolean;
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

function numberedName(table: BulkTable): string {
  if (!table.numbered) throw new Error(`Bulk load: ${table.name} has no numbered key`);
  return safeIdentifier(table.name);
}

/** The highest `nmbr` of a table with a numbered key (0 when empty): the loader numbers its own rows after it. */
export async function maxNumber(db: DbOrTrx, table: BulkTable): Promise<number> {
  const { rows } = await sql<{ max: number | string | null }>`select max(nmbr) as max from ${sql.table(numberedName(table))}`.execute(db);
  return Number(rows[0]?.max ?? 0);
}

/**
 * PostgreSQL's identity columns do not move when rows are inserted with their number given: move each sequence past
 * the highest number so the next insert of the running app gets a free one. (SQLite's AUTOINCREMENT follows by itself.)
 */
export async function syncNumberSequences(db: DbOrTrx, tables: readonly BulkTable[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    const name = numberedName(table);
    await sql`select setval(pg_get_serial_sequence(${name}, 'nmbr'), greatest((select max(nmbr) from ${sql.table(name)}), 1))`.execute(db);
  }
}

/** PostgreSQL: fresh planner statistics after the bulk load, so the first requests get the plans the data needs. */
export async function analyzeTables(db: DbOrTrx, tables: readonly BulkTable[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) await sql`analyze ${sql.table(safeIdentifier(table.name))}`.execute(db);
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
 * breaks one fails the whole load. SQLite's checks are cheap lookups and stay on.
 */
export async function dropForeignKeys(trx: DbOrTrx, tables: readonly BulkTable[]): Promise<ForeignKey[]> {
  if (dialectOf(trx) !== 'postgres') return [];
  const keys: ForeignKey[] = [];
  for (const { name: table } of tables) {
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
 * SQLite: a page cache big enough for the indexes being filled while the load runs (the default 2 MB makes every
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
 * SQLite: folds the write-ahead log (hundreds of MB after a load) into the database file now, so the first write
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
 * scattered inserts. A unique one that the loaded rows break fails the whole load.
 */
export async function dropSecondaryIndexes(trx: DbOrTrx, tables: readonly BulkTable[]): Promise<SecondaryIndex[]> {
  const indexes: SecondaryIndex[] = [];
  for (const { name: table } of tables) {
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
