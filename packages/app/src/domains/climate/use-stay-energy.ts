import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { climateKeys, climateQueries } from './queries';

/** The guest's stay energy per night beside the park's average. */
export function useStayEnergy() {
  return useQuery(climateQueries.stayEnergy(useHttp()));
}

export function useRefreshStayEnergy() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: climateKeys.stayEnergy });
}
