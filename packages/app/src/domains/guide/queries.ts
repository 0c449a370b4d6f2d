import {
  CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS,
  GUIDE_QUESTIONNAIRE_LABEL,
  guestQuestionnaireApi,
  guestRatingApi,
  guestGuideSelectionApi,
} from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

export const guideKeys = {
  available: ['guest', 'available-guides'] as const,
  current: ['guest', 'reservation', 'current', 'guide'] as const,
  questionnaire: ['guest', 'questionnaire', GUIDE_QUESTIONNAIRE_LABEL] as const,
  myRating: ['guest', 'rating', 'current', 'guide'] as const,
};

export const guideQueries = {
  /** GET /api/guest/available-guides: every guide of the location, unscored. Cached for two hours. */
  available: (http: HttpClient) =>
    queryOptions({
      queryKey: guideKeys.available,
      queryFn: ({ signal }) => http.call(guestGuideSelectionApi.availableGuides, { signal }),
      staleTime: CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS,
    }),
  /** GET /api/guest/reservation/current/guide: the chosen guide, or null. */
  current: (http: HttpClient) =>
    queryOptions({ queryKey: guideKeys.current, queryFn: ({ signal }) => http.call(guestGuideSelectionApi.currentGuide, { signal }) }),
  /** GET /api/guest/rating/current/guide: the guest's own rating of a guide for this stay, or null. */
  myRating: (http: HttpClient) =>
    queryOptions({
      queryKey: guideKeys.myRating,
      queryFn: ({ signal }) => http.call(guestRatingApi.mine, { params: { label: 'guide' }, signal }),
    }),
  /** GET /api/guest/questionnaire/guide: the questions guide selection asks. */
  questionnaire: (http: HttpClient) =>
    queryOptions({
      queryKey: guideKeys.questionnaire,
      queryFn: ({ signal }) => http.call(guestQuestionnaireApi.get, { params: { label: GUIDE_QUESTIONNAIRE_LABEL }, signal }),
    }),
};
