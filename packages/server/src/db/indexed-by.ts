import { sql, type AliasedRawBuilder } from 'kysely';

/**
 * A SQLite table read through a named index (`INDEXED BY`), as a FROM item under `alias`. It is written as a subquery,
 * which SQLite flattens into the outer query: the plan is that of `from "table" indexed by "index"`. SQLite only.
 */
export function sqliteTableIndexedBy<Row, Alias extends string>(table: string, index: string, alias: Alias): AliasedRawBuilder<Row, Alias> {
  return sql<Row>`(select * from ${sql.table(table)} indexed by ${sql.id(index)})`.as(alias);
}
