import type { EditableQuestionnaire, Questionnaire, QuestionnaireSaveBody } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller, StaffCaller } from '../../http/caller';
import { locationContentLanguage } from '../locations';
import { findQuestionnaire, saveQuestionnaire, type QuestionnaireRecord } from './repository';
import { toEditableQuestionnaire, toQuestionnaire } from './to-wire';

/** The questionnaire with its matching tags; INVALID_INPUT for an unknown label. */
export async function requireQuestionnaire(db: DbOrTrx, label: string): Promise<QuestionnaireRecord> {
  const record = await findQuestionnaire(db, label);
  if (!record) throw new AppError('INVALID_INPUT', `No questionnaire '${label}'`);
  return record;
}

/** Only management keeps the questionnaires (the park's, one per label for every location). */
function requireManagement(staff: StaffCaller): void {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
}

/** A text's four languages from the body's `<field>`, `<field>Nl`, `<field>De` and `<field>Fr`. */
function textsOf<Field extends string>(body: { [K in Field]: string } & { [K in `${Field}${'Nl' | 'De' | 'Fr'}`]: string | null }, field: Field) {
  const texts = body as Record<string, string | null>;
  return { en: body[field], nl: texts[`${field}Nl`] ?? null, de: texts[`${field}De`] ?? null, fr: texts[`${field}Fr`] ?? null };
}

export function createQuestionnaireService({ db }: { db: Db }) {
  return {
    async getEditable(staff: StaffCaller, label: string): Promise<EditableQuestionnaire> {
      requireManagement(staff);
      return toEditableQuestionnaire(await requireQuestionnaire(db, label));
    },

    /**
     * Replaces the texts and each question's answers. The questions stay the stored ones (their labels and whether
     * several answers may be picked); guests' earlier answers keep their values, an answer removed shows as its value.
     */
    async save(staff: StaffCaller, label: string, body: QuestionnaireSaveBody): Promise<EditableQuestionnaire> {
      requireManagement(staff);
      const saved = await db.transaction().execute(async (trx) => {
        const record = await requireQuestionnaire(trx, label);
        const stored = new Map(record.questions.map((question) => [question.label, question]));
        const named = body.questions.map((question) => question.label);
        if (named.length !== stored.size || named.some((questionLabel) => !stored.has(questionLabel))) {
          throw new AppError('INVALID_INPUT', `questions: name each of ${[...stored.keys()].join(', ')} once`);
        }
        await saveQuestionnaire(trx, {
          id: record.id,
          label: record.label,
          title: textsOf(body, 'title'),
          questions: body.questions.map((question) => ({
            label: question.label,
            question: textsOf(question, 'question'),
            multiple: stored.get(question.label)?.multiple ?? false,
            options: question.options.map((option) => ({ value: option.value, text: textsOf(option, 'text'), tags: option.tags })),
          })),
        });
        return requireQuestionnaire(trx, label);
      });
      return toEditableQuestionnaire(saved);
    },

    /** In the caller's language, else their location's content language, else English. */
    async get(caller: Caller, label: string): Promise<Questionnaire> {
      const fallback = caller.locationId === null ? 'en' : await locationContentLanguage(db, caller.locationId);
      return toQuestionnaire(await requireQuestionnaire(db, label), caller.language, fallback);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
