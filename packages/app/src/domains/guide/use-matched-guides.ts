import { GUIDE_QUESTIONNAIRE_LABEL, guestGuideSelectionApi, type QuestionnaireEntry } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/matched-guides: stores the answers and scores the guides by them (best first). */
export function useMatchedGuides() {
  const http = useHttp();
  return useMutation({
    mutationFn: (entries: QuestionnaireEntry[]) =>
      http.call(guestGuideSelectionApi.matchedGuides, { body: { label: GUIDE_QUESTIONNAIRE_LABEL, entries } }),
  });
}
