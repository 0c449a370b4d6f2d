import { IonButton, IonIcon } from '@ionic/react';
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
          <IonButton fill="outline" routerLink={paths.guest.profile}>
            <IonIcon slot="start" icon={personCircleOutline} aria-hidden="true" />
            {t('more.profile')}
          </IonButton>
          {guest?.activeReservationId && (
            <IonButton fill="outline" routerLink={paths.guest.reservation}>
              <IonIcon slot="start" icon={bedOutline} aria-hidden="true" />
              {t('more.reservation')}
            </IonButton>
          )}
        </Card>

        <Card className="guest-more__card" aria-labelledby="guest-more-help">
          <h2 id="guest-more-help">{t('more.help')}</h2>
          <p>{t('more.helpBody')}</p>
          <IonButton fill="outline" routerLink={paths.guest.chat}>
            <IonIcon slot="start" icon={chatbubblesOutline} aria-hidden="true" />
            {t('more.openChat')}
          </IonButton>
          <IonButton fill="outline" routerLink={paths.guest.announcements}>
            <IonIcon slot="start" icon={megaphoneOutline} aria-hidden="true" />
            {t('more.announcements')}
          </IonButton>
          <EmergencyPhoneLink />
          <IonButton fill="clear" routerLink={paths.bugReport(paths.guest.more)}>
            <IonIcon slot="start" icon={bugOutline} aria-hidden="true" />
            {t('more.reportProblem')}
          </IonButton>
        </Card>

        <Card className="guest-more__card" aria-labelledby="guest-more-settings">
          <h2 id="guest-more-settings">{t('more.settings')}</h2>
          <LanguageSwitch />
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
