import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { announcementAdminKeys, announcementAdminQueries } from './queries';

export function useManagedAnnouncements() {
  return useQuery(announcementAdminQueries.list(useHttp()));
}

/** One announcement with its chapters; not fetched for a new one (`nmbr` null), nor once it is deleted. */
export function useManagedAnnouncement(nmbr: number | null) {
  const deleted = useMutationState({
    filters: { mutationKey: announcementAdminKeys.deletion, status: 'success' },
    select: (mutation) => mutation.state.variables as number,
  });
  return useQuery({ ...announcementAdminQueries.detail(useHttp(), nmbr ?? 0), enabled: nmbr !== null && !deleted.includes(nmbr) });
}

export function useAnnouncementAcceptances(nmbr: number | null) {
  return useQuery({ ...announcementAdminQueries.acceptances(useHttp(), nmbr ?? 0), enabled: nmbr !== null });
}

/** Fetches every announcement read again (pull-to-refresh); resolves when they are in. */
export function useRefreshManagedAnnouncements() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: announcementAdminKeys.all }), [queryClient]);
}
