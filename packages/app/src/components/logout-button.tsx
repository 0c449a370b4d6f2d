import { IonButton, IonIcon } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/session/use-session';

export function LogoutButton() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  return (
    <IonButton onClick={() => void logout()}>
      <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
      {t('common.logout')}
    </IonButton>
  );
}
