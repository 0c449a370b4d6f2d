import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { guideQueries } from './queries';

export function useGuideQuestionnaire() {
  return useQuery(guideQueries.questionnaire(useHttp()));
}
