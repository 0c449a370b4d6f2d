import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DialectName } from './dialect';

/**
 * A JSON array of one object per row of the enclosing (sub)query, `fields` naming each key's column or expression, in
 * `orderBy` order; `[]` for no rows: `json_group_array(json_object(…) order by …)` on SQLite,
 * `json_agg(json_build_object(…) order by …)` on PostgreSQL. For the parts of a view read in the statement that
 * reads its row (`(select jsonArrayOf(…) from … where …)` as a column); read it back with `parseJsonArray`. Integers,
 * reals, text and null come back as the drivers answer them.
 */
export function jsonArrayOf(dialect: DialectName, fields: Record<string, Expression<unknown>>, orderBy: RawBuilder<unknown>): RawBuilder<unknown> {
  const pairs = sql.join(Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
  return dialect === 'postgres'
    ? sql`coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]'::json)`
    : sql`json_group_array(json_object(${pairs}) order by ${orderBy})`;
}

/** The rows of a `jsonArrayOf` column: SQLite answers its text, PostgreSQL's driver has parsed it already. */
export function parseJsonArray<Row>(value: unknown): Row[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Row[];
}
