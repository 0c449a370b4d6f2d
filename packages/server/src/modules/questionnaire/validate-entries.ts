import type { QuestionnaireEntry } from '@stay/contract';
import { AppError } from '../../errors';
import type { QuestionnaireOptionRecord, QuestionnaireRecord } from './repository';

export interface ChosenOption {
  questionLabel: string;
  option: QuestionnaireOptionRecord;
}

/**
 * The options the entries pick, deduplicated. INVALID_INPUT for an unknown question or option, or several
 * options for a single-choice question.
 */
export function resolveEntries(questionnaire: QuestionnaireRecord, entries: readonly QuestionnaireEntry[]): ChosenOption[] {
  const chosen = new Map<string, ChosenOption>();
  const perQuestion = new Map<string, number>();
  for (const entry of entries) {
    const question = questionnaire.questions.find((candidate) => candidate.label === entry.label);
    if (!question) throw new AppError('INVALID_INPUT', `body.entries: no question '${entry.label}' in '${questionnaire.label}'`);
    const option = question.options.find((candidate) => candidate.value === entry.awnser);
    if (!option) throw new AppError('INVALID_INPUT', `body.entries: '${entry.awnser}' is not an answer to '${entry.label}'`);
    const key = `${entry.label}\u0000${entry.awnser}`;
    if (chosen.has(key)) continue;
    const count = (perQuestion.get(entry.label) ?? 0) + 1;
    if (!question.multiple && count > 1) {
      throw new AppError('INVALID_INPUT', `body.entries: '${entry.label}' takes one answer`);
    }
    perQuestion.set(entry.label, count);
    chosen.set(key, { questionLabel: entry.label, option });
  }
  return [...chosen.values()];
}
