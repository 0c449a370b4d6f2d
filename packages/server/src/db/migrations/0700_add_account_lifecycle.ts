import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The account lifecycle: the language account mails are written in, profile pictures of guests and staff, email
 * verification tokens and password resets. Tokens, codes and reset hashes are stored as SHA-256 only.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('persons').addColumn('personimage', 'text').execute();
  await db.schema.alterTable('employees').addColumn('personimage', 'text').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_verifications_account_id_idx').on('email_verifications').column('account_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('code_expires_at', 'text', (col) => col.notNull())
    .addColumn('code_used_at', 'text')
    .addColumn('reset_hash_hash', 'text', (col) => col.unique())
    .addColumn('reset_hash_expires_at', 'text')
    .addColumn('reset_hash_used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_account_id_idx').on('password_resets').column('account_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('employees').dropColumn('personimage').execute();
  await db.schema.alterTable('persons').dropColumn('personimage').execute();
  await db.schema.alterTable('accounts').dropColumn('language').execute();
}
