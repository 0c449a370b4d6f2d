import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A reservation's activation code, kept only as its SHA-256 (hex): the code itself is handed to the guest. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('activation_code_hash', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('activation_code_hash').execute();
}
