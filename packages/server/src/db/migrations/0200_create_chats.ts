import { sql, type Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Chats, their members, messages (keyset index on chat + nmbr), read marks and attachments. */
export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('chats')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('chatname', 'text')
    .addColumn('chatstatus', 'text', (col) => col.notNull().defaultTo('N'))
    .addColumn('chatpriority', 'text', (col) => col.notNull().defaultTo('NORMAL'))
    .addColumn('actionholder_employee_id', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('object1', 'text')
    .addColumn('objectkey', 'text')
    .addColumn('reservation_id', 'text', (col) => col.references('reservations.id').onDelete('cascade').unique())
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .addColumn('last_message_nmbr', 'integer')
    .addColumn('activity_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The inbox: a location's chats, newest activity first.
  await db.schema.createIndex('chats_location_activity_idx').on('chats').columns(['location_id', 'activity_at']).execute();
  await db.schema.createIndex('chats_objectkey_idx').on('chats').column('objectkey').execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sqlKindCheck()))
    .addColumn('member_key', 'text', (col) => col.notNull())
    .addColumn('person_id', 'text', (col) => col.references('persons.id').onDelete('cascade'))
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('cascade'))
    .addColumn('workgroup', 'text')
    .addColumn('mode', 'text', (col) => col.notNull().defaultTo('M'))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addColumn('joined_after_nmbr', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('chat_members_chat_kind_key_unique', ['chat_nmbr', 'kind', 'member_key'])
    .execute();
  await db.schema.createIndex('chat_members_kind_key_idx').on('chat_members').columns(['kind', 'member_key']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('paragraph', 'text', (col) => col.notNull())
    .addColumn('person_id', 'text', (col) => col.references('persons.id').onDelete('set null'))
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('mentions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('chat_messages_client_id_unique', ['chat_nmbr', 'client_id'])
    .execute();
  // Keyset pages: WHERE chat_nmbr = ? AND nmbr < ? ORDER BY nmbr DESC LIMIT n reads n index entries.
  await db.schema.createIndex('chat_messages_chat_nmbr_idx').on('chat_messages').columns(['chat_nmbr', 'nmbr']).execute();

  await db.schema
    .createTable('chat_read_state')
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('reader_kind', 'text', (col) => col.notNull())
    .addColumn('reader_id', 'text', (col) => col.notNull())
    .addColumn('last_read_nmbr', 'integer', (col) => col.notNull())
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_read_state_pk', ['chat_nmbr', 'reader_kind', 'reader_id'])
    .execute();
  await db.schema.createIndex('chat_read_state_reader_idx').on('chat_read_state').columns(['reader_kind', 'reader_id']).execute();

  await db.schema
    .createTable('chat_attachments')
    .addColumn('filename', 'text', (col) => col.primaryKey())
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('mimetype', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('originalname', 'text', (col) => col.notNull())
    .addColumn('uploader_kind', 'text', (col) => col.notNull())
    .addColumn('uploader_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_attachments_chat_nmbr_idx').on('chat_attachments').column('chat_nmbr').execute();
}

function sqlKindCheck() {
  return sql`kind in ('person', 'employee', 'workgroup')`;
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['chat_attachments', 'chat_read_state', 'chat_messages', 'chat_members', 'chats']) {
    await db.schema.dropTable(table).execute();
  }
}
