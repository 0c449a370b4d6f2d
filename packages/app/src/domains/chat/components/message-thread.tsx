import { IonButton, IonIcon } from '@ionic/react';
import { calendarDayIn, DEFAULT_TIME_ZONE, type ChatMessage } from '@stay/contract';
import { chevronUpOutline } from 'ionicons/icons';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { createChatFormat } from '@/lib/time/format';
import { useChatTranslation } from '../chat-i18n';
import type { OutboxEntry } from '../outbox/outbox';
import { isOwn } from '../thread/use-message-thread';
import { ChatIonInfiniteScroll, ChatIonInfiniteScrollContent } from './ionic-parts';
import { MessageBubble, PendingBubble } from './message-bubble';
import type { TranslateMessage } from '../translation/use-message-translation';
import './chat.css';
import { IonSkeletonText } from '@/components/ionic-parts';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLatest } from '@/lib/hooks/use-latest';

interface MessageThreadProps {
  /** Oldest first (the display order). */
  messages: ChatMessage[];
  pending: readonly OutboxEntry[];
  ownId: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetryLoad(): void;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder(): Promise<unknown>;
  attachmentPath(filename: string): string;
  onRetrySend(clientId: string): void;
  onDiscard(clientId: string): void;
  isOnline: boolean;
  empty: ReactNode;
  /** A message to scroll to and highlight (a suggestion's message). */
  highlightNmbr?: number | null;
  /** Show read marks on one's own messages: someone else has read up to this message (0: none yet). */
  readUpTo?: number;
  /** Set when chat messages are translated: others' messages are shown in the reader's language. */
  translate?: TranslateMessage;
}

const NEAR_BOTTOM_PX = 160;

type ScrollHost = HTMLElement & { getScrollElement?: () => Promise<HTMLElement>; scrollToBottom?: (duration?: number) => Promise<void> };

