import { textInLanguage, type AppLanguage, type EditableQuestionnaire, type Questionnaire } from '@stay/contract';
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

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The questionnaire as management edits it: every text in each language (null where missing), with the answers' tags. */
export function toEditableQuestionnaire(record: QuestionnaireRecord): EditableQuestionnaire {
  return {
    label: record.label,
    title: record.title.en,
    titleNl: orNull(record.title.nl),
    titleDe: orNull(record.title.de),
    titleFr: orNull(record.title.fr),
    questions: record.questions.map((question) => ({
      label: question.label,
      question: question.question.en,
      questionNl: orNull(question.question.nl),
      questionDe: orNull(question.question.de),
      questionFr: orNull(question.question.fr),
      multiple: question.multiple,
      options: question.options.map((option) => ({
        value: option.value,
        text: option.text.en,
        textNl: orNull(option.text.nl),
        textDe: orNull(option.text.de),
        textFr: orNull(option.text.fr),
        tags: option.tags,
      })),
    })),
  };
}
