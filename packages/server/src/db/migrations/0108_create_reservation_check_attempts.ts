import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Failed attempts to prove a reservation (wrong number or check value), keyed by 'account:<id>' and
 * 'reservation:<number>', so guessing check values is throttled across instances.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reservation_check_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_check_attempts_key_idx')
    .on('reservation_check_attempts')
    .columns(['key', 'attempted_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reservation_check_attempts').execute();
}
