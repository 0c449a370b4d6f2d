import type { Questionnaire } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import { findQuestionnaire, type QuestionnaireRecord } from './repository';
import { toQuestionnaire } from './to-wire';

/** The questionnaire with its matching tags; INVALID_INPUT for an unknown label. */
export async function requireQuestionnaire(db: DbOrTrx, label: string): Promise<QuestionnaireRecord> {
  const record = await findQuestionnaire(db, label);
  if (!record) throw new AppError('INVALID_INPUT', `No questionnaire '${label}'`);
  return record;
}

export function createQuestionnaireService({ db }: { db: Db }) {
  return {
    async get(label: string): Promise<Questionnaire> {
      return toQuestionnaire(await requireQuestionnaire(db, label));
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
