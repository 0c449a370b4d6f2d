import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { bedOutline, bugOutline, chatbubblesOutline, logOutOutline, megaphoneOutline, personCircleOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { LanguageSwitch } from '@/components/language-switch';
import { Card } from '@/components/ui/card';
import { useGuestProfile } from '@/domains/account/use-guest-profile';
import { PushSubscriptionControl } from '@/domains/push/components/push-subscription-control';
import { paths } from '@/lib/navigation/paths';
import { useAuth, useSession } from '@/lib/session/use-session';
import { useGuestShellTranslation } from '../i18n';
import '../guest-shell.css';

/** One row of a More list: an icon, the page it opens and the chevron that says it opens one. */
function MoreLink({ to, icon, label }: { to: string; icon: string; label: string }) {
  return (
    <IonItem routerLink={to} detail button className="guest-more__link">
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      <IonLabel>{label}</IonLabel>
    </IonItem>
  );
}

/** /guest/more: who is signed in, help and contact, the language, and signing out. */
export function GuestMorePage() {
  const { t } = useGuestShellTranslation();
  const session = useSession();
  const { logout } = useAuth();
  const profile = useGuestProfile();
  const guest = profile.data ?? session?.auth.guest;
  const name = guest ? `${guest.firstname} ${guest.surname}`.trim() : '';
  const email = guest?.email ?? session?.auth.user.email ?? '';

  return (
    <AppPage title={t('more.title')}>
      <div className="guest-more">
        <Card className="guest-more__card" aria-labelledby="guest-more-account">
          <p id="guest-more-account" className="guest-more__eyebrow">
            {t('more.signedInAs')}
          </p>
          {name && <p className="guest-more__name">{name}</p>}
          <p className="guest-more__email">{email}</p>
          <IonList lines="full" className="guest-more__list">
            <MoreLink to={paths.guest.profile} icon={personCircleOutline} label={t('more.profile')} />
            {guest?.activeReservationId && <MoreLink to={paths.guest.reservation} icon={bedOutline} label={t('more.reservation')} />}
          </IonList>
        </Card>

        <Card className="guest-more__card" aria-labelledby="guest-more-help">
          <h2 id="guest-more-help">{t('more.help')}</h2>
          <p>{t('more.helpBody')}</p>
          <IonList lines="full" className="guest-more__list">
            <MoreLink to={paths.guest.chat} icon={chatbubblesOutline} label={t('more.openChat')} />
            <MoreLink to={paths.guest.announcements} icon={megaphoneOutline} label={t('more.announcements')} />
            <MoreLink to={paths.bugReport(paths.guest.more)} icon={bugOutline} label={t('more.reportProblem')} />
          </IonList>
          <EmergencyPhoneLink />
        </Card>

        <Card className="guest-more__card" aria-labelledby="guest-more-settings">
          <h2 id="guest-more-settings">{t('more.settings')}</h2>
          <LanguageSwitch isLabelHidden />
        </Card>

        <PushSubscriptionControl />

        <IonButton expand="block" color="medium" fill="outline" className="guest-more__logout" onClick={() => void logout()}>
          <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
          {t('common.logout')}
        </IonButton>
      </div>
    </AppPage>
  );
}
