import type { Complaint } from '@stay/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHttp } from '@/lib/http/use-http';
import type { ComplaintListFilters } from './complaint-filters';
import { complaintQueries } from './queries';

/** A filtered complaint list, page by page (keyset): `complaints` holds every loaded page, each complaint once. */
export function useComplaintList(filters: ComplaintListFilters, options: { pageSize?: number; isEnabled?: boolean } = {}) {
  const http = useHttp();
  const query = useInfiniteQuery({
    ...complaintQueries.list(http, filters, options.pageSize),
    enabled: options.isEnabled ?? true,
    staleTime: 15_000,
  });
  const complaints = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
      (complaint: Complaint) => !seen.has(complaint.nmbr) && seen.add(complaint.nmbr),
    );
  }, [query.data]);
  return { ...query, complaints };
}
