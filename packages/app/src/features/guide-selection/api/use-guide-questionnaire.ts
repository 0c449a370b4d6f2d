import { GUIDE_QUESTIONNAIRE_LABEL, guestQuestionnaireApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** GET /api/guest/questionnaire/guide: the questions guide selection asks. */
export function useGuideQuestionnaire() {
  const http = useHttp();
  return useQuery({
    queryKey: ['guest', 'questionnaire', GUIDE_QUESTIONNAIRE_LABEL],
    queryFn: ({ signal }) => http.call(guestQuestionnaireApi.get, { params: { label: GUIDE_QUESTIONNAIRE_LABEL }, signal }),
  });
}
