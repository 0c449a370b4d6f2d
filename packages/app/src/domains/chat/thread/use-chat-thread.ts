import type { ChatAttachment } from '@stay/contract';
import { useOnline } from '@/lib/hooks/use-online';
import { usePageActive } from '@/lib/hooks/use-page-active';
import { useSession } from '@/lib/session/use-session';
import { useChatOutbox } from '../outbox/use-chat-outbox';
import { useMessageThread, type ChatThreadSource } from './use-message-thread';

/** One chat's endpoints as a chat screen uses them (see useGuestThreadSource and useStaffThreadSource). */
export interface ChatThreadEndpoints {
  source: ChatThreadSource;
  upload(file: File): Promise<ChatAttachment>;
  attachmentPath(filename: string): string;
}

interface ChatThreadOptions {
  /** The reader's person or staff member id: their own messages are not unread for them, and the outbox is theirs. */
  ownId: string | undefined;
  /** The reader has read everything (after a load or a mark-as-read). */
  onRead?(): void;
  /** Whether queued messages may be sent now (staff must be a member of the chat). */
  canSend?: boolean;
}

/**
 * Everything a chat screen shows of one chat's conversation, for the guest chat and the staff chat alike: the
 * messages (paged, live, caught up), the unsent messages of the outbox, whether the page is on screen and online, and
 * how to translate a message (when the server translates).
 */
export function useChatThread(endpoints: ChatThreadEndpoints, { ownId, onRead, canSend = true }: ChatThreadOptions) {
  const isActive = usePageActive();
  const isOnline = useOnline();
  const messages = useMessageThread(endpoints.source, { ownId, isActive, onRead });
  const outbox = useChatOutbox(endpoints.source.ref, ownId, canSend);
  // The server says in the user settings whether a translation provider is configured; without one nothing is asked.
  const isTranslated = useSession()?.settings?.chatTranslation === true;
  const translate = isTranslated ? endpoints.source.translate : undefined;
  return { ownId, isActive, isOnline, messages, outbox, translate, upload: endpoints.upload, attachmentPath: endpoints.attachmentPath };
}

export type ChatThread = ReturnType<typeof useChatThread>;
