import { COMPLAINT_LIST_MAX_PAGE_SIZE, staffComplaintApi, type Complaint } from '@stay/contract';
import { useCallback } from 'react';
import { allPages } from '@/lib/export/all-pages';
import { useHttp } from '@/lib/http/use-http';
import { listQueryOf, type ComplaintListFilters } from './complaint-filters';

/** Fetches every complaint the filters select, every page, for an export; the server checks role and location. */
export function useFetchWholeComplaintList() {
  const http = useHttp();
  return useCallback(
    (filters: ComplaintListFilters): Promise<Complaint[]> =>
      allPages(
        (cursor) => http.call(staffComplaintApi.list, { query: { ...listQueryOf(filters), limit: COMPLAINT_LIST_MAX_PAGE_SIZE, cursor } }),
        (item) => item.nmbr,
      ),
    [http],
  );
}
