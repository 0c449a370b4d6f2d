import { managementClimateApi, type ClimateRules } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { climateKeys, climateQueries } from './queries';

/** Management: the location's climate rules (the defaults until saved). */
export function useClimateRules() {
  return useQuery(climateQueries.rules(useHttp()));
}

export function useSaveClimateRules() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ClimateRules) => http.call(managementClimateApi.saveRules, { body: rules }),
    onSuccess: (saved) => queryClient.setQueryData(climateKeys.rules, saved),
  });
}

/** What the rules did to the location's suites (one suite's when given), newest first. */
export function useClimateActions(suiteId: string | undefined) {
  return useQuery(climateQueries.actions(useHttp(), suiteId));
}

/** Each suite's energy per week over the last `weeks` weeks. */
export function useClimateEnergy(weeks: number) {
  return useQuery(climateQueries.energy(useHttp(), weeks));
}

/** Pull-to-refresh of the climate screen: the log and the energy again. */
export function useRefreshClimate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: climateKeys.all });
}
