import { GUIDE_QUESTIONNAIRE_LABEL, managementQuestionnaireApi, type QuestionnaireSaveBodyInput } from '@stay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';

export const guideQuestionnaireAdminKeys = { editable: ['management', 'questionnaire', GUIDE_QUESTIONNAIRE_LABEL] as const };

export const guideQuestionnaireAdminQueries = {
  /** GET /api/employee/questionnaire/guide/edit: the guide questions with every text in each language. */
  editable: (http: HttpClient) =>
    queryOptions({
      queryKey: guideQuestionnaireAdminKeys.editable,
      queryFn: ({ signal }) => http.call(managementQuestionnaireApi.get, { params: { label: GUIDE_QUESTIONNAIRE_LABEL }, signal }),
    }),
};

export function useEditableGuideQuestionnaire() {
  return useQuery(guideQuestionnaireAdminQueries.editable(useHttp()));
}

/** POST /api/employee/questionnaire/guide/edit; a refusal is shown by the editor (silent here). */
export function useSaveGuideQuestionnaire() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireSaveBodyInput) => http.call(managementQuestionnaireApi.save, { params: { label: GUIDE_QUESTIONNAIRE_LABEL }, body, silentErrors: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(guideQuestionnaireAdminKeys.editable, saved);
      // Guests and staff read the questions in their language from the other queries: those refetch.
      void queryClient.invalidateQueries({ queryKey: ['guest', 'questionnaire'] });
    },
  });
}
