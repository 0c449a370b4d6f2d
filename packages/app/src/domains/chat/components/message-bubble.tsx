import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { ChatAttachment, ChatMessage } from '@stay/contract';
import { alertCircleOutline, checkmarkDoneOutline, checkmarkOutline, cloudOfflineOutline, lockClosedOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useChatTranslation } from '../chat-i18n';
import { useErrorText } from '@/lib/errors/use-error-text';
import { fullName } from '@/lib/text/names';
import type { OutboxEntry } from '../outbox/outbox';
import { AttachmentView } from './attachment-view';
import { MessageText } from './message-text';
import { TranslatedMessageText } from './translated-message-text';
import type { TranslateMessage } from '../translation/use-message-translation';
import { useMessageParagraph } from './message-paragraph';

interface BubbleFrameProps {
  side: 'own' | 'other' | 'system';
  author?: string;
  meta: ReactNode;
  children: ReactNode;
  isHighlighted?: boolean;
  /** A private note: drawn apart from the conversation the guest reads. */
  isNote?: boolean;
  id?: string;
}

function NoteLabel() {
  const { t } = useChatTranslation();
  return (
    <p className="chat-bubble__note-label">
      <IonIcon icon={lockClosedOutline} aria-hidden="true" />
      {t('thread.note')}
    </p>
  );
}

function BubbleFrame({ side, author, meta, children, isHighlighted, isNote, id }: BubbleFrameProps) {
  return (
    <li id={id} className={`chat-bubble chat-bubble--${side}${isNote ? ' chat-bubble--note' : ''}${isHighlighted ? ' chat-bubble--highlight' : ''}`}>
      <div className="chat-bubble__body">
        {isNote && <NoteLabel />}
        {author && <p className="chat-bubble__author">{author}</p>}
        {children}
        <p className="chat-bubble__meta">{meta}</p>
      </div>
    </li>
  );
}

function Attachments({ attachments, pathOf }: { attachments: ChatAttachment[]; pathOf: (filename: string) => string }) {
  if (attachments.length === 0) return null;
  return (
    <div className="chat-bubble__attachments">
      {attachments.map((attachment) => (
        <AttachmentView key={attachment.filename} attachment={attachment} path={pathOf(attachment.filename)} />
      ))}
    </div>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  isOwn: boolean;
  time: string;
  attachmentPath: (filename: string) => string;
  isHighlighted?: boolean;
  /** For one's own message where read marks are shown: sent, or read by someone else. */
  readState?: ReadState;
  /** Set when chat messages are translated: others' messages are shown in the reader's language. */
  translate?: TranslateMessage;
}

export type ReadState = 'sent' | 'read';

/** One tick once a message is stored, two once someone else has read it. */
function ReadTicks({ state }: { state: ReadState }) {
  const { t } = useChatTranslation();
  return (
    <span className={`chat-bubble__ticks chat-bubble__ticks--${state}`} data-read-state={state}>
      <IonIcon icon={state === 'read' ? checkmarkDoneOutline : checkmarkOutline} aria-hidden="true" />
      <span className="visually-hidden">{t(`thread.${state}`)}</span>
    </span>
  );
}

export function MessageBubble({ message, isOwn, time, attachmentPath, isHighlighted, readState, translate }: MessageBubbleProps) {
  const { t } = useChatTranslation();
  const paragraphOf = useMessageParagraph();
  const paragraph = paragraphOf(message);
  const isSystem = !message.person && !message.employee;
  const author = isOwn ? undefined : isSystem ? t('thread.system') : fullName(message.personalinfo) || t('thread.someone');
  return (
    <BubbleFrame
      id={`message-${message.nmbr}`}
      side={isOwn ? 'own' : isSystem ? 'system' : 'other'}
      author={author}
      isHighlighted={isHighlighted}
      isNote={message.note}
      meta={
        <>
          {isOwn && <span className="visually-hidden">{t('thread.you')} </span>}
          <time dateTime={message.timestamp}>{time}</time>
          {readState && <ReadTicks state={readState} />}
        </>
      }
    >
      {paragraph &&
        (translate && !isOwn && !message.system ? <TranslatedMessageText message={message} translate={translate} /> : <MessageText text={paragraph} />)}
      <Attachments attachments={message.attachments} pathOf={attachmentPath} />
    </BubbleFrame>
  );
}

interface PendingBubbleProps {
  entry: OutboxEntry;
  isOnline: boolean;
  attachmentPath: (filename: string) => string;
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
}

/** A message in the outbox: sending, waiting for the connection, or refused (retry or discard). */
export function PendingBubble({ entry, isOnline, attachmentPath, onRetry, onDiscard }: PendingBubbleProps) {
  const { t } = useChatTranslation();
  const errorText = useErrorText();
  const isWaiting = entry.state === 'queued' && !isOnline;
  const meta =
    entry.state === 'failed' ? (
      <span className="chat-bubble__status chat-bubble__status--failed" role="alert">
        <IonIcon icon={alertCircleOutline} aria-hidden="true" />
        {t('thread.failed', { reason: errorText(entry.error) })}
      </span>
    ) : isWaiting ? (
      <span className="chat-bubble__status">
        <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
        {t('thread.waiting')}
      </span>
    ) : (
      <span className="chat-bubble__status">
        <IonSpinner name="dots" aria-hidden="true" />
        {t('thread.sending')}
      </span>
    );
  return (
    <BubbleFrame side="own" meta={meta} isNote={entry.note}>
      {entry.paragraph && <MessageText text={entry.paragraph} />}
      <Attachments attachments={entry.attachments} pathOf={attachmentPath} />
      {entry.state === 'failed' && (
        <div className="chat-bubble__actions">
          <IonButton size="small" fill="solid" color="light" onClick={() => onRetry(entry.clientId)}>
            {t('thread.retrySend')}
          </IonButton>
          <IonButton size="small" fill="clear" color="light" onClick={() => onDiscard(entry.clientId)}>
            {t('thread.discard')}
          </IonButton>
        </div>
      )}
    </BubbleFrame>
  );
}
