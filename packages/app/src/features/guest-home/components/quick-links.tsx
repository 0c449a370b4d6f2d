import { IonIcon } from '@ionic/react';
import type { Reservation } from '@stay/contract';
import { basketOutline, chatbubblesOutline, chevronForwardOutline, helpCircleOutline } from 'ionicons/icons';
import { useGuestHomeTranslation } from '../i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChatUnreadBadge } from '@/domains/chat/components/chat-unread-badge';
import { Tile } from '@/components/ui/tile';
import '@/components/ui/card.css';
import { paths } from '@/lib/navigation/paths';


/** The chat, services and FAQ entries of the guest home. */
export function QuickLinks({ reservation }: { reservation: Reservation }) {
  const { t } = useGuestHomeTranslation();
  const guideName = reservation.guide?.firstname;
  return (
    <nav className="quick-links" aria-label={t('guestHome.links.label')}>
      <QuickLink
        to={paths.guest.chat}
        icon={chatbubblesOutline}
        title={t('guestHome.links.chat')}
        hint={guideName ? t('guestHome.links.chatWith', { name: guideName }) : t('guestHome.links.chatHint')}
      >
        <ChatUnreadBadge />
      </QuickLink>
      <QuickLink to={paths.guest.services} icon={basketOutline} title={t('guestHome.links.services')} hint={t('guestHome.links.servicesHint')} />
      <QuickLink to={paths.guest.faq} icon={helpCircleOutline} title={t('guestHome.links.faq')} hint={t('guestHome.links.faqHint')} />
    </nav>
  );
}

interface QuickLinkProps {
  to: string;
  icon: string;
  title: string;
  hint: string;
  /** Shown before the chevron, e.g. an unread count. */
  children?: ReactNode;
}

function QuickLink({ to, icon, title, hint, children }: QuickLinkProps) {
  return (
    <Link to={to} className="ui-card quick-link">
      <Tile icon={icon} />
      <span className="quick-link__text">
        <span className="quick-link__title">{title}</span>
        <span className="quick-link__hint">{hint}</span>
      </span>
      {children}
      <IonIcon className="quick-link__chevron" icon={chevronForwardOutline} aria-hidden="true" />
    </Link>
  );
}
