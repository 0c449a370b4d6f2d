import { IonIcon } from '@ionic/react';
import type { Reservation } from '@stay/contract';
import { basketOutline, chatbubblesOutline, chevronForwardOutline } from 'ionicons/icons';
import { useGuestHomeTranslation } from '../i18n';
import { Link } from 'react-router-dom';
import { ChatUnreadBadge } from '@/components/chat/chat-unread-badge';

export const GUEST_CHAT_PATH = '/guest/chat';
export const GUEST_SERVICES_PATH = '/guest/services';

/** The chat and services entries of the guest home. */
export function QuickLinks({ reservation }: { reservation: Reservation }) {
  const { t } = useGuestHomeTranslation();
  const guideName = reservation.guide?.firstname;
  return (
    <nav className="quick-links" aria-label={t('guestHome.links.label')}>
      <Link to={GUEST_CHAT_PATH} className="quick-link">
        <span className="quick-link__icon">
          <IonIcon icon={chatbubblesOutline} aria-hidden="true" />
        </span>
        <span className="quick-link__text">
          <span className="quick-link__title">{t('guestHome.links.chat')}</span>
          <span className="quick-link__hint">{guideName ? t('guestHome.links.chatWith', { name: guideName }) : t('guestHome.links.chatHint')}</span>
        </span>
        <ChatUnreadBadge />
        <IonIcon className="quick-link__chevron" icon={chevronForwardOutline} aria-hidden="true" />
      </Link>
      <Link to={GUEST_SERVICES_PATH} className="quick-link">
        <span className="quick-link__icon">
          <IonIcon icon={basketOutline} aria-hidden="true" />
        </span>
        <span className="quick-link__text">
          <span className="quick-link__title">{t('guestHome.links.services')}</span>
          <span className="quick-link__hint">{t('guestHome.links.servicesHint')}</span>
        </span>
        <IonIcon className="quick-link__chevron" icon={chevronForwardOutline} aria-hidden="true" />
      </Link>
    </nav>
  );
}
