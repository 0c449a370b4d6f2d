import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { guideQueries } from './queries';

/** The guest's own rating of a guide for the current stay, or null: a rated guide is not asked about again. */
export function useMyGuideRating() {
  const http = useHttp();
  return useQuery(guideQueries.myRating(http));
}
