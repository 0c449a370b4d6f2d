import { IonButton, IonIcon } from '@ionic/react';
import { isGuestChatObject, type Chat, type ChatAction, type ChatPriority } from '@stay/contract';
import { attachOutline, ellipsisVertical } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChatIonItem, ChatIonItemOption, ChatIonItemOptions, ChatIonItemSliding } from '@/domains/chat/components/ionic-parts';
import { ActionMenu } from '@/components/sheet-dialog/action-menu';
import type { ChatFormat } from '@/lib/time/format';
import { Avatar } from '@/components/ui/avatar';
import { fullName } from '@/lib/text/names';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { chatIcon } from '@/domains/chat/components/chat-icons';
import { useChatActionLabel } from '@/domains/chat/staff/chat-action-label';
import { splitSwipeActions } from '@/domains/chat/staff/chat-actions';
import { ChatBadges, UnreadCount } from './chat-badges';
import { ChatExtras } from './chat-extras';
import { HelpRequestedPill } from '@/domains/chat/components/help-requested-pill';
import { useMessageParagraph } from '@/domains/chat/components/message-paragraph';
import { LateCheckoutPill } from '@/domains/chat/components/late-checkout-pill';
import { LanguageBadge } from '@/components/language-badge/language-badge';

export interface ChatListItemProps {
  chat: Chat;
  /** Where tapping the chat goes (its detail). */
  href: string;
  /** The settings' chat actions this person may use here (already filtered by the guards). */
  actions: readonly ChatAction[];
  onAction(chat: Chat, action: ChatAction): void;
  /** Support roles see the guide and the time since the guest chose them. */
  isSupport: boolean;
  ownId: string | undefined;
  format: ChatFormat;
  isHighlighted?: boolean;
  /** The chat open beside the list (master–detail): marked, and opening another replaces it in the history. */
  isSelected?: boolean;
  replaceOnOpen?: boolean;
}

const PRIORITY_COLOR: Record<ChatPriority, string> = { LOW: 'medium', NORMAL: 'primary', HIGH: 'warning', URGENT: 'danger' };

function LastMessage({ chat }: { chat: Chat }) {
  const { t } = useChatTranslation();
  const paragraphOf = useMessageParagraph();
  const last = chat.lastmessage;
  if (!last) return <p className="chat-item__preview chat-item__preview--empty">{t('item.noMessages')}</p>;
  const author = last.personalinfo?.firstname ?? t('thread.system');
  return (
    <p className="chat-item__preview">
      <span className="chat-item__author">{author}: </span>
      {last.hasAttachments && <IonIcon icon={attachOutline} aria-label={t('item.attachment')} />}
      {paragraphOf(last) || (last.hasAttachments ? t('item.attachment') : '')}
    </p>
  );
}

function ReservationSummary({ chat, isSupport, format }: Pick<ChatListItemProps, 'chat' | 'isSupport' | 'format'>) {
  const { t } = useChatTranslation();
  const reservation = chat.reservation;
  const suite = reservation?.accommodations[0]?.name ?? chat.chatname ?? t('item.chat');
  const guest = fullName(reservation?.mainGuest);
  return (
    <>
      <div className="chat-item__top">
        <h2 className="chat-item__title">{suite}</h2>
        {chat.lastmessage && (
          <time className="chat-item__time" dateTime={chat.lastmessage.timestamp}>
            {format.when(chat.lastmessage.timestamp)}
          </time>
        )}
      </div>
      {chat.helpRequestedAt && <HelpRequestedPill priority={chat.chatpriority} />}
      {reservation && (
        <p className="chat-item__line">
          {guest && <span className="chat-item__guest">{guest}</span>}
          {reservation.guestLanguage && <LanguageBadge language={reservation.guestLanguage} />}
          <span className="chat-item__dates">{format.range(reservation.startDateTime, reservation.endDateTime)}</span>
          {reservation.lateCheckout && (
            <LateCheckoutPill />
          )}
        </p>
      )}
      {isSupport && reservation?.guide && (
        <p className="chat-item__line chat-item__guide">
          {t('item.guide', { name: reservation.guide.firstname })}
          {reservation.guideSelectionTimestamp && (
            <>
              {' · '}
              <time dateTime={reservation.guideSelectionTimestamp}>{t('item.chosen', { since: format.since(reservation.guideSelectionTimestamp) })}</time>
            </>
          )}
        </p>
      )}
      <LastMessage chat={chat} />
    </>
  );
}

