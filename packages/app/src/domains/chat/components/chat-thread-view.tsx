import type { ReactNode } from 'react';
import { IonFooter } from '@/components/ionic-parts';
import { PullToRefresh } from '@/components/pull-to-refresh';
import type { ChatThread } from '../thread/use-chat-thread';
import { ConnectionBanner } from './connection-banner';
import { MessageThread } from './message-thread';

interface ChatThreadViewProps {
  thread: ChatThread;
  empty: ReactNode;
  /** Still loading something the thread depends on (the chat itself). */
  isLoading?: boolean;
  /** A message to scroll to and highlight. */
  highlightNmbr?: number | null;
  /** Show read marks on one's own messages, read by others up to this message. */
  readUpTo?: number;
}

/** A chat's conversation: its messages with history paging, and its unsent messages with retry and discard. */
export function ChatThreadView({ thread, empty, isLoading = false, highlightNmbr, readUpTo }: ChatThreadViewProps) {
  const { messages, outbox } = thread;
  return (
    <MessageThread
      messages={messages.messages}
      pending={outbox.entries}
      ownId={thread.ownId}
      isLoading={isLoading || messages.isLoading}
      isError={messages.isError}
      onRetryLoad={messages.retry}
      hasOlder={messages.hasOlder}
      isLoadingOlder={messages.isLoadingOlder}
      onLoadOlder={messages.loadOlder}
      attachmentPath={thread.attachmentPath}
      onRetrySend={outbox.retry}
      onDiscard={outbox.discard}
      isOnline={thread.isOnline}
      highlightNmbr={highlightNmbr}
      readUpTo={readUpTo}
      translate={thread.translate}
      empty={empty}
    />
  );
}

/** Pull to refresh on a chat screen: catches up on new messages, and reloads whatever else `onRefresh` names. */
export function ChatThreadRefresher({ thread, onRefresh }: { thread: ChatThread; onRefresh(): Promise<unknown> | undefined }) {
  return (
    <PullToRefresh spinner="dots" onRefresh={() => Promise.all([thread.messages.fetchNewer(), onRefresh()])} />
  );
}

/** The bottom of a chat screen: the connection state above the composer (or whatever replaces it). */
export function ChatThreadFooter({ children }: { children: ReactNode }) {
  return (
    <IonFooter>
      <ConnectionBanner placement="footer" />
      {children}
    </IonFooter>
  );
}
