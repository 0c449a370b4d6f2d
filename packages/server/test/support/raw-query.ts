import { sql } from 'kysely';
import type { DbOrTrx } from '../../src/db/database';

/** The rows of a raw SQL statement, for assertions that span tables (the demo workspace's tests, which import no Kysely). */
export async function rawRows<Row>(db: DbOrTrx, statement: string): Promise<Row[]> {
  return (await sql<Row>`${sql.raw(statement)}`.execute(db)).rows;
}
