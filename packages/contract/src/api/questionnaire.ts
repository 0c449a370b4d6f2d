import { z } from 'zod';
import { questionnaireSchema } from '../entities/questionnaire';
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
