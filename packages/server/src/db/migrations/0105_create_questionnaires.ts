import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Questionnaires (by label), their questions and options, and a reservation's answers (the mainGuest
 * questionnaire entries `{label, awnser}`). An option's `tags` (JSON array) are what guide matching scores on.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('questionnaires')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('questionnaire_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('questionnaire_id', 'text', (col) => col.notNull().references('questionnaires.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('multiple', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('questionnaire_questions_label_unique', ['questionnaire_id', 'label'])
    .execute();

  await db.schema
    .createTable('questionnaire_options')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('question_id', 'text', (col) => col.notNull().references('questionnaire_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addUniqueConstraint('questionnaire_options_value_unique', ['question_id', 'value'])
    .execute();

  await db.schema
    .createTable('questionnaire_answers')
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('questionnaire_label', 'text', (col) => col.notNull())
    .addColumn('question_label', 'text', (col) => col.notNull())
    .addColumn('awnser', 'text', (col) => col.notNull())
    .addColumn('person_id', 'text', (col) => col.references('persons.id').onDelete('set null'))
    .addColumn('answered_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('questionnaire_answers_pk', ['reservation_id', 'questionnaire_label', 'question_label', 'awnser'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('questionnaire_answers').execute();
  await db.schema.dropTable('questionnaire_options').execute();
  await db.schema.dropTable('questionnaire_questions').execute();
  await db.schema.dropTable('questionnaires').execute();
}
