import { z } from 'zod';
import { currentGuideSchema, guideProfileSchema, matchedGuideSchema } from '../entities/guide';
import { GUIDE_QUESTIONNAIRE_LABEL, questionnaireEntrySchema } from '../entities/questionnaire';
import { reservationSchema } from '../entities/reservation';
import { defineEndpoint } from './endpoint';

/** The guest's answers to a questionnaire; they replace earlier answers to it on the reservation's mainGuest. */
export const matchedGuidesBodySchema = z.object({
  label: z.string().min(1).max(64).default(GUIDE_QUESTIONNAIRE_LABEL),
  entries: z.array(questionnaireEntrySchema).max(100),
});
export type MatchedGuidesBody = z.infer<typeof matchedGuidesBodySchema>;

/**
 * /guide-selection (guests only). The app drives it as:
 * 1. `GET /api/guest/questionnaire/guide` → questions; the guest answers;
 * 2. `matchedGuides` with the entries → guides by score (the answers are stored on the reservation's mainGuest);
 *    `availableGuides` lists every guide of the location without scoring (e.g. "show all");
 * 3. `chooseGuide` with the guide's _id → the reservation with guide and guideSelectionTimestamp set;
 * `currentGuide` shows the chosen one; `POST /api/guest/reservation/current/leave-guide` drops it.
 * Changes to an ended reservation answer RESERVATION_ENDED; an unknown or unavailable guide, or an answer that
 * is not one of the questionnaire's options, answers INVALID_INPUT.
 */
export const guestGuideSelectionApi = {
  currentGuide: defineEndpoint({
    method: 'GET',
    path: '/api/guest/reservation/current/guide',
    auth: 'guest',
    summary: "The current reservation's chosen guide, or null",
    response: currentGuideSchema,
  }),
  matchedGuides: defineEndpoint({
    method: 'POST',
    path: '/api/guest/matched-guides',
    auth: 'guest',
    summary: "Store the questionnaire answers and score the location's guides by them (highest first; speaking the guest's language counts as one answer more)",
    body: matchedGuidesBodySchema,
    response: z.array(matchedGuideSchema),
  }),
  availableGuides: defineEndpoint({
    method: 'GET',
    path: '/api/guest/available-guides',
    auth: 'guest',
    summary: "The guides of the current reservation's location who take guests: those who speak the guest's language first, then by first name",
    response: z.array(guideProfileSchema),
  }),
  chooseGuide: defineEndpoint({
    method: 'POST',
    path: '/api/guest/choose-guide/{_id}',
    auth: 'guest',
    summary: 'Choose a guide for the current reservation (sets guide and guideSelectionTimestamp)',
    params: z.object({ _id: z.string().min(1).max(64) }),
    response: reservationSchema,
  }),
} as const;

export const staffGuidesApi = {
  availableGuides: defineEndpoint({
    method: 'GET',
    path: '/api/employee/available-guides',
    auth: 'staff',
    summary: "The guides of the employee's location who take guests (every location's when the employee has none)",
    response: z.array(guideProfileSchema),
  }),
} as const;
