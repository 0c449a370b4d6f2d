import { IonButton } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { AppPage } from './app-page';
import { InfoCard } from './info-card';

export type PlannedScreen = 'guestChat' | 'guestServices' | 'guideSelection' | 'activateReservation' | 'activateInvite' | 'waitScreen' | 'chat' | 'booking';
export type PlannedFeature = { issue: 3; feature: 'guestStay' } | { issue: 4; feature: 'chat' };

interface PlaceholderPageProps {
  screen: PlannedScreen;
  plannedIn: PlannedFeature;
}

/** A routed screen whose feature is built by a later issue; says which one. */
export function PlaceholderPage({ screen, plannedIn }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <AppPage title={t(`placeholder.screens.${screen}`)}>
      <InfoCard icon={constructOutline} title={t('placeholder.comingSoon')}>
        <p>{t('placeholder.builtIn', { issue: plannedIn.issue, feature: t(`placeholder.features.${plannedIn.feature}`) })}</p>
      </InfoCard>
      {/* /login forwards a signed-in person to their landing page. */}
      <IonButton fill="outline" routerLink={LOGIN_PATH} routerDirection="root">
        {t('placeholder.back')}
      </IonButton>
    </AppPage>
  );
}
