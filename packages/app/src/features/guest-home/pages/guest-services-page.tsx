import { IonButton } from '@ionic/react';
import { basketOutline } from 'ionicons/icons';
import { useGuestHomeTranslation } from '../i18n';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { InfoCard } from '@/components/info-card';

/** /guest/services: ordering (housekeeping, groceries, bikes ...) is built by a later issue. */
export function GuestServicesPage() {
  const { t } = useGuestHomeTranslation();
  return (
    <AppPage title={t('guestServices.title')}>
      <InfoCard icon={basketOutline} title={t('guestServices.heading')}>
        <p>{t('guestServices.body')}</p>
      </InfoCard>
      <IonButton fill="outline" routerLink="/guest/home" routerDirection="back">
        {t('guestServices.back')}
      </IonButton>
      <EmergencyPhoneLink />
    </AppPage>
  );
}
