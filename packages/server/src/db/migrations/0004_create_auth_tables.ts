import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Accounts, sessions and refresh tokens. Timestamps are UTC ISO-8601 text, so they compare as strings. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (col) => col.references('persons.id').onDelete('cascade'))
    .addColumn('reset_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('accounts_one_owner_check', sql`(employee_id is null) <> (person_id is null)`)
    .execute();
  await db.schema.createIndex('accounts_email_idx').on('accounts').column('email').unique().execute();
  await db.schema.createIndex('accounts_employee_id_idx').on('accounts').column('employee_id').execute();
  await db.schema.createIndex('accounts_person_id_idx').on('accounts').column('person_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_session_id_idx').on('refresh_tokens').column('session_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('accounts').execute();
}
