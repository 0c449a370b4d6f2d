import type { Questionnaire } from '@stay/contract';
import type { QuestionnaireRecord } from './repository';

/** The questionnaire without the matching tags (those stay on the server). */
export function toQuestionnaire(record: QuestionnaireRecord): Questionnaire {
  return {
    label: record.label,
    title: record.title,
    questions: record.questions.map((question) => ({
      label: question.label,
      question: question.question,
      multiple: question.multiple,
      options: question.options.map(({ value, text }) => ({ value, text })),
    })),
  };
}
