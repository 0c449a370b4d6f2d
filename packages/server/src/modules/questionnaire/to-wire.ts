import { textInLanguage, type AppLanguage, type Questionnaire } from '@stay/contract';
import type { QuestionnaireRecord } from './repository';

/**
 * The questionnaire as a reader of `language` sees it (each text in that language, else the location's content
 * language `fallback`, else English), without the matching tags (those stay on the server).
 */
export function toQuestionnaire(record: QuestionnaireRecord, language: AppLanguage, fallback: AppLanguage): Questionnaire {
  return {
    label: record.label,
    title: textInLanguage(record.title, language, fallback),
    questions: record.questions.map((question) => ({
      label: question.label,
      question: textInLanguage(question.question, language, fallback),
      multiple: question.multiple,
      options: question.options.map(({ value, text }) => ({ value, text: textInLanguage(text, language, fallback) })),
    })),
  };
}
