import type { AuthSession } from '@stay/contract';
import type { AppServices } from '@/lib/services/create-app-services';
import { chatQueries } from '../queries';

/**
 * Signing in also loads the chat: a guest's chat (and so its unread count) or staff's unread total is fetched into
 * the cache before landing. A failure here never fails the sign-in: the chat screens load it again.
 */
export async function loadChatAfterSignIn(services: AppServices, auth: AuthSession): Promise<void> {
  const { queryClient, http } = services;
  try {
    if (auth.role === 'GUEST') await queryClient.fetchQuery(chatQueries.guestChat(http));
    else await queryClient.fetchQuery(chatQueries.staffUnread(http));
  } catch {
    // Not fatal; see above.
  }
}
