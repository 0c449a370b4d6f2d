import {
  managementAnnouncementApi,
  type AnnouncementCreateBodyInput,
  type AnnouncementUpdateBodyInput,
  type ManagedAnnouncementDetail,
} from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { announcementAdminKeys } from './queries';

/** An announcement to save: `nmbr` updates that one, otherwise a new draft is made. */
export type SaveAnnouncementInput = { kind: 'create'; body: AnnouncementCreateBodyInput } | { kind: 'update'; nmbr: number; body: AnnouncementUpdateBodyInput };

/** Puts the saved announcement in the cache at once; the list and acceptances are fetched again. */
function putAnnouncement(queryClient: QueryClient, saved: ManagedAnnouncementDetail) {
  queryClient.setQueryData(announcementAdminKeys.detail(saved.nmbr), saved);
  void queryClient.invalidateQueries({ queryKey: announcementAdminKeys.list });
  void queryClient.invalidateQueries({ queryKey: announcementAdminKeys.acceptances(saved.nmbr) });
}

/** POST create or POST /{nmbr}. Silent: the editor shows a failure beside its Save button. */
export function useSaveAnnouncement() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAnnouncementInput) =>
      input.kind === 'create'
        ? http.call(managementAnnouncementApi.create, { query: {}, body: input.body, silentErrors: true })
        : http.call(managementAnnouncementApi.update, { params: { nmbr: input.nmbr }, query: {}, body: input.body, silentErrors: true }),
    onSuccess: (saved) => putAnnouncement(queryClient, saved),
  });
}

/** POST /{nmbr}/publish or /unpublish; a failure shows as the catalogue's toast or alert. */
export function useSetAnnouncementPublished() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nmbr, isPublished }: { nmbr: number; isPublished: boolean }) =>
      http.call(isPublished ? managementAnnouncementApi.publish : managementAnnouncementApi.unpublish, { params: { nmbr }, query: {} }),
    onSuccess: (saved) => putAnnouncement(queryClient, saved),
  });
}

/** DELETE /{nmbr} (a draft nobody read); one in use answers the ANNOUNCEMENT_IN_USE alert. */
export function useDeleteAnnouncement() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: announcementAdminKeys.deletion,
    mutationFn: (nmbr: number) => http.call(managementAnnouncementApi.delete, { params: { nmbr }, query: {} }),
    onSuccess: (_reply, nmbr) => {
      queryClient.removeQueries({ queryKey: announcementAdminKeys.detail(nmbr) });
      void queryClient.invalidateQueries({ queryKey: announcementAdminKeys.list });
    },
  });
}
