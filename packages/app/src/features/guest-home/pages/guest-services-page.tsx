import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline, basketOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { InfoCard } from '@/components/info-card';
import { useGuestHomeTranslation } from '../i18n';
import '../guest-home.css';
import { paths } from '@/lib/navigation/paths';


/** /guest/services: the guest asks their guide in the chat for breakfast, housekeeping or a bike. */
export function GuestServicesPage() {
  const { t } = useGuestHomeTranslation();
  return (
    <AppPage
      title={t('guestServices.title')}
      start={
        <IonButton routerLink={paths.guest.home} routerDirection="back">
          <IonIcon slot="icon-only" icon={arrowBackOutline} aria-hidden="true" />
          <span className="visually-hidden">{t('guestServices.back')}</span>
        </IonButton>
      }
    >
      <div className="guest-home">
        <InfoCard icon={basketOutline} title={t('guestServices.heading')}>
          <p>{t('guestServices.body')}</p>
        </InfoCard>
        <IonButton fill="outline" routerLink={paths.guest.home} routerDirection="back" className="guest-home__action">
          {t('guestServices.back')}
        </IonButton>
        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}
