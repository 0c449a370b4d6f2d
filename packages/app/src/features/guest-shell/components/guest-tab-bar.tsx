import { IonIcon, IonLabel, IonTabBar, IonTabButton } from '@ionic/react';
import { isPast } from '@stay/contract';
import { basketOutline, chatbubblesOutline, ellipsisHorizontalOutline, homeOutline } from 'ionicons/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChatUnreadBadge } from '@/domains/chat/components/chat-unread-badge';
import { useCurrentReservation } from '@/domains/stay/use-current-reservation';
import { useNow } from '@/lib/hooks/use-now';
import { paths } from '@/lib/navigation/paths';
import { useGuestShellTranslation } from '../i18n';
import '../guest-shell.css';

const TAB_NOW_INTERVAL_MS = 60_000;

/** Pages reached from More: their paths are not under /guest/more, so Ionic's tab bar would mark no tab for them. */
const PAGES_UNDER_MORE: readonly string[] = [paths.guest.faq, paths.guest.announcements, paths.guest.profile, paths.guest.reservation];

/**
 * The guest area's main navigation, at the bottom of every screen of a stay: Home, Chat (with the live unread
 * count), Services and More. A stay that is over has no guest area to move around in, so it shows no tabs.
 *
 * Each page carries its own bar (the pages share one router outlet, not an IonTabs outlet), so a tap navigates
 * through the router itself.
 */
export function GuestTabBar() {
  const { t } = useGuestShellTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: reservation } = useCurrentReservation();
  const now = useNow(TAB_NOW_INTERVAL_MS);
  if (reservation && isPast(reservation, now, reservation.location.timeZone)) return null;

  const go = (event: CustomEvent<{ href?: string }>) => {
    const href = event.detail.href;
    if (href) navigate(href.split('?')[0] ?? href);
  };

  return (
    <IonTabBar slot="bottom" className="guest-tab-bar" aria-label={t('tabs.label')}>
      <IonTabButton tab="home" href={paths.guest.home} onClick={go}>
        <IonIcon icon={homeOutline} aria-hidden="true" />
        <IonLabel>{t('tabs.home')}</IonLabel>
      </IonTabButton>
      <IonTabButton tab="chat" href={paths.guest.chat} onClick={go}>
        <IonIcon icon={chatbubblesOutline} aria-hidden="true" />
        <IonLabel>{t('tabs.chat')}</IonLabel>
        <ChatUnreadBadge className="guest-tab-bar__badge" />
      </IonTabButton>
      <IonTabButton tab="services" href={paths.guest.services} onClick={go}>
        <IonIcon icon={basketOutline} aria-hidden="true" />
        <IonLabel>{t('tabs.services')}</IonLabel>
      </IonTabButton>
      <IonTabButton
        tab="more"
        href={paths.guest.more}
        onClick={go}
        className={PAGES_UNDER_MORE.includes(pathname) ? 'guest-tab-bar__tab--current' : undefined}
      >
        <IonIcon icon={ellipsisHorizontalOutline} aria-hidden="true" />
        <IonLabel>{t('tabs.more')}</IonLabel>
      </IonTabButton>
    </IonTabBar>
  );
}
