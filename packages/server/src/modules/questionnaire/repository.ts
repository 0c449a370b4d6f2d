import type { DbOrTrx } from '../../db/database';

export interface QuestionnaireOptionRecord {
  value: string;
  text: string;
  tags: string[];
}

export interface QuestionnaireQuestionRecord {
  label: string;
  question: string;
  multiple: boolean;
  options: QuestionnaireOptionRecord[];
}

export interface QuestionnaireRecord {
  id: string;
  label: string;
  title: string;
  questions: QuestionnaireQuestionRecord[];
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
      'questionnaire_questions.multiple',
      'questionnaire_options.value',
      'questionnaire_options.text',
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
      question = { label: row.label, question: row.question, multiple: row.multiple === 1, options: [] };
      questions.set(row.questionId, question);
    }
    if (row.value !== null && row.text !== null) {
      question.options.push({ value: row.value, text: row.text, tags: parseTags(row.tags ?? '[]') });
    }
  }
  return { id: questionnaire.id, label: questionnaire.label, title: questionnaire.title, questions: [...questions.values()] };
}

/** A reservation's answers (the main guest's questionnaire entries), by questionnaire, question and answer. */
export function findAnswersOf(db: DbOrTrx, reservationId: string) {
  return db
    .selectFrom('questionnaire_answers')
    .select(['questionnaire_label', 'question_label as label', 'awnser'])
    .where('reservation_id', '=', reservationId)
    .orderBy('questionnaire_label')
    .orderBy('question_label')
    .orderBy('awnser')
    .execute();
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
export async function saveQuestionnaire(db: DbOrTrx, questionnaire: Omit<QuestionnaireRecord, 'id'> & { id: string }): Promise<void> {
  await db.deleteFrom('questionnaires').where('label', '=', questionnaire.label).execute();
  await db.insertInto('questionnaires').values({ id: questionnaire.id, label: questionnaire.label, title: questionnaire.title }).execute();
  for (const [position, question] of questionnaire.questions.entries()) {
    const questionId = `${questionnaire.id}:${question.label}`;
    await db
      .insertInto('questionnaire_questions')
      .values({
        id: questionId,
        questionnaire_id: questionnaire.id,
        position,
        label: question.label,
        question: question.question,
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
          text: option.text,
          tags: JSON.stringify(option.tags),
        })),
      )
      .execute();
  }
}
