import type { Questionnaire } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import { locationContentLanguage } from '../locations';
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
    /** In the caller's language, else their location's content language, else English. */
    async get(caller: Caller, label: string): Promise<Questionnaire> {
      const fallback = caller.locationId === null ? 'en' : await locationContentLanguage(db, caller.locationId);
      return toQuestionnaire(await requireQuestionnaire(db, label), caller.language, fallback);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
