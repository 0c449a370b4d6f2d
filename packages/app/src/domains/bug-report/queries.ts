import { BUG_REPORT_LIST_PAGE_SIZE, managementBugReportApi, type BugReportPage } from '@stay/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every bug report query lives under ['bug-report', ...]. */
export const bugReportKeys = {
  all: ['bug-report'] as const,
  list: ['bug-report', 'list'] as const,
  report: (id: string) => ['bug-report', 'report', id] as const,
  screenshot: (id: string) => ['bug-report', 'screenshot', id] as const,
};

/** Management's reads; the screens show their own loading, empty and failed states (`silentErrors`). */
export const bugReportQueries = {
  /** GET /api/employee/bug-report: newest first, page by page. */
  list: (http: HttpClient) =>
    infiniteQueryOptions({
      queryKey: bugReportKeys.list,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }): Promise<BugReportPage> =>
        http.call(managementBugReportApi.list, { query: { limit: BUG_REPORT_LIST_PAGE_SIZE, cursor: pageParam }, signal, silentErrors: true }),
      getNextPageParam: (last: BugReportPage) => last.nextCursor ?? undefined,
      staleTime: 60_000,
    }),
  /** GET /api/employee/bug-report/{id}. */
  report: (http: HttpClient, id: string) =>
    queryOptions({
      queryKey: bugReportKeys.report(id),
      queryFn: ({ signal }) => http.call(managementBugReportApi.get, { params: { id }, signal, silentErrors: true }),
      staleTime: 5 * 60_000,
    }),
};
