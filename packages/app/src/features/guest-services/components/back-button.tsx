import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useGuestServicesTranslation } from '../i18n';

/** The toolbar's way back to a screen of the shop. */
export function BackButton({ to }: { to: string }) {
  const { t } = useGuestServicesTranslation();
  return (
    <IonButton routerLink={to} routerDirection="back" aria-label={t('common.back')}>
      <IonIcon slot="icon-only" icon={arrowBackOutline} aria-hidden="true" />
    </IonButton>
  );
}
