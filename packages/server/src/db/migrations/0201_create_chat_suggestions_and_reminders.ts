import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('chat_suggestions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('chat_message_nmbr', 'integer', (col) => col.references('chat_messages.nmbr').onDelete('set null'))
    .addColumn('actions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'text')
    .addColumn('status_at', 'text')
    .addColumn('status_by_employee_id', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_suggestions_chat_status_idx').on('chat_suggestions').columns(['chat_nmbr', 'status']).execute();

  await db.schema
    .createTable('chat_reminders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('employee_id', 'text', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('remind_at', 'text', (col) => col.notNull())
    .addColumn('paragraph', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('actions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('fired_at', 'text')
    .addColumn('fired_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_reminders_due_idx').on('chat_reminders').columns(['fired_at', 'remind_at']).execute();
  await db.schema.createIndex('chat_reminders_chat_nmbr_idx').on('chat_reminders').column('chat_nmbr').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('chat_reminders').execute();
  await db.schema.dropTable('chat_suggestions').execute();
}
