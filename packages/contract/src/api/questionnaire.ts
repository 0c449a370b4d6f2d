import { z } from 'zod';
import { editableQuestionnaireSchema, questionnaireSchema } from '../entities/questionnaire';
import { defineEndpoint } from './endpoint';

const labelParams = z.object({ label: z.string().min(1).max(64) });

/** Questionnaires by label; the guide-selection one is GUIDE_QUESTIONNAIRE_LABEL ('guide'). Unknown label: INVALID_INPUT. */
export const guestQuestionnaireApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/guest/questionnaire/{label}',
    auth: 'guest',
    summary: 'A questionnaire with its questions and options',
    params: labelParams,
    response: questionnaireSchema,
  }),
} as const;

export const staffQuestionnaireApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/questionnaire/{label}',
    auth: 'staff',
    summary: 'A questionnaire with its questions and options',
    params: labelParams,
    response: questionnaireSchema,
  }),
} as const;

export const QUESTIONNAIRE_TITLE_MAX_LENGTH = 200;
export const QUESTIONNAIRE_QUESTION_MAX_LENGTH = 300;
export const QUESTIONNAIRE_ANSWER_MAX_LENGTH = 200;
export const QUESTIONNAIRE_MAX_ANSWERS = 30;
export const QUESTIONNAIRE_MAX_ANSWER_TAGS = 12;

/** A text in another language than English: null or empty clears it (missing: the reader gets a fallback). */
const translation = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
const texts = <Field extends string>(field: Field, maxLength: number) =>
  ({
    [field]: z.string().trim().min(1).max(maxLength),
    [`${field}Nl`]: translation(maxLength).optional().default(null),
    [`${field}De`]: translation(maxLength).optional().default(null),
    [`${field}Fr`]: translation(maxLength).optional().default(null),
  }) as { [K in Field]: z.ZodString } & { [K in `${Field}${'Nl' | 'De' | 'Fr'}`]: z.ZodDefault<z.ZodOptional<ReturnType<typeof translation>>> };
const hasDistinct = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

const answerBodySchema = z.object({
  /** What guests' answers store (`awnser`): kept for an existing answer, new for a new one. */
  value: z.string().trim().min(1).max(100),
  ...texts('text', QUESTIONNAIRE_ANSWER_MAX_LENGTH),
  /** The guide tags the answer matches on (e.g. `hiking`). */
  tags: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{0,31}$/))
    .max(QUESTIONNAIRE_MAX_ANSWER_TAGS)
    .refine((tags) => new Set(tags).size === tags.length, 'no duplicate tags')
    .default([]),
});

/**
 * POST /api/employee/questionnaire/{label}/edit: the questionnaire's texts and each question's answers in their new
 * order. The questions are the stored ones (each by its label, once); an answer left out is removed, a new value added.
 */
export const questionnaireSaveBodySchema = z.object({
  ...texts('title', QUESTIONNAIRE_TITLE_MAX_LENGTH),
  questions: z
    .array(
      z.object({
        label: z.string().min(1).max(100),
        ...texts('question', QUESTIONNAIRE_QUESTION_MAX_LENGTH),
        options: z
          .array(answerBodySchema)
          .min(1)
          .max(QUESTIONNAIRE_MAX_ANSWERS)
          .refine((options) => hasDistinct(options, (option) => option.value), 'answer values must differ'),
      }),
    )
    .min(1)
    .max(50)
    .refine((questions) => hasDistinct(questions, (question) => question.label), 'question labels must differ'),
});
export type QuestionnaireSaveBody = z.output<typeof questionnaireSaveBodySchema>;
export type QuestionnaireSaveBodyInput = z.input<typeof questionnaireSaveBodySchema>;

/**
 * The questions guests answer before choosing a guide, kept by management (other roles: 403 UNAUTHORIZED). The
 * questionnaires are the park's: one per label for every location. An unknown label answers INVALID_INPUT.
 */
export const managementQuestionnaireApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/questionnaire/{label}/edit',
    auth: 'staff',
    summary: 'A questionnaire with every text in each language and the answers\' guide tags',
    params: labelParams,
    response: editableQuestionnaireSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/employee/questionnaire/{label}/edit',
    auth: 'staff',
    summary: "Change a questionnaire's texts per language and each question's answers (add, remove, reorder)",
    params: labelParams,
    body: questionnaireSaveBodySchema,
    response: editableQuestionnaireSchema,
  }),
} as const;
