import { rowTexts, type TextInLanguages } from '@stay/contract';
import { sql, type Expression } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import { dialectOf } from '../../db/dialect';
import { jsonArrayOf } from '../../db/json-array';

/** The texts guests read are kept in every language (English always there). */
export interface QuestionnaireOptionRecord {
  value: string;
  text: TextInLanguages;
  tags: string[];
}

export interface QuestionnaireQuestionRecord {
  label: string;
  question: TextInLanguages;
  multiple: boolean;
  options: QuestionnaireOptionRecord[];
}

export interface QuestionnaireRecord {
  id: string;
  label: string;
  title: TextInLanguages;
  questions: QuestionnaireQuestionRecord[];
}

/** A text to save: English only, or English with other languages. */
type TextInput = string | TextInLanguages;

/** A questionnaire to save (seeding, admin tooling): its texts in English or in several languages. */
export interface QuestionnaireInput {
  id: string;
  label: string;
  title: TextInput;
  questions: {
    label: string;
    question: TextInput;
    multiple: boolean;
    options: { value: string; text: TextInput; tags: string[] }[];
  }[];
}

/** The `<field>`, `<field>_nl`, `<field>_de`, `<field>_fr` columns of a text. */
function columnsOf<Field extends string>(field: Field, input: TextInput) {
  const text: TextInLanguages = typeof input === 'string' ? { en: input } : input;
  return {
    [field]: text.en,
    [`${field}_nl`]: text.nl ?? null,
    [`${field}_de`]: text.de ?? null,
    [`${field}_fr`]: text.fr ?? null,
  } as { [K in Field]: string } & { [K in `${Field}_${'nl' | 'de' | 'fr'}`]: string | null };
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A questionnaire with its questions and options in order (two queries). */
export async function findQuestionnaire(db: DbOrTrx, label: string): Promise<QuestionnaireRecord | undefined> {
  const questionnaire = await db.selectFrom('questionnaires').selectAll().where('label', '=', label).executeTakeFirst();
  if (!questionnaire) return undefined;
  const rows = await db
    .selectFrom('questionnaire_questions')
    .leftJoin('questionnaire_options', 'questionnaire_options.question_id', 'questionnaire_questions.id')
    .select([
      'questionnaire_questions.id as questionId',
      'questionnaire_questions.label',
      'questionnaire_questions.question',
      'questionnaire_questions.question_nl',
      'questionnaire_questions.question_de',
      'questionnaire_questions.question_fr',
      'questionnaire_questions.multiple',
      'questionnaire_options.value',
      'questionnaire_options.text',
      'questionnaire_options.text_nl',
      'questionnaire_options.text_de',
      'questionnaire_options.text_fr',
      'questionnaire_options.tags',
    ])
    .where('questionnaire_questions.questionnaire_id', '=', questionnaire.id)
    .orderBy('questionnaire_questions.position')
    .orderBy('questionnaire_questions.id')
    .orderBy('questionnaire_options.position')
    .orderBy('questionnaire_options.id')
    .execute();

  const questions = new Map<string, QuestionnaireQuestionRecord>();
  for (const row of rows) {
    let question = questions.get(row.questionId);
    if (!question) {
      question = { label: row.label, question: rowTexts(row, 'question'), multiple: row.multiple === 1, options: [] };
      questions.set(row.questionId, question);
    }
    if (row.value !== null && row.text !== null) {
      question.options.push({
        value: row.value,
        text: { en: row.text, nl: row.text_nl, de: row.text_de, fr: row.text_fr },
        tags: parseTags(row.tags ?? '[]'),
      });
    }
  }
  return { id: questionnaire.id, label: questionnaire.label, title: rowTexts(questionnaire, 'title'), questions: [...questions.values()] };
}

/** A reservation's answers (the main guest's questionnaire entries), by questionnaire, question and answer. */
export const findAnswersOf = compiledOnce((db, reservationId: string) =>
  db
    .selectFrom('questionnaire_answers')
    .select(['questionnaire_label', 'question_label as label', 'awnser'])
    .where('reservation_id', '=', reservationId)
    .orderBy('questionnaire_label')
    .orderBy('question_label')
    .orderBy('awnser'),
);

/**
 * A reservation's answers (label and answer) in the order of findAnswersOf, as a JSON column (see jsonArrayOf) of
 * another module's query: a reservation view reads them in its own statement. `reservationId` is the column of that
 * query that holds the reservation's id. Read it back with `parseJsonArray`.
 */
export function answersJsonOf(db: DbOrTrx, reservationId: Expression<string>) {
  return db
    .selectFrom('questionnaire_answers as q')
    .select(
      jsonArrayOf(dialectOf(db), { label: sql.ref('q.question_label'), awnser: sql.ref('q.awnser') }, sql`q.questionnaire_label, q.question_label, q.awnser`).as(
        'answers',
      ),
    )
    .where('q.reservation_id', '=', reservationId);
}

/** Replaces a reservation's answers to one questionnaire. */
export async function replaceAnswers(
  db: DbOrTrx,
  answers: { reservationId: string; questionnaireLabel: string; guestId: string; answeredAt: string; entries: { label: string; awnser: string }[] },
): Promise<void> {
  await db
    .deleteFrom('questionnaire_answers')
    .where('reservation_id', '=', answers.reservationId)
    .where('questionnaire_label', '=', answers.questionnaireLabel)
    .execute();
  if (answers.entries.length === 0) return;
  await db
    .insertInto('questionnaire_answers')
    .values(
      answers.entries.map((entry) => ({
        reservation_id: answers.reservationId,
        questionnaire_label: answers.questionnaireLabel,
        question_label: entry.label,
        awnser: entry.awnser,
        person_id: answers.guestId,
        answered_at: answers.answeredAt,
      })),
    )
    .execute();
}

/** Creates or replaces a questionnaire with its questions and options (seeding, admin tooling). */
export async function saveQuestionnaire(db: DbOrTrx, questionnaire: QuestionnaireInput): Promise<void> {
  await db.deleteFrom('questionnaires').where('label', '=', questionnaire.label).execute();
  await db
    .insertInto('questionnaires')
    .values({ id: questionnaire.id, label: questionnaire.label, ...columnsOf('title', questionnaire.title) })
    .execute();
  for (const [position, question] of questionnaire.questions.entries()) {
    const questionId = `${questionnaire.id}:${question.label}`;
    await db
      .insertInto('questionnaire_questions')
      .values({
        id: questionId,
        questionnaire_id: questionnaire.id,
        position,
        label: question.label,
        ...columnsOf('question', question.question),
        multiple: question.multiple ? 1 : 0,
      })
      .execute();
    if (question.options.length === 0) continue;
    await db
      .insertInto('questionnaire_options')
      .values(
        question.options.map((option, optionPosition) => ({
          id: `${questionId}:${option.value}`,
          question_id: questionId,
          position: optionPosition,
          value: option.value,
          ...columnsOf('text', option.text),
          tags: JSON.stringify(option.tags),
        })),
      )
      .execute();
  }
}
