import { IonButton, IonIcon } from '@ionic/react';
import { isGuestChatObject, type Chat, type ChatAction } from '@stay/contract';
import { bedOutline, flagOutline } from 'ionicons/icons';
import type { ChatFormat } from '@/lib/time/format';
import { fullName } from '@/lib/text/names';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { chatIcon } from '@/domains/chat/components/chat-icons';
import { useChatActionLabel } from '@/domains/chat/staff/chat-action-label';
import { Card } from '@/components/ui/card';
import { LateCheckoutPill } from '@/domains/chat/components/late-checkout-pill';
import { LanguageBadge } from '@/components/language-badge/language-badge';

interface ChatInfoProps {
  chat: Chat;
  format: ChatFormat;
  actions: readonly ChatAction[];
  onAction(action: ChatAction): void;
  /** Where to file a complaint about the chat's reservation; null for a chat without one. */
  fileComplaintHref?: string | null;
  /** Change the priority (members only): the chip becomes a button. */
  onPriority?(): void;
  /** Change who handles the chat (members only): the handler line becomes a button. */
  onActionHolder?(): void;
  /** The staff booking screen of the chat's reservation: one tap from the chat to the booking. */
  bookingHref?: string | null;
}

/** What the chat is about and where it stands: guest and stay, status, priority, who handles it, and the permitted actions. */
export function ChatInfo({ chat, format, actions, onAction, fileComplaintHref, onPriority, onActionHolder, bookingHref }: ChatInfoProps) {
  const { t } = useChatTranslation();
  const labelOf = useChatActionLabel();
  const reservation = chat.reservation;
  const handler = chat.actionholderinfo ? fullName(chat.actionholderinfo) : null;
  const handlerText = handler ? t('detail.handledBy', { name: handler }) : t('detail.nobodyHandles');
  return (
    <Card className="chat-info" aria-label={t('detail.infoLabel')}>
      {isGuestChatObject(chat.object1) && reservation && (
        <p className="chat-info__stay">
          <strong>{fullName(reservation.mainGuest) || t('item.chat')}</strong>
          {reservation.guestLanguage && <LanguageBadge language={reservation.guestLanguage} />}
          <span>{format.range(reservation.startDateTime, reservation.endDateTime)}</span>
          {reservation.lateCheckout && (
            <LateCheckoutPill />
          )}
          {bookingHref && (
            <IonButton size="small" fill="clear" routerLink={bookingHref} className="chat-info__booking">
              <IonIcon slot="start" icon={bedOutline} aria-hidden="true" />
              {t('detail.openBooking')}
            </IonButton>
          )}
        </p>
      )}
      <div className="chat-info__chips">
        <span className={`chat-status chat-status--${chat.chatstatus}`}>{t(`status.${chat.chatstatus}`)}</span>
        {onPriority ? (
          <button
            type="button"
            className={`chat-priority chat-priority--${chat.chatpriority.toLowerCase()}`}
            aria-label={t('detail.changePriority', { priority: t(`priority.${chat.chatpriority}`) })}
            onClick={onPriority}
          >
            {t(`priority.${chat.chatpriority}`)}
          </button>
        ) : (
          <span className={`chat-priority chat-priority--${chat.chatpriority.toLowerCase()}`}>{t(`priority.${chat.chatpriority}`)}</span>
        )}
        {onActionHolder ? (
          <button
            type="button"
            className="chat-info__handler"
            aria-label={t('detail.changeActionHolder', { current: handlerText })}
            onClick={onActionHolder}
          >
            {handlerText}
          </button>
        ) : (
          <span className="chat-info__handler">{handlerText}</span>
        )}
      </div>
      {(actions.length > 0 || fileComplaintHref) && (
        <div className="chat-info__action-row">
          {actions.length > 0 && (
            <div className="chat-info__actions" role="group" aria-label={t('detail.actions')}>
              {actions.map((action) => (
                <IonButton key={action.action} size="small" color={action.color} fill="outline" onClick={() => onAction(action)}>
                  <IonIcon slot="start" icon={chatIcon(action.icon)} aria-hidden="true" />
                  {labelOf(action)}
                </IonButton>
              ))}
            </div>
          )}
          {fileComplaintHref && (
            <IonButton size="small" color="medium" fill="outline" routerLink={fileComplaintHref} className="chat-info__file-complaint">
              <IonIcon slot="start" icon={flagOutline} aria-hidden="true" />
              {t('detail.fileComplaint')}
            </IonButton>
          )}
        </div>
      )}
    </Card>
  );
}
