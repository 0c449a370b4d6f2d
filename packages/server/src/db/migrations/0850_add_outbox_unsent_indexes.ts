import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The mails and push notifications not (yet) sent, by when they were written: the metrics count the recent ones at
 * every scrape, and these partial indexes hold only the unsent rows, so the count never reads the sent ones.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('mail_outbox_unsent_idx').on('mail_outbox').column('created_at').where(sql.ref('sent_at'), 'is', null).execute();
  await db.schema
    .createIndex('notification_outbox_unsent_idx')
    .on('notification_outbox')
    .column('created_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('notification_outbox_unsent_idx').execute();
  await db.schema.dropIndex('mail_outbox_unsent_idx').execute();
}
