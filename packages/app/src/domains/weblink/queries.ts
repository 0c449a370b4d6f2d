import { guestWeblinkApi, staffWeblinkCategoryApi, type AppLanguage } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { weblinkKeys } from './weblink-keys';

/** The web link reads. The screens show their own loading and failed states, so the calls are silent. */
export const weblinkQueries = {
  /** GET /api/employee/weblink-category: every category of the caller's location (all kinds) with its links, in order. */
  categories: (http: HttpClient) =>
    queryOptions({
      queryKey: weblinkKeys.categories,
      queryFn: ({ signal }) => http.call(staffWeblinkCategoryApi.list, { query: {}, signal, silentErrors: true }),
      staleTime: 60_000,
    }),
  /** GET /api/guest/weblink?lang=: the park's FAQ and tips in the guest's language, with the faqLink(s) permissions. */
  guest: (http: HttpClient, language: AppLanguage) =>
    queryOptions({
      queryKey: weblinkKeys.guest(language),
      queryFn: ({ signal }) => http.call(guestWeblinkApi.list, { query: { lang: language }, signal, silentErrors: true }),
      staleTime: 5 * 60_000,
    }),
};
