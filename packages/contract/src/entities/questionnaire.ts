import { z } from 'zod';

/** The questionnaire the guide-selection screen asks (the label in `GET /api/guest/questionnaire/{label}`). */
export const GUIDE_QUESTIONNAIRE_LABEL = 'guide';

export const questionnaireOptionSchema = z.object({
  /** What goes into an entry's `awnser`. */
  value: z.string(),
  text: z.string(),
});
export type QuestionnaireOption = z.infer<typeof questionnaireOptionSchema>;

export const questionnaireQuestionSchema = z.object({
  /** What goes into an entry's `label`. */
  label: z.string(),
  question: z.string(),
  /** true: the guest may pick several options (one entry per picked option); false: exactly one. */
  multiple: z.boolean(),
  options: z.array(questionnaireOptionSchema),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;

export const questionnaireSchema = z.object({
  label: z.string(),
  title: z.string(),
  questions: z.array(questionnaireQuestionSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/**
 * mainGuest questionnaire entry, with the wire spelling (`awnser`). A multiple-choice question gives
 * one entry per picked option, all with the question's label.
 */
export const questionnaireEntrySchema = z.object({
  label: z.string().min(1).max(100),
  awnser: z.string().min(1).max(100),
});
export type QuestionnaireEntry = z.infer<typeof questionnaireEntrySchema>;

/** An answer option as its editors see it: the text in each language (null: missing) and the guide tags it matches. */
export const editableQuestionnaireOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  textNl: z.string().nullable(),
  textDe: z.string().nullable(),
  textFr: z.string().nullable(),
  tags: z.array(z.string()),
});
export type EditableQuestionnaireOption = z.infer<typeof editableQuestionnaireOptionSchema>;

export const editableQuestionnaireQuestionSchema = z.object({
  label: z.string(),
  question: z.string(),
  questionNl: z.string().nullable(),
  questionDe: z.string().nullable(),
  questionFr: z.string().nullable(),
  multiple: z.boolean(),
  options: z.array(editableQuestionnaireOptionSchema),
});
export type EditableQuestionnaireQuestion = z.infer<typeof editableQuestionnaireQuestionSchema>;

/** A questionnaire with every text in each language, as management edits it. */
export const editableQuestionnaireSchema = z.object({
  label: z.string(),
  title: z.string(),
  titleNl: z.string().nullable(),
  titleDe: z.string().nullable(),
  titleFr: z.string().nullable(),
  questions: z.array(editableQuestionnaireQuestionSchema),
});
export type EditableQuestionnaire = z.infer<typeof editableQuestionnaireSchema>;