function InternalSummary({ chat, format }: Pick<ChatListItemProps, 'chat' | 'format'>) {
  const { t } = useChatTranslation();
  const name = chat.chatname || t('item.chat');
  return (
    <div className="chat-item__internal">
      <Avatar name={name} />
      <div className="chat-item__internal-body">
        <div className="chat-item__top">
          <h2 className="chat-item__title">{name}</h2>
          {chat.lastmessage && (
            <time className="chat-item__time" dateTime={chat.lastmessage.timestamp}>
              {format.when(chat.lastmessage.timestamp)}
            </time>
          )}
        </div>
        <span className={`chat-priority chat-priority--${chat.chatpriority.toLowerCase()}`} data-color={PRIORITY_COLOR[chat.chatpriority]}>
          {t(`priority.${chat.chatpriority}`)}
        </span>
        <LastMessage chat={chat} />
      </div>
    </div>
  );
}

/**
 * One chat in the staff inbox. Reservation chats: suite, main guest, dates, late checkout; guide and time
 * since selection (support); last message author, time and preview; badges; swipe actions on both sides; the
 * expandable extras. Other chats: avatar, name or 'Chat', priority chip, last message.
 */
export function ChatListItem({ chat, href, actions, onAction, isSupport, ownId, format, isHighlighted, isSelected, replaceOnOpen }: ChatListItemProps) {
  const { t } = useChatTranslation();
  const labelOf = useChatActionLabel();
  const slidingRef = useRef<HTMLIonItemSlidingElement>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isReservation = isGuestChatObject(chat.object1);
  const sides = splitSwipeActions(actions);
  const title = isReservation ? (chat.reservation?.accommodations[0]?.name ?? t('item.chat')) : chat.chatname || t('item.chat');

  const run = (action: ChatAction) => {
    void slidingRef.current?.close();
    onAction(chat, action);
  };
  const option = (action: ChatAction) => (
    <ChatIonItemOption key={action.action} color={action.color} onClick={() => run(action)} aria-label={`${labelOf(action)}: ${title}`}>
      <IonIcon slot="top" icon={chatIcon(action.icon)} aria-hidden="true" />
      {labelOf(action)}
    </ChatIonItemOption>
  );

  return (
    <li
      id={`chat-item-${chat.nmbr}`}
      className={`chat-entry${isHighlighted ? ' chat-entry--highlight' : ''}${isSelected ? ' chat-entry--selected' : ''}${chat.chatstatus === 'I' ? ' chat-entry--inactive' : ''}`}
      data-chat={chat.nmbr}
    >
      <ChatIonItemSliding ref={slidingRef} disabled={actions.length === 0}>
        {sides.start.length > 0 && <ChatIonItemOptions side="start" data-side="start">{sides.start.map(option)}</ChatIonItemOptions>}
        {/* Everything of the chat is inside the item, so a swipe moves the whole row. */}
        <ChatIonItem lines="none" className="chat-item" detail={false}>
          <div className="chat-item__body">
            <div className="chat-item__content">
              <Link
                to={href}
                replace={replaceOnOpen}
                className="chat-item__link"
                aria-label={t('item.open', { name: title })}
                aria-current={isSelected ? 'page' : undefined}
              >
                {isReservation ? <ReservationSummary chat={chat} isSupport={isSupport} format={format} /> : <InternalSummary chat={chat} format={format} />}
              </Link>
              <div className="chat-item__side">
                <UnreadCount count={chat.unread} />
                {chat.badges.mentioned && (
                  <span className="chat-item__mention" role="img" aria-label={t('item.mentioned')} title={t('item.mentioned')}>
                    @
                  </span>
                )}
                {chat.chatstatus === 'I' && <span className="chat-item__status">{t('status.I')}</span>}
                {actions.length > 0 && (
                  <IonButton
                    fill="clear"
                    size="small"
                    color="medium"
                    className="chat-item__more"
                    aria-label={t('item.actions', { name: title })}
                    onClick={() => setMenuOpen(true)}
                  >
                    <IonIcon slot="icon-only" icon={ellipsisVertical} aria-hidden="true" />
                  </IonButton>
                )}
              </div>
            </div>
            {isReservation && <ChatBadges badges={chat.badges} />}
            {isReservation && <ChatExtras chat={chat} ownId={ownId} />}
          </div>
        </ChatIonItem>
        {sides.end.length > 0 && <ChatIonItemOptions side="end" data-side="end">{sides.end.map(option)}</ChatIonItemOptions>}
      </ChatIonItemSliding>
      {actions.length > 0 && (
        <ActionMenu
          isOpen={isMenuOpen}
          onClose={() => setMenuOpen(false)}
          title={title}
          actions={actions.map((action) => ({
            key: action.action,
            label: labelOf(action),
            icon: chatIcon(action.icon),
            color: action.color,
            onSelect: () => run(action),
          }))}
        />
      )}
    </li>
  );
}