function ThreadSkeleton() {
  const { t } = useChatTranslation();
  return (
    <div className="chat-thread__skeleton" role="status" aria-label={t('loading.messages')}>
      <span className="visually-hidden">{t('loading.messages')}</span>
      {[62, 48, 70, 40, 56].map((width, index) => (
        <div key={index} className={`chat-skeleton-bubble chat-skeleton-bubble--${index % 2 ? 'own' : 'other'}`}>
          <IonSkeletonText animated style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}

/**
 * A chat's messages, oldest at the top: day separators, bubbles, the outbox below them. Older pages load when
 * scrolling up (or with the button); the view stays at the bottom while new messages arrive there.
 */
export function MessageThread(props: MessageThreadProps) {
  const { messages, pending, ownId, isLoading, isError, hasOlder, isLoadingOlder, highlightNmbr } = props;
  const { t, i18n } = useChatTranslation();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const sectionRef = useRef<HTMLElement>(null);
  const hostRef = useRef<ScrollHost | null>(null);
  const scrollRef = useRef<HTMLElement | null>(null);
  const isNearBottom = useRef(true);
  const didScrollInitially = useRef(false);
  const newest = messages[messages.length - 1];
  // Read by the scroll effect below, which runs only when the newest message or the outbox size changes.
  const scrollInputs = useLatest({ hasMessages: messages.length > 0, highlightNmbr, isMine: newest ? isOwn(newest, ownId) : false });

  useEffect(() => {
    const host = (sectionRef.current?.closest('ion-content') as ScrollHost | null) ?? null;
    hostRef.current = host;
    let element: HTMLElement | undefined;
    const onScroll = () => {
      if (!element) return;
      isNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    };
    void host?.getScrollElement?.().then((found) => {
      element = found;
      scrollRef.current = found;
      found.addEventListener('scroll', onScroll, { passive: true });
    });
    return () => element?.removeEventListener('scroll', onScroll);
  }, []);

  // First messages on screen: start at the bottom. Later: follow new messages if the reader was at the bottom
  // (or wrote them).
  // Only the newest message and the outbox size matter here, not older pages arriving at the top.
  const newestNmbr = newest?.nmbr;
  const pendingCount = pending.length;
  useLayoutEffect(() => {
    const { hasMessages, highlightNmbr: highlighted, isMine } = scrollInputs.current;
    const scrollToBottom = (duration: number) => void hostRef.current?.scrollToBottom?.(duration);
    if (!hasMessages && pendingCount === 0) return;
    if (!didScrollInitially.current) {
      didScrollInitially.current = true;
      if (highlighted == null) requestAnimationFrame(() => scrollToBottom(0));
      return;
    }
    if (isNearBottom.current || isMine) requestAnimationFrame(() => scrollToBottom(250));
  }, [newestNmbr, pendingCount, scrollInputs]);

  useEffect(() => {
    if (highlightNmbr == null) return;
    const message = document.getElementById(`message-${highlightNmbr}`);
    if (!message) return;
    message.scrollIntoView?.({ block: 'center' });
    // The reader is at that message now, not at the bottom (the scroll event says so too, but images may grow first).
    isNearBottom.current = false;
  }, [highlightNmbr, messages.length]);

  // Content that grows under a reader at the bottom (images loading, a status line) keeps them at the bottom.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (didScrollInitially.current && isNearBottom.current) void hostRef.current?.scrollToBottom?.(0);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  async function loadOlder() {
    const element = scrollRef.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    await props.onLoadOlder();
    // Keep the reader where they were: the older messages appear above.
    requestAnimationFrame(() => {
      if (element) element.scrollTop = element.scrollHeight - fromBottom;
    });
  }

  const days = useMemo(() => {
    const groups: { day: string; first: string; items: ChatMessage[] }[] = [];
    for (const message of messages) {
      const day = calendarDayIn(message.timestamp, DEFAULT_TIME_ZONE);
      const group = groups[groups.length - 1];
      if (group?.day === day) group.items.push(message);
      else groups.push({ day, first: message.timestamp, items: [message] });
    }
    return groups;
  }, [messages]);

  const pendingBubbles = pending.map((entry) => (
    <PendingBubble
      key={entry.clientId}
      entry={entry}
      isOnline={props.isOnline}
      attachmentPath={props.attachmentPath}
      onRetry={props.onRetrySend}
      onDiscard={props.onDiscard}
    />
  ));

  // Unsent messages stay in sight, waiting or failed, while the history is loading or could not load (e.g. the app
  // was opened offline).
  const pendingWithoutHistory = pending.length > 0 && (
    <ol className="chat-thread__list" aria-label={t('thread.label')}>
      {pendingBubbles}
    </ol>
  );

  let body: ReactNode;
  if (isLoading)
    body = (
      <>
        <ThreadSkeleton />
        {pendingWithoutHistory}
      </>
    );
  else if (isError && messages.length === 0)
    body = (
      <>
        <LoadFailed title={t('thread.errorTitle')} retryLabel={t('common.retry')} onRetry={props.onRetryLoad} />
        {pendingWithoutHistory}
      </>
    );
  else if (messages.length === 0 && pending.length === 0) body = props.empty;
  else
    body = (
      // The log (a live region) holds the list rather than being it: a list keeps the list role its items need. It takes
      // the focus, so that a keyboard can scroll a thread that has no link or button in it.
      <div role="log" aria-live="polite" aria-label={t('thread.label')} tabIndex={0} className="chat-thread__log">
        <ol className="chat-thread__list">
          {days.map((group) => (
            <Fragment key={group.day}>
              <li className="chat-day">
                <span>{format.day(group.first)}</span>
              </li>
              {group.items.map((message) => (
                <MessageBubble
                  key={message.nmbr}
                  message={message}
                  isOwn={isOwn(message, ownId)}
                  time={format.time(message.timestamp)}
                  attachmentPath={props.attachmentPath}
                  isHighlighted={message.nmbr === highlightNmbr}
                  readState={props.readUpTo !== undefined && isOwn(message, ownId) ? (message.nmbr <= props.readUpTo ? 'read' : 'sent') : undefined}
                  translate={props.translate}
                />
              ))}
            </Fragment>
          ))}
          {pendingBubbles}
        </ol>
      </div>
    );

  return (
    <section ref={sectionRef} className="chat-thread" aria-busy={isLoading || isLoadingOlder}>
      {hasOlder && !isLoading && (
        <>
          <ChatIonInfiniteScroll
            position="top"
            threshold="120px"
            disabled={isLoadingOlder}
            onIonInfinite={(event) => {
              void loadOlder().finally(() => void event.target.complete());
            }}
          >
            <ChatIonInfiniteScrollContent loadingSpinner="dots" loadingText={t('loading.messages')} />
          </ChatIonInfiniteScroll>
          <div className="chat-thread__older">
            <IonButton fill="clear" size="small" onClick={() => void loadOlder()} disabled={isLoadingOlder}>
              <IonIcon slot="start" icon={chevronUpOutline} aria-hidden="true" />
              {isLoadingOlder ? t('loading.messages') : t('thread.earlier')}
            </IonButton>
          </div>
        </>
      )}
      {body}
    </section>
  );
}
