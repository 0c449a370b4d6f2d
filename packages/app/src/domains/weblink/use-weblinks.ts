import { canEditWeblinks } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useSession } from '@/lib/session/use-session';
import { weblinkQueries } from './queries';
import { weblinkKeys } from './weblink-keys';
import { appLanguageOrEnglish } from '@/lib/i18n/languages';

/** Every category of the staff member's location with its links. */
export function useWeblinkCategories(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...weblinkQueries.categories(useHttp()), enabled: options.isEnabled ?? true });
}

/** The guest's FAQ and tips in `language` (the app's language). */
export function useGuestWeblinks(language: string) {
  return useQuery(weblinkQueries.guest(useHttp(), appLanguageOrEnglish(language)));
}

/** Pull-to-refresh: every web link query again. */
export function useRefreshWeblinks() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: weblinkKeys.all }), [queryClient]);
}

/**
 * Whether the signed-in staff member may add, change and remove links and categories: the server's own rule
 * (`weblink.edit` in the settings, else support and management). It only hides controls; the server decides.
 */
export function useCanEditWeblinks(): boolean {
  const session = useSession();
  if (!session) return false;
  return canEditWeblinks(session.auth.role, session.settings?.permissions);
}
