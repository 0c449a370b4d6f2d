import type { Questionnaire } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { findQuestionnaire, type QuestionnaireRecord } from './repository';
import { toQuestionnaire } from './to-wire';

export function createQuestionnaireService({ db }: { db: Db }) {
  /** The questionnaire with its matching tags; INVALID_INPUT for an unknown label. */
  async function requireRecord(label: string): Promise<QuestionnaireRecord> {
    const record = await findQuestionnaire(db, label);
    if (!record) throw new AppError('INVALID_INPUT', `No questionnaire '${label}'`);
    return record;
  }

  return {
    requireRecord,
    async get(label: string): Promise<Questionnaire> {
      return toQuestionnaire(await requireRecord(label));
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
