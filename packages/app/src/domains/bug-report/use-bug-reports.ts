import { fillPath, managementBugReportApi } from '@stay/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { authorizedFetch } from '@/lib/http/authorized-fetch';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';
import { bugReportKeys, bugReportQueries } from './queries';

/** The bug reports, paged by scrolling; `reports` holds every loaded page in order, each once. */
export function useBugReports() {
  const query = useInfiniteQuery(bugReportQueries.list(useHttp()));
  const reports = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  }, [query.data]);
  return { ...query, reports };
}

export function useBugReport(id: string) {
  return useQuery(bugReportQueries.report(useHttp(), id));
}

/** Fetches the list again (pull-to-refresh); resolves when it is in. */
export function useRefreshBugReports() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: bugReportKeys.all }), [queryClient]);
}

/**
 * A report's screenshot as an object URL: the download needs the access token header, so an <img src> cannot fetch
 * it itself. Fetched once per report; the URL is released when the query is dropped.
 */
export function useBugReportScreenshot(id: string, hasScreenshot: boolean) {
  const services = useServices();
  const query = useQuery({
    queryKey: bugReportKeys.screenshot(id),
    enabled: hasScreenshot,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const response = await authorizedFetch(services, fillPath(managementBugReportApi.screenshot.path, { id }), { signal });
      return URL.createObjectURL(await response.blob());
    },
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
