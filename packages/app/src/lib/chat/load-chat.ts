import { employeeChatApi, guestChatApi, type AuthSession } from '@stay/contract';
import type { AppServices } from '@/lib/services/create-app-services';
import { chatKeys } from './chat-keys';

/**
 * §4: login loads the chat. A guest's chat (and so its unread count) or staff's unread total is fetched into the
 * cache before landing. A failure here never fails the sign-in: the chat screens load it again.
 */
export async function loadChatAfterSignIn(services: AppServices, auth: AuthSession): Promise<void> {
  try {
    if (auth.role === 'GUEST') {
      const chat = await services.http.call(guestChatApi.get, { silentErrors: true });
      services.queryClient.setQueryData(chatKeys.guestChat, chat);
    } else {
      const unread = await services.http.call(employeeChatApi.unread, { silentErrors: true });
      services.queryClient.setQueryData(chatKeys.staffUnread, unread);
    }
  } catch {
    // Not fatal; see above.
  }
}
