import { guestAnnouncementApi, type Announcement, type AnnouncementPage } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { announcementKeys } from './announcement-keys';
import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { announcementQueries } from './queries';

/** Every published announcement of the guest's park in `language` (the app's language). */
export function useGuestAnnouncements(language: string) {
  return useQuery(announcementQueries.list(useHttp(), appLanguageOrEnglish(language)));
}

/** The chapters of an announcement in `language`. */
export function useAnnouncementParagraphs(nmbr: number, language: string) {
  return useQuery(announcementQueries.paragraphs(useHttp(), nmbr, appLanguageOrEnglish(language)));
}

/** Asks the server what the guest still has to see on a page (fresh, never from the cache). */
export function useFetchUnseenAnnouncements() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useCallback(
    (page: AnnouncementPage | undefined, language: string): Promise<Announcement[]> =>
      queryClient.fetchQuery(announcementQueries.unseen(http, page, appLanguageOrEnglish(language))),
    [http, queryClient],
  );
}

/** POST /{nmbr}/mark-as-read: reads it, or accepts a policy's current version. The lists follow. */
export function useMarkAnnouncementRead(language: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nmbr: number) => http.call(guestAnnouncementApi.markAsRead, { params: { nmbr }, query: { lang: appLanguageOrEnglish(language) } }),
    onSuccess: (announcement) => {
      queryClient.setQueryData<Announcement[]>(announcementKeys.list(appLanguageOrEnglish(language)), (list) =>
        list?.map((row) => (row.nmbr === announcement.nmbr ? announcement : row)),
      );
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    },
  });
}

/** Pull-to-refresh: every announcement query again. */
export function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: announcementKeys.all }), [queryClient]);
}
