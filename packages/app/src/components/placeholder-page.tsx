import { IonButton } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { AppPage } from './app-page';
import { InfoCard } from './info-card';

export type UnavailableScreen = 'booking';

/** A routed screen the app does not show: says so and where to look instead. */
export function PlaceholderPage({ screen }: { screen: UnavailableScreen }) {
  const { t } = useTranslation();
  return (
    <AppPage title={t(`placeholder.screens.${screen}`)}>
      <InfoCard icon={informationCircleOutline} title={t('placeholder.unavailable')}>
        <p>{t(`placeholder.bodies.${screen}`)}</p>
      </InfoCard>
      {/* /login forwards a signed-in person to their landing page. */}
      <IonButton fill="outline" routerLink={LOGIN_PATH} routerDirection="root">
        {t('placeholder.back')}
      </IonButton>
    </AppPage>
  );
}
