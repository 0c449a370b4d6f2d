import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE } from '@stay/contract';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo(DEFAULT_TIME_ZONE))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('locations').execute();
}
