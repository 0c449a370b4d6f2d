import { guestAnnouncementApi, type AppLanguage, type AnnouncementPage } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { announcementKeys } from './announcement-keys';

/** The guest's announcement reads. The screens show their own loading and failed states, so the calls are silent. */
export const announcementQueries = {
  /** GET /api/guest/announcement?lang=: every published announcement, with whether the guest accepted or read it. */
  list: (http: HttpClient, language: AppLanguage) =>
    queryOptions({
      queryKey: announcementKeys.list(language),
      queryFn: ({ signal }) => http.call(guestAnnouncementApi.list, { query: { lang: language }, signal, silentErrors: true }),
      staleTime: 60_000,
    }),
  /** GET /api/guest/announcement/new?page=&lang=: what the guest still has to see on that page. */
  unseen: (http: HttpClient, page: AnnouncementPage | undefined, language: AppLanguage) =>
    queryOptions({
      queryKey: announcementKeys.unseen(page, language),
      queryFn: ({ signal }) =>
        http.call(guestAnnouncementApi.new, { query: { lang: language, ...(page ? { page } : {}) }, signal, silentErrors: true }),
      staleTime: 0,
    }),
  /** GET /api/guest/announcement/{nmbr}/paragraph?lang=: the chapters, in order. */
  paragraphs: (http: HttpClient, nmbr: number, language: AppLanguage) =>
    queryOptions({
      queryKey: announcementKeys.paragraphs(nmbr, language),
      queryFn: ({ signal }) => http.call(guestAnnouncementApi.paragraphs, { params: { nmbr }, query: { lang: language }, signal, silentErrors: true }),
      staleTime: 5 * 60_000,
    }),
};
