import { IonButton } from '@ionic/react';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { useSession } from '@/lib/session/use-session';
import { useActivationTranslation } from '../i18n';

/** Below an activation form: the way back to the login (for whoever is not signed in) and the emergency number. */
export function ActivationFooter() {
  const { t } = useActivationTranslation();
  const isSignedIn = useSession() !== null;
  return (
    <>
      {!isSignedIn && (
        <IonButton fill="clear" routerLink={LOGIN_PATH} routerDirection="back" className="activation__back">
          {t('activation.backToLogin')}
        </IonButton>
      )}
      <EmergencyPhoneLink />
    </>
  );
}
